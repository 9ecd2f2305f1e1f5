import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactsListReplySchema, type CrmContact } from '../../src/contract/crm';
import { LEAD_MIN_FILL_MS } from '../../src/contract/leads';
import { propertyListResponseSchema } from '../../src/contract/properties';
import { adminCookie } from './support/admin';
import { forwarderFrom as forwardFrom, type Forwarder } from './support/forwarder';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import { standInTileHost } from './support/tile-host';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
let browser: Browser;

const forwarders: Forwarder[] = [];

/** The app from its own loopback address (per-IP budgets: support/forwarder.ts). */
async function forwarderFrom(sourceAddress: string): Promise<Forwarder> {
  const forwarder = await forwardFrom(baseUrl, sourceAddress);
  forwarders.push(forwarder);
  return forwarder;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(forwarders.map((f) => f.close()));
});

const stamp = Date.now().toString(36);

/** Every contact of the CRM, read as an admin through GET /api/contacts (all pages). */
async function storedContacts(): Promise<CrmContact[]> {
  const cookie = await adminCookie(baseUrl, adminEmail);
  const contacts: CrmContact[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await fetch(`${baseUrl}/api/contacts?page=${page}&limit=100`, {
      headers: { cookie },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const reply = contactsListReplySchema.parse(await res.json());
    contacts.push(...reply.contacts);
    if (page >= reply.totalPages) break;
  }
  return contacts;
}

async function storedContact(email: string): Promise<CrmContact | undefined> {
  return (await storedContacts()).find((c) => c.emails.some((e) => e.value === email));
}

/** A listing of the offline feed, once the first replication has written one. */
async function someListingId(): Promise<number> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/properties?limit=1`);
    if (res.ok) {
      const [first] = propertyListResponseSchema.parse(await res.json()).properties;
      if (first) return first.id;
    }
    if (Date.now() > deadline) throw new Error('no listing replicated within 90 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The server holds back leads sent faster than a person fills the form: wait that long. */
async function afterFillTime(shownAt: number) {
  const wait = shownAt + LEAD_MIN_FILL_MS + 250 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

const form = (page: Page) => page.getByRole('form', { name: 'New client information' });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-title"], [data-slot="toast-description"]', { hasText: text });

/** Presses Tab until `target` has the focus (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with Tab`);
}

/** Waits until `target` has the focus (a list that opened moves it to its first option). */
async function focused(target: Locator) {
  await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
}

const failedStatus = (status: number) => (e: string) => new RegExp(`status of ${status}`).test(e);

