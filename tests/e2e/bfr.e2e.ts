import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BFR_MAPPING_CODES } from '../../src/core/bfr-fields';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../src/server/integrations/followupboss/fake/server';
import { validLead } from '../../src/server/testing/lead-factory';
import { addSessionCookie, adminCookie, callApi, waitForFirstSync } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
  type TrackedPage,
} from './support/browser';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const fubSystemKey = inject('fubSystemKey');
const FUB_KEY = 'e2e-bfr-fub-key';

let browser: Browser;
let cookie: string;
let fub: FakeFollowUpBoss;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie(baseUrl, adminEmail);
  await waitForFirstSync(baseUrl, cookie, 120_000);
  fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY, systemKey: fubSystemKey });
});
afterAll(async () => {
  // leave the shared server as the other journeys expect it: built-in CRM, nothing mapped
  await api('PATCH', '/api/admin/settings', {
    apiSettings: { followupBoss: { apiKey: null, enabled: false } },
  });
  await api('POST', '/api/admin/fub/mappings', {
    fieldMappings: BFR_MAPPING_CODES.map((code) => ({ formField: code, fubField: '' })),
  });
  await browser?.close();
  await fub?.close();
});

/** The API as the admin (or, with `as: ''`, anonymously). */
const api = (method: string, path: string, body?: unknown, as = cookie) =>
  callApi(baseUrl, as, method, path, body);

async function asAdmin(page: TrackedPage): Promise<TrackedPage> {
  await addSessionCookie(page.page, baseUrl, cookie);
  return page;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast-title"], [data-slot="toast-description"]', { hasText: text });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });

/** Opens the tool and the contact found by the e-mail. */
async function openFile(page: Page, email: string, name: string) {
  await page.goto(`${baseUrl}/admin/bfr-update`);
  const byEmail = page.getByRole('textbox', { name: 'Search by e-mail' });
  await byEmail.fill(email);
  await byEmail.press('Enter');
  await page.getByRole('form', { name: `BFR Admin Update Tool: ${name}` }).waitFor();
}

/** A new contact in the built-in CRM, through the public lead form (its own phone: a known phone would match another contact). */
async function newContact(firstName: string, lastName: string, email: string) {
  const line = String(Date.now() % 10_000).padStart(4, '0');
  const sent = await api(
    'POST',
    '/api/contacts',
    validLead({ firstName, lastName, email, phone: `(928) 556-${line}` }),
    '',
  );
  expect(sent.status, sent.text).toBe(200);
}

/** A Payson listing with its MLS number and listing agent, as the lookup will answer. */
async function aListing() {
  const found = (await api('GET', '/api/properties?city=Payson&limit=5', undefined, '')).json as {
    properties: Array<{ mlsNumber: string }>;
  };
  for (const { mlsNumber } of found.properties) {
    const lookup = await api('GET', `/api/listing-agent/${encodeURIComponent(mlsNumber)}`);
    const reply = lookup.json as {
      agent: { listingAgent: string };
      property: { address: string };
    };
    if (lookup.status === 200 && reply.agent.listingAgent) {
      return { mlsNumber, address: reply.property.address, agent: reply.agent.listingAgent };
    }
  }
  throw new Error('no Payson listing with a listing agent');
}

/** The page printed by Chromium as a US Letter PDF: its pages' text and the page count. */
async function printToPdf(page: Page): Promise<{ pages: number; text: string }> {
  await page.emulateMedia({ media: 'print' });
  await saveScreenshot(page, 'bfr-print-sheet');
  const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: texts.join('\n').replace(/\s+/g, ' ') };
}

