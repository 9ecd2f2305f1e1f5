import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../src/server/integrations/followupboss/fake/server';
import { validLead } from '../../src/server/testing/lead-factory';
import {
  addSessionCookie,
  adminCookie,
  callApi,
  registerAccount,
  waitForFirstSync,
} from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
  type TrackedPage,
} from './support/browser';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const FUB_KEY = 'e2e-fub-key';

let browser: Browser;
let cookie: string;
let fub: FakeFollowUpBoss;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie(baseUrl, adminEmail);
  await waitForFirstSync(baseUrl, cookie, 120_000);
  fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
});
afterAll(async () => {
  await api('PATCH', '/api/admin/settings', {
    apiSettings: { followupBoss: { apiKey: null, enabled: false } },
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

/** Searches the contacts browser and opens the interactions dialog of the one found. */
async function openContact(page: Page, term: string, name: string) {
  await page.goto(`${baseUrl}/admin/contacts`);
  await page.getByText('Enter a search term above to find contacts...').waitFor();
  const box = page
    .getByRole('searchbox', { name: 'Search contacts' })
    .or(page.getByLabel('Search contacts'));
  await box.first().fill(term);
  await box.first().press('Enter');
  await page.getByRole('button', { name }).first().click();
  return page.getByRole('dialog');
}

/** Adds a note and moves the stage from an open dialog or the contact page. */
async function noteAndStage(page: Page, scope: ReturnType<Page['getByRole']>, note: string) {
  await scope.getByRole('textbox', { name: /^Note/ }).fill(note);
  await scope.getByRole('button', { name: 'Add note' }).click();
  await toast(page, 'Note added').first().waitFor();
  await scope.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Hot Lead' }).click();
  await scope.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Stage updated').first().waitFor();
}

describe('contacts on the built-in CRM', () => {
  it('a visitor sends the form, views and saves a listing; staff find them, read and act', async () => {
    const stamp = Date.now().toString(36);
    const email = `vera-${stamp}@example.com`;
    const visitor = await openPage(browser);
    const listing = (await api('GET', '/api/properties?city=Payson&limit=1', undefined, ''))
      .json as {
      properties: Array<{ id: number; address: string }>;
    };
    const target = listing.properties[0]!;

    // the form, through the page's own browser context (its cookie is the visitor's tie)
    await visitor.page.goto(`${baseUrl}/new-client`);
    const sent = await visitor.page.request.post(`${baseUrl}/api/contacts`, {
      headers: { origin: baseUrl },
      data: validLead({
        firstName: 'Vera',
        lastName: `Visitor${stamp}`,
        email,
        phone: '(928) 555-0166',
        currentlyOwnHome: false,
      }),
    });
    expect(sent.status()).toBe(200);
    await visitor.page.evaluate(() => localStorage.setItem('ridgeline:knownVisitor', 'true'));
    // a view in the browser (reported after the page shows) and a save with an account
    const reported = visitor.page.waitForResponse((r) => r.url().endsWith('/api/activity'));
    await visitor.page.goto(`${baseUrl}/property/${target.id}`);
    expect((await reported).status()).toBe(204);
    const registered = await visitor.page.request.post(`${baseUrl}/api/register`, {
      headers: { origin: baseUrl },
      data: {
        username: `vera-${stamp}`,
        email,
        password: 'juniper-trail-9',
        firstName: 'Vera',
        lastName: `Visitor${stamp}`,
      },
    });
    expect(registered.status()).toBe(201);
    const saved = await visitor.page.request.post(`${baseUrl}/api/favorites`, {
      headers: { origin: baseUrl },
      data: { propertyId: target.id },
    });
    expect(saved.status()).toBe(201);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.close();

    const staff = await asAdmin(await openPage(browser));
    const dialog = await openContact(staff.page, email, `Vera Visitor${stamp}`);
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    await dialog.getByText(`Viewed ${target.address}`, { exact: false }).first().waitFor();
    await dialog.getByText(`Saved ${target.address}`, { exact: false }).first().waitFor();
    await dialog.getByRole('tab', { name: 'Notes' }).click();
    await noteAndStage(staff.page, dialog, 'Called Vera: wants a showing Saturday.');
    await dialog.getByText('Called Vera: wants a showing Saturday.').waitFor();
    await expectNoSeriousA11yViolations(staff.page);
    await saveScreenshot(staff.page, 'contacts-dialog-built-in');

    await dialog.getByRole('link', { name: 'Open contact page' }).click();
    await staff.page.waitForURL(/\/admin\/contacts\/\d+/);
    await staff.page.getByRole('heading', { level: 1, name: `Vera Visitor${stamp}` }).waitFor();
    await staff.page.getByText('Hot Lead').first().waitFor();
    await expectNoSeriousA11yViolations(staff.page);
    await saveScreenshot(staff.page, 'contact-page-built-in');
    expect(staff.consoleErrors).toEqual([]);
    await staff.close();
  }, 90_000);

  it('an agent gets the routed lead: the header leads to Contacts, the lead is theirs, they reassign it; the settings stay closed', async () => {
    const stamp = Date.now().toString(36);
    const agent = {
      username: `agent-${stamp}`,
      email: `agent-${stamp}@example.com`,
      password: 'juniper-trail-9',
      firstName: 'Alma',
      lastName: `Agent${stamp}`,
    };
    await registerAccount(baseUrl, agent);
    const made = await api('POST', '/api/admin/agents', { identifier: agent.username });
    expect(made.status, made.text).toBe(200);
    const agentId = (made.json as { agents: Array<{ id: number; username: string }> }).agents.find(
      (a) => a.username === agent.username,
    )!.id;
    const routed = await api('PATCH', '/api/admin/settings', {
      generalSettings: { leadRouting: 'oneAgent', leadRoutingAgentId: agentId },
    });
    expect(routed.status, routed.text).toBe(200);
    try {
      const lead = validLead({ firstName: 'Rory', lastName: `Routed${stamp}` });
      expect((await api('POST', '/api/contacts', lead, '')).status).toBe(200);

      const page = await openPage(browser);
      await page.page.goto(`${baseUrl}/auth`);
      const form = page.page.getByRole('tabpanel', { name: 'Login' });
      await form.getByLabel('Username or Email').fill(agent.username);
      await form.getByLabel('Password').fill(agent.password);
      await form.getByRole('button', { name: 'Login' }).click();
      await page.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.page.setViewportSize({ width: 1600, height: 900 });
      await page.page.getByRole('link', { name: 'Contacts' }).first().click();
      await page.page.waitForURL(/\/(admin\/)?contacts/);
      const dialog = await openContact(page.page, lead.email, `Rory Routed${stamp}`);
      await dialog.getByRole('link', { name: 'Open contact page' }).click();
      await page.page.getByRole('heading', { level: 1, name: `Rory Routed${stamp}` }).waitFor();
      const assignment = page.page.locator('#contact-assignment');
      await assignment.getByText(`Alma Agent${stamp}`).first().waitFor();
      await assignment.getByRole('combobox', { name: 'Assign to' }).click();
      await page.page.getByRole('option', { name: 'Nobody' }).click();
      await assignment.getByRole('button', { name: 'Assign', exact: true }).click();
      await toast(page.page, 'No one is assigned').first().waitFor();
      await expectNoSeriousA11yViolations(page.page);
      await saveScreenshot(page.page, 'contact-page-agent');

      await page.page.goto(`${baseUrl}/admin`);
      await page.page.getByText('Admins only').first().waitFor();
      expect(page.consoleErrors).toEqual([]);
      await page.close();
    } finally {
      await api('PATCH', '/api/admin/settings', {
        generalSettings: { leadRouting: 'none', leadRoutingAgentId: null },
      });
    }
  }, 90_000);

  it('gives anonymous callers 401 and visitors 403 on the contacts data, and no page data', async () => {
    for (const path of [
      '/api/contacts',
      '/api/contacts/search?q=a',
      '/api/contacts/1',
      '/api/contacts/1/notes',
    ]) {
      expect((await api('GET', path, undefined, '')).status, path).toBe(401);
    }
    const html = await (await fetch(`${baseUrl}/admin/contacts?q=Vera`)).text();
    expect(html).not.toContain('Visitor');
    expect(html).toContain('noindex');
  });
});

describe('contacts on Follow Up Boss', () => {
  it('reads the person, notes and e-mails from Follow Up Boss and writes a note and a stage back', async () => {
    const person = fub.seedPerson({
      firstName: 'Frank',
      lastName: 'Fubson',
      stage: 'Lead',
      emails: [{ value: 'frank.fubson@example.com', type: 'home', isPrimary: 1 }],
    });
    fub.seedNote(person.id, { subject: 'Intro call', body: 'Looking in Pine under $500k.' });
    fub.seedEmail(person.id, { subject: 'Listings for you', body: '[CONTENT HIDDEN]' });
    const switched = await api('PATCH', '/api/admin/settings', {
      apiSettings: { followupBoss: { apiKey: FUB_KEY, baseUrl: fub.apiBaseUrl, enabled: true } },
    });
    expect(switched.status).toBe(200);

    const staff = await asAdmin(await openPage(browser));
    const dialog = await openContact(staff.page, 'Fubson', 'Frank Fubson');
    await dialog.getByText('Looking in Pine under $500k.').waitFor();
    await dialog.getByRole('tab', { name: 'E-mails' }).click();
    await dialog.getByText('Listings for you').waitFor();
    await dialog.getByText('[CONTENT HIDDEN]', { exact: false }).first().waitFor();
    await dialog.getByRole('tab', { name: 'Notes' }).click();
    await noteAndStage(staff.page, dialog, 'Sent three Pine listings.');
    await expect
      .poll(() => fub.notes.some((n) => n.body === 'Sent three Pine listings.'))
      .toBe(true);
    await expect.poll(() => fub.people.find((p) => p.id === person.id)?.stage).toBe('Hot Lead');
    await saveScreenshot(staff.page, 'contacts-dialog-fub');

    await dialog.getByRole('link', { name: 'Open contact page' }).click();
    await staff.page.getByRole('heading', { level: 1, name: 'Frank Fubson' }).waitFor();
    await expectNoSeriousA11yViolations(staff.page);
    expect(staff.consoleErrors).toEqual([]);
    await staff.close();

    // a phone-sized screen: the list and the dialog fit
    const phone = await asAdmin(await openPage(browser, { viewport: { width: 390, height: 844 } }));
    await openContact(phone.page, 'Fubson', 'Frank Fubson');
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(phone.page, 'contacts-dialog-phone');
    await phone.close();
  }, 90_000);
});