describe('the new-client form in the browser', () => {
  it('is filled with the mouse from a listing, thanks the visitor, goes home, and the contact is stored', async () => {
    const listingId = await someListingId();
    const app = await forwarderFrom('127.0.0.2');
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const email = `mouse-${stamp}@example.com`;
    try {
      // no internet here: the listing's map tiles come from a stand-in for the tile host
      await standInTileHost(page);
      await page.goto(`${app.url}/property/${listingId}`);
      await page.getByRole('link', { name: 'Contact Agent' }).click();
      await page.waitForURL(`${app.url}/new-client?property=${listingId}`);
      const shownAt = Date.now();
      await page.getByRole('heading', { level: 1, name: 'New Client Registration' }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'new-client-desktop');

      const f = form(page);
      const type = async (label: string, text: string) => {
        await f.getByRole('textbox', { name: label, exact: true }).click();
        await page.keyboard.type(text);
      };
      const choose = async (combobox: string, option: string) => {
        await f.getByRole('combobox', { name: combobox }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      await type('First Name', 'Morgan');
      await type('Last Name', 'Meadow');
      await type('Email', email);
      await type('Phone', '928-555-0187');
      await f.getByText('I currently own a home').click();
      await f.getByText('I need to sell before I buy').click();
      await f.getByText('Selling', { exact: true }).click();
      await choose('Timeframe', '1-3 months');
      await f.getByText('$600,000 - $800,000').click();
      await choose('Bedrooms', '4');
      await choose('Bathrooms', '3');
      await type('Square Footage', '2,000');
      await choose('Property Type', 'Townhome');
      await type('Preferred Areas', 'Star Valley');
      for (const wish of ['Mountain View', 'Horse Property', 'RV Parking', 'Mountain View']) {
        await f.getByText(wish, { exact: true }).click();
      }
      await f.getByText('2 features selected').waitFor();
      await type('Anything else we should know?', 'Looking at this one first.');
      await saveScreenshot(page, 'new-client-desktop-filled');

      await afterFillTime(shownAt);
      await f.getByRole('button', { name: 'SUBMIT INFORMATION' }).click();
      await toast(page, 'Contact Form Submitted').first().waitFor();
      await toast(page, "Thank you! We'll be in touch soon to help with your real estate needs.")
        .first()
        .waitFor();
      // the form is emptied at once, and the visitor lands on the home page 2 s later
      expect(await f.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).toBe(
        '',
      );
      await page.waitForURL(`${app.url}/`, { timeout: 5000 });

      const contact = await storedContact(email);
      expect(contact, `contact ${email} in GET /api/contacts`).toBeDefined();
      expect(contact).toMatchObject({ firstName: 'Morgan', lastName: 'Meadow' });
      expect(contact!.phones.map((p) => p.value.replace(/\D/g, ''))).toContain('9285550187');
      const answers = Object.values(contact!.leadAnswers ?? {}).join('\n');
      for (const expected of [
        'Selling',
        '1-3 months',
        '$600,000 - $800,000',
        'Townhome',
        'Star Valley',
        'Horse Property, RV Parking',
        'Looking at this one first.',
      ]) {
        expect(answers).toContain(expected);
      }
      expect(answers).not.toContain('Mountain View');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is filled and sent with the keyboard alone (Tab, Space, arrows, Enter)', async () => {
    const app = await forwarderFrom('127.0.0.3');
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const email = `keys-${stamp}@example.com`;
    try {
      await page.goto(`${app.url}/contact`);
      const shownAt = Date.now();
      const f = form(page);
      const keys = page.keyboard;
      const option = (name: string) => page.getByRole('option', { name, exact: true });
      const typeInto = async (target: Locator, text: string) => {
        await tabTo(page, target);
        await keys.type(text);
      };
      await typeInto(f.getByRole('textbox', { name: 'First Name', exact: true }), 'Kai');
      await typeInto(f.getByRole('textbox', { name: 'Last Name', exact: true }), 'Keys');
      await typeInto(f.getByRole('textbox', { name: 'Email', exact: true }), email);
      await typeInto(f.getByRole('textbox', { name: 'Phone', exact: true }), '(928) 555-0199');

      await tabTo(page, f.getByRole('checkbox', { name: "I'm pre-approved for a mortgage" }));
      await keys.press('Space');
      // into the radio group (its first option), then the arrow moves and chooses
      await tabTo(page, f.getByRole('radio', { name: 'Buying' }));
      await keys.press('Space');
      // held as long as a finger holds a key: Radix moves the focus a tick after keydown and
      // chooses the radio it lands on while the arrow key is still down
      await keys.press('ArrowDown', { delay: 50 });
      await keys.press('ArrowDown', { delay: 50 });
      const checkedInterest = () =>
        f
          .getByRole('radiogroup', { name: 'Are you interested in buying or selling?' })
          .locator('[aria-checked="true"]')
          .evaluateAll((els) =>
            els.map((el) => document.querySelector(`label[for="${el.id}"]`)?.textContent),
          );
      await expect.poll(checkedInterest).toEqual(['Renting only']);
      // the timeframe list opens with Enter; arrows walk it; Enter chooses
      await tabTo(page, f.getByRole('combobox', { name: 'Timeframe' }));
      await keys.press('Enter');
      await focused(option('Immediately'));
      // the list moves the focus a tick after each key, as the radios do
      await keys.press('ArrowDown');
      await focused(option('1-3 months'));
      await keys.press('ArrowDown');
      await focused(option('3-6 months'));
      await keys.press('Enter');
      await expect
        .poll(() => f.getByRole('combobox', { name: 'Timeframe' }).textContent())
        .toBe('3-6 months');

      await tabTo(page, f.getByRole('radio', { name: '$0 - $200,000' }));
      await keys.press('ArrowRight', { delay: 50 });
      await expect
        .poll(() =>
          f.getByRole('radio', { name: '$200,000 - $400,000' }).getAttribute('aria-checked'),
        )
        .toBe('true');
      await tabTo(page, f.getByRole('combobox', { name: 'Property Type' }));
      await keys.press('Enter');
      await focused(option('Single Family'));
      await keys.press('ArrowDown');
      await focused(option('Condo'));
      await keys.press('Enter');
      await expect
        .poll(() => f.getByRole('combobox', { name: 'Property Type' }).textContent())
        .toBe('Condo');

      for (const wish of ['Pool/Spa', 'Lake/Water View', 'Energy Efficient']) {
        await tabTo(page, f.getByRole('checkbox', { name: wish }));
        await keys.press('Space');
      }
      await f.getByText('3 features selected').waitFor();

      const submit = f.getByRole('button', { name: 'SUBMIT INFORMATION' });
      await tabTo(page, submit);
      await afterFillTime(shownAt);
      await keys.press('Enter');
      await toast(page, 'Contact Form Submitted').first().waitFor();
      await page.waitForURL(`${app.url}/`, { timeout: 5000 });

      const contact = await storedContact(email);
      expect(contact, `contact ${email} in GET /api/contacts`).toBeDefined();
      const answers = Object.values(contact!.leadAnswers ?? {}).join('\n');
      for (const expected of [
        'Pre-approved',
        'Renting only',
        '3-6 months',
        '$200,000 - $400,000',
        'Condo',
        'Pool/Spa, Lake/Water View, Energy Efficient',
      ]) {
        expect(answers).toContain(expected);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the server's refusal in a 'Submission Failed' toast and keeps the answers", async () => {
    const app = await forwarderFrom('127.0.0.4');
    // use up this address's per-IP budget with requests the server refuses (400) anyway
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) {
      const res = await fetch(`${app.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      status = res.status;
      await res.arrayBuffer();
    }
    expect(status).toBe(429);

    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.goto(`${app.url}/new-client-contact`);
      const shownAt = Date.now();
      const f = form(page);
      await f.getByRole('textbox', { name: 'First Name', exact: true }).fill('Rae');
      await f.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Limit');
      await f
        .getByRole('textbox', { name: 'Email', exact: true })
        .fill(`limit-${stamp}@example.com`);
      await f.getByRole('textbox', { name: 'Phone', exact: true }).fill('928-555-0111');
      await f.getByText('Gated Community', { exact: true }).click();
      await afterFillTime(shownAt);
      await f.getByRole('button', { name: 'SUBMIT INFORMATION' }).click();

      await toast(page, 'Submission Failed').first().waitFor();
      await toast(page, /Too many submissions from this network/)
        .first()
        .waitFor();
      await saveScreenshot(page, 'new-client-submission-failed');
      // nothing typed is lost, and the visitor stays on the form
      expect(await f.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
        `limit-${stamp}@example.com`,
      );
      expect(await f.getByRole('checkbox', { name: 'Gated Community' }).isChecked()).toBe(true);
      await page.waitForTimeout(2500);
      expect(new URL(page.url()).pathname).toBe('/new-client-contact');
      expect(consoleErrors.filter((e) => !failedStatus(429)(e))).toEqual([]);
    } finally {
      await close();
    }
    expect(await storedContact(`limit-${stamp}@example.com`)).toBeUndefined();
  });

  it('fits a phone, types its subtitle, and explains the required fields without sending', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST') requests.push(new URL(r.url()).pathname);
      });
      await page.goto(`${baseUrl}/new-client`);
      // the header line is typed out, and the cursor goes once it is done
      await page
        .locator('[data-testid="typing-cursor"].invisible')
        .waitFor({ state: 'attached', timeout: 15_000 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // every control fits the screen's width
      const tooWide = await page.evaluate(
        () =>
          [
            ...document.querySelectorAll(
              'form input:not([tabindex="-1"]), form button, form textarea',
            ),
          ]
            .filter((el) => !el.closest('[aria-hidden="true"]'))
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.left < 0 || r.right > window.innerWidth).length,
      );
      expect(tooWide).toBe(0);
      await saveScreenshot(page, 'new-client-mobile');
      // the first screen as the phone shows it (the full-page shot is 390 px wide and very tall)
      await page.screenshot({
        path: path.resolve('test-results', 'new-client-mobile-first-screen.png'),
      });
      await expectNoSeriousA11yViolations(page);

      const f = form(page);
      await f.getByRole('button', { name: 'SUBMIT INFORMATION' }).tap();
      for (const message of [
        'First name is required',
        'Last name is required',
        'Valid email is required',
        'Phone number is required',
      ]) {
        await f.getByText(message).waitFor();
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
        'given-name',
      );
      await expectNoSeriousA11yViolations(page);
      expect(requests.filter((p) => p === '/api/contacts')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