describe('the BFR admin update tool on the built-in CRM', () => {
  it('finds a contact, fills the property from the MLS number, works out the commission, saves, reloads and prints', async () => {
    const stamp = Date.now().toString(36);
    const email = `bree-${stamp}@example.com`;
    await newContact('Bree', `Buyer${stamp}`, email);
    const listing = await aListing();

    const staff = await asAdmin(await openPage(browser));
    const { page } = staff;
    await openFile(page, email, `Bree Buyer${stamp}`);
    await field(page, 'MLS Number').fill(listing.mlsNumber);
    await expect.poll(() => field(page, 'Property Address').inputValue()).toBe(listing.address);
    await expect.poll(() => field(page, 'Listing Agent').inputValue()).toBe(listing.agent);
    await toast(page, 'Property Analysis Complete').first().waitFor();

    await field(page, 'Purchase Amount').fill('450,000');
    await field(page, 'Percentage').fill('3%');
    await expect.poll(() => field(page, 'Commission').inputValue()).toBe('$13,500');
    await field(page, "Seller's Name").fill('Sam Seller');
    for (const label of ['Purchase Contract', 'Wire Fraud Advisory', 'Earnest Money']) {
      await box(page, label).check();
    }
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'BFR data updated successfully').first().waitFor();
    // the saved toast sits above the sticky Save bar, never over its buttons (issue 41)
    const bar = (await page.getByTestId('bfr-save-bar').boundingBox())!;
    await expect
      .poll(async () => {
        const shown = (await page.locator('[data-slot="toast"]').first().boundingBox())!;
        return shown.y + shown.height <= bar.y || shown.y >= bar.y + bar.height;
      })
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'bfr-update-saved');

    // a fresh page reads what was saved
    await page.reload();
    await openFile(page, email, `Bree Buyer${stamp}`);
    expect(await field(page, 'MLS Number').inputValue()).toBe(listing.mlsNumber);
    expect(await field(page, 'Purchase Amount').inputValue()).toBe('450,000');
    expect(await field(page, 'Commission').inputValue()).toBe('$13,500');
    for (const label of ['Purchase Contract', 'Wire Fraud Advisory', 'Earnest Money']) {
      expect(await box(page, label).isChecked(), label).toBe(true);
    }
    expect(await box(page, 'Buyer-Broker Agreement to Show Property').isChecked()).toBe(false);

    // Hide Completed hides the ticked boxes
    await page.getByRole('button', { name: 'Hide Completed' }).click();
    await expect.poll(() => box(page, 'Purchase Contract').count()).toBe(0);
    await page.getByRole('button', { name: 'Show All' }).click();

    // Print View asks the browser to print; the sheet alone fits one US Letter page
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print View' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const printed = await printToPdf(page);
    expect(printed.pages).toBe(1);
    for (const text of [
      'BUYERS FILE REQUIREMENTS',
      listing.mlsNumber,
      listing.address,
      '$13,500',
      'Sam Seller',
      `Bree Buyer${stamp}`,
      'WHEN CONTRACT WRITTEN',
      'ESCROW',
      'AFTER CONTRACT ACCEPTANCE',
      'IF NEEDED',
      'NOTES / EMAIL',
      'Title Company',
    ]) {
      expect(printed.text, text).toContain(text);
    }
    expect(printed.text).toMatch(/☑\s*Purchase Contract/);
    expect(printed.text).toMatch(/☐\s*Market Conditions Advisory/);
    // blank values print as underscores (the lender was never filled in)
    expect(printed.text).toMatch(/_{5,}/);
    expect(staff.consoleErrors).toEqual([]);
    await staff.close();

    // a phone-sized screen: the file fits without sideways scrolling
    const phone = await asAdmin(await openPage(browser, { viewport: { width: 390, height: 844 } }));
    await openFile(phone.page, email, `Bree Buyer${stamp}`);
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(phone.page, 'bfr-update-phone');
    await phone.close();
  }, 120_000);

  it('refuses bad input with a message on the field, saving nothing', async () => {
    const stamp = Date.now().toString(36);
    const email = `ivy-${stamp}@example.com`;
    await newContact('Ivy', `Input${stamp}`, email);
    const staff = await asAdmin(await openPage(browser));
    await openFile(staff.page, email, `Ivy Input${stamp}`);
    await field(staff.page, 'Lender Email').fill('not-an-email');
    await staff.page.getByRole('button', { name: 'Save Changes' }).click();
    const lenderEmail = field(staff.page, 'Lender Email');
    await expect.poll(() => lenderEmail.getAttribute('aria-invalid')).toBe('true');
    // the message is the field's description, as a screen reader announces it
    const description = await lenderEmail.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Enter a valid email address');
    await saveScreenshot(staff.page, 'bfr-bad-input');
    const found = (await api('GET', `/api/admin/bfr/contact/${encodeURIComponent(email)}`))
      .json as { contact: { bfrData: unknown } };
    expect(found.contact.bfrData).toBeNull();
    await staff.close();
  }, 60_000);

  it('gives anonymous callers 401 and visitors 403 on every BFR admin route', async () => {
    const stamp = Date.now().toString(36);
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        username: `visitor-${stamp}`,
        email: `visitor-${stamp}@example.com`,
        password: 'juniper-trail-9',
        firstName: 'Vic',
        lastName: 'Visitor',
      }),
    });
    expect(registered.status).toBe(201);
    const visitor = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/bfr/contact/bree'],
      ['GET', '/api/admin/bfr/contacts/1'],
      ['POST', '/api/admin/bfr/update', { contactId: 1, formData: { purchaseContract: true } }],
      ['GET', '/api/admin/fub/fields'],
      ['GET', '/api/admin/fub/mappings'],
      ['POST', '/api/admin/fub/mappings', { fieldMappings: [{ formField: 'PC', fubField: '' }] }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(method, path, body, '')).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, body, visitor)).status, `${method} ${path}`).toBe(403);
    }
    // the listing agent is for staff and client link holders (issue 21): 403 for anyone else
    for (const cookie of ['', visitor]) {
      expect((await api('GET', '/api/listing-agent/ABC123', undefined, cookie)).status).toBe(403);
    }
  });
});

/** Follow Up Boss (the fake) becomes the CRM the site uses. */
async function useFollowUpBoss() {
  const switched = await api('PATCH', '/api/admin/settings', {
    apiSettings: { followupBoss: { apiKey: FUB_KEY, baseUrl: fub.apiBaseUrl, enabled: true } },
  });
  expect(switched.status, switched.text).toBe(200);
}

/** Registers the app's webhook for new people in the fake, as an admin does in Follow Up Boss. */
async function registerWebhook() {
  const info = (await api('GET', '/api/admin/bfr/automation')).json as { webhookUrl: string };
  const res = await fetch(`${fub.apiBaseUrl}/webhooks`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${FUB_KEY}:`).toString('base64')}`,
      'content-type': 'application/json',
      'x-system': 'Ridgeline',
      'x-system-key': fubSystemKey,
    },
    body: JSON.stringify({ event: 'peopleCreated', url: info.webhookUrl }),
  });
  expect(res.status, await res.text()).toBe(201);
}

describe('the client’s BFR link', () => {
  it('comes from the signed webhook, opens one contact’s form, saves it, and opens nothing else; a revoked link is a 404', async () => {
    await useFollowUpBoss();
    await registerWebhook();
    const stamp = Date.now().toString(36);
    const person = fub.seedPerson({
      firstName: 'Cleo',
      lastName: `Client${stamp}`,
      name: `Cleo Client${stamp}`,
      emails: [{ value: `cleo-${stamp}@example.com`, type: 'home', isPrimary: 1 }],
    });
    const other = fub.seedPerson({ firstName: 'Otto', lastName: `Other${stamp}` });

    // a listing built before 1979: the lead-based paint disclosure is required
    const found = (await api('GET', '/api/properties?limit=100', undefined, '')).json as {
      properties: Array<{ mlsNumber: string; yearBuilt: number | null }>;
    };
    const old = found.properties.find((p) => p.yearBuilt !== null && p.yearBuilt <= 1978);
    expect(old, 'a listing built in 1978 or earlier').toBeDefined();

    // Follow Up Boss tells the app about the new person, signed with the system key
    const delivered = await fub.deliverWebhook('peopleCreated', [person.id]);
    expect(delivered.map((d) => d.status)).toEqual([200]);
    const written = () => fub.people.find((p) => p.id === person.id) as Record<string, unknown>;
    await expect.poll(() => written().customBFRLink, { timeout: 30_000 }).toMatch(/\/bfr\//);
    const bfrLink = String(written().customBFRLink);
    const obfuscatedId = bfrLink.split('/bfr/')[1]!;
    expect(obfuscatedId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const linkPath = new URL(bfrLink).pathname;
    // a replay of the delivery changes nothing
    expect((await fub.deliverWebhook('peopleCreated', [person.id])).map((d) => d.status)).toEqual([
      200,
    ]);
    const links = (await api('GET', `/api/admin/bfr/links?contactId=${person.id}`)).json as {
      links: unknown[];
    };
    expect(links.links).toHaveLength(1);

    // a fresh browser, signed in as nobody
    const client = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = client;
    await page.goto(`${baseUrl}${linkPath}`);
    await page.waitForURL(`${baseUrl}/bfr-form?contactId=${person.id}`);
    await page.getByRole('heading', { name: 'BUYER FILE REQUIREMENTS' }).waitFor();
    await expect.poll(() => field(page, 'Buyer Name').inputValue()).toBe(`Cleo Client${stamp}`);
    await field(page, 'MLS Number').fill(old!.mlsNumber);
    await toast(page, 'Property Analysis Complete').first().waitFor();
    await page.getByText('REQUIRED').first().waitFor();
    await field(page, 'Purchase Amount').fill('315,000');
    await box(page, 'Purchase Contract').check();
    await page.getByRole('button', { name: 'SAVE CLIENT INFO' }).click();
    await toast(page, 'Your buyer file has been saved.').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'bfr-client-form-phone');

    // the admin update tool shows what the client saved
    const staff = await asAdmin(await openPage(browser));
    await openFile(staff.page, `cleo-${stamp}@example.com`, `Cleo Client${stamp}`);
    await expect.poll(() => field(staff.page, 'MLS Number').inputValue()).toBe(old!.mlsNumber);
    expect(await field(staff.page, 'Purchase Amount').inputValue()).toBe('315,000');
    expect(await box(staff.page, 'Purchase Contract').isChecked()).toBe(true);

    // the link opens this contact only: a guessed id is refused
    expect((await page.request.get(`${baseUrl}/api/bfr/contact/${other.id}`)).status()).toBe(403);
    expect((await page.request.get(`${baseUrl}/api/bfr/contact/${person.id}`)).status()).toBe(200);

    // the automation page lists the person the webhook processed
    await staff.page.goto(`${baseUrl}/admin/bfr-automation`);
    await staff.page.getByRole('heading', { name: 'BFR Link Automation' }).waitFor();
    await staff.page.getByText(`cleo-${stamp}@example.com`).first().waitFor();
    await staff.page.getByRole('button', { name: 'Generate' }).click();
    await toast(staff.page, 'Contact ID is required').first().waitFor();
    await expectNoSeriousA11yViolations(staff.page);
    await saveScreenshot(staff.page, 'bfr-automation');
    await staff.page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(staff.page, 'bfr-automation-phone');

    // revoked: the link is a 404 page and the grant opens nothing any more
    const revoked = await api('POST', `/api/admin/bfr/links/${obfuscatedId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    const reopened = await page.goto(`${baseUrl}${linkPath}`);
    expect(reopened?.status()).toBe(404);
    expect((await page.request.get(`${baseUrl}/api/bfr/contact/${person.id}`)).status()).toBe(403);
    expect(client.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    await client.close();
    await staff.close();
  }, 120_000);

  it('refuses a delivery whose signature does not match (401)', async () => {
    const person = fub.seedPerson({ firstName: 'Forged', lastName: 'Delivery' });
    const body = JSON.stringify({ event: 'peopleCreated', resourceIds: [person.id] });
    const res = await fetch(`${baseUrl}/api/fub/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'fub-signature': 'ab'.repeat(32) },
      body,
    });
    expect(res.status).toBe(401);
    const links = (await api('GET', `/api/admin/bfr/links?contactId=${person.id}`)).json as {
      links: unknown[];
    };
    expect(links.links).toHaveLength(0);
  });
});

describe('the BFR on Follow Up Boss', () => {
  it('maps five fields and writes them to the Follow Up Boss contact after a save', async () => {
    for (const [label, type] of [
      ['BFR Purchase Contract', 'text'],
      ['BFR Wire Fraud', 'text'],
      ['BFR MLS Number', 'text'],
      ['BFR Commission', 'text'],
      ['BFR Close Date', 'date'],
    ] as const) {
      fub.seedCustomField({ label, type });
    }
    const person = fub.seedPerson({
      firstName: 'Fiona',
      lastName: 'Fileholder',
      stage: 'Lead',
      emails: [{ value: 'fiona.fileholder@example.com', type: 'home', isPrimary: 1 }],
    });
    await useFollowUpBoss();
    const listing = await aListing();

    const staff = await asAdmin(await openPage(browser));
    const { page } = staff;
    await page.goto(`${baseUrl}/admin/fub-mapping`);
    await page.getByRole('heading', { name: 'BFR Form Field Mapping' }).waitFor();
    const rows: Array<[string, string]> = [
      ['Purchase Contract', 'BFR Purchase Contract (text)'],
      ['Wire Fraud Advisory', 'BFR Wire Fraud (text)'],
      ['MLS Number', 'BFR MLS Number (text)'],
      ['Commission', 'BFR Commission (text)'],
      ['Close of Escrow Date', 'BFR Close Date (date)'],
    ];
    for (const [row, option] of rows) {
      await page.getByRole('combobox', { name: row, exact: true }).selectOption({ label: option });
    }
    await page.getByRole('button', { name: 'Save 5 Changes' }).click();
    await page.getByText('Field mappings saved successfully!').waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'fub-mapping-saved');

    await openFile(page, 'fiona.fileholder@example.com', 'Fiona Fileholder');
    await field(page, 'MLS Number').fill(listing.mlsNumber);
    await expect.poll(() => field(page, 'Property Address').inputValue()).toBe(listing.address);
    await field(page, 'Purchase Amount').fill('450,000');
    await field(page, 'Percentage').fill('3');
    await field(page, 'Close of Escrow Date').fill('2026-12-18');
    await box(page, 'Purchase Contract').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'BFR data updated successfully').first().waitFor();

    const written = () => fub.people.find((p) => p.id === person.id) as Record<string, unknown>;
    await expect.poll(() => written().customBFRPurchaseContract, { timeout: 30_000 }).toBe('Yes');
    expect(written()).toMatchObject({
      customBFRWireFraud: 'No',
      customBFRMLSNumber: listing.mlsNumber,
      customBFRCommission: '$13,500',
      customBFRCloseDate: '2026-12-18',
    });
    // recorded where staff look on Follow Up Boss: one note on the person
    await expect
      .poll(() => fub.notes.filter((n) => n.personId === person.id && n.subject === 'BFR update'))
      .toHaveLength(1);
    expect(staff.consoleErrors).toEqual([]);
    await staff.close();
  }, 120_000);
});
