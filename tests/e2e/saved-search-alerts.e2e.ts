import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { offlineFeedChangeReplySchema } from '../../src/contract/operations';
import { propertyListResponseSchema } from '../../src/contract/properties';
import { savedSearchesReplySchema } from '../../src/contract/saved-searches';
import { formatPrice } from '../../src/core/listing-display';
import { adminCookie, callApi, waitForReplicatedListings } from './support/admin';
import { forwarderFrom, type Forwarder } from './support/forwarder';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

/*
 * Issue 23's "Done when": a visitor saves a search with instant alerts, registering on the
 * way; a new listing and a price cut reach the offline feed; the refresh runs; one e-mail
 * arrives with both (the cut as old → new) and an unsubscribe link that works without signing
 * in; the cut listing's page shows its price history.
 */

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
const adminEmail = inject('adminEmail');
let browser: Browser;
// the visitor registers: from an address of this file's own (per-IP budget, support/forwarder.ts)
let site: Forwarder;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await forwarderFrom(baseUrl, '127.0.0.6');
  await waitForReplicatedListings(baseUrl, adminEmail);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const stamp = Date.now().toString(36);
const visitor = {
  firstName: 'Avery',
  lastName: 'Alerted',
  username: `alerted-${stamp}`,
  email: `alerted-${stamp}@example.com`,
  password: 'tonto-creek-8',
};
const SEARCH_NAME = 'Payson instant alerts';

/** The raw mail to an address, quoted-printable undone (headers unfolded). */
async function mailsTo(email: string): Promise<string[]> {
  const raw = (await (await fetch(mailboxUrl)).json()) as string[];
  return raw
    .filter((m) => new RegExp(`^To: ${email}\\r?$`, 'm').test(m))
    .map((m) => {
      const end = m.search(/\r?\n\r?\n/);
      const headers = m.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
      const body = m
        .slice(end)
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return headers + Buffer.from(body, 'latin1').toString('utf8');
    });
}

async function register(page: Page) {
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('First Name').fill(visitor.firstName);
  await form.getByLabel('Last Name').fill(visitor.lastName);
  await form.getByLabel('Username').fill(visitor.username);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Password', { exact: true }).fill(visitor.password);
  await form.getByLabel('Confirm Password').fill(visitor.password);
  await form.getByRole('button', { name: 'Register' }).click();
}

const cookieOf = async (page: Page) =>
  (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

describe('saved-search alerts', () => {
  it('e-mails a new listing and a price cut once, unsubscribes without signing in, and the page shows the history', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      // 1. a visitor saves the Payson search with instant alerts, registering on the way
      await page.goto(`${site.url}/?city=Payson`);
      await page.getByTestId('listing-card').first().waitFor();
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.getByRole('link', { name: 'Log in or register' }).click();
      await page.waitForURL(/\/auth\?return=/);
      await register(page);
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill(SEARCH_NAME);
      await dialog.getByRole('combobox', { name: 'E-mail alerts' }).click();
      await page.getByRole('option', { name: 'Instant' }).click();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator('[data-slot="toast"]').filter({ hasText: 'Search saved' }).waitFor();
      const visitorCookie = await cookieOf(page);

      // 2. the admin adds a Payson listing and cuts the price of another in the offline feed,
      // then runs the refresh
      const admin = await adminCookie(baseUrl, adminEmail);
      const listed = await callApi(baseUrl, '', 'GET', '/api/properties?city=Payson&limit=1');
      const target = propertyListResponseSchema.parse(listed.json).properties[0]!;
      const add = await callApi(baseUrl, admin, 'POST', '/api/admin/offline-feed/changes', {
        action: 'add-listing',
        city: 'Payson',
      });
      expect(add.status, add.text).toBe(200);
      const added = offlineFeedChangeReplySchema.parse(add.json);
      const cutReply = await callApi(baseUrl, admin, 'POST', '/api/admin/offline-feed/changes', {
        action: 'reduce-price',
        mlsNumber: target.mlsNumber,
        percent: 10,
      });
      expect(cutReply.status, cutReply.text).toBe(200);
      const cut = offlineFeedChangeReplySchema.parse(cutReply.json);
      const refresh = await callApi(baseUrl, admin, 'POST', '/api/admin/offline-feed/refresh');
      expect(refresh.status, refresh.text).toBe(202);

      // 3. one e-mail with both listings, the cut as old → new
      await expect
        .poll(async () => (await mailsTo(visitor.email)).length, { timeout: 30_000 })
        .toBe(1);
      const [mail] = await mailsTo(visitor.email);
      const addedId = propertyListResponseSchema.parse(
        (
          await callApi(
            baseUrl,
            '',
            'GET',
            `/api/properties?mlsNumber=${encodeURIComponent(added.mlsNumber)}`,
          )
        ).json,
      ).properties[0]!.id;
      expect(mail).toContain(SEARCH_NAME);
      expect(mail).toContain(`${baseUrl}/property/${addedId}`);
      expect(mail).toContain(`${baseUrl}/property/${target.id}`);
      expect(mail).toContain('New listing');
      expect(mail).toContain(
        `Price reduced: ${formatPrice(cut.oldPrice)} → ${formatPrice(cut.price)}`,
      );
      expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const unsubscribe = /Stop alerts for “[^”]+”: (\S+)/.exec(mail!)?.[1];
      expect(unsubscribe).toMatch(/\/saved-searches\/unsubscribe\?token=/);

      // 4. the link works in a browser that is not signed in: it asks, then stops the alerts
      const stranger = await browser.newContext();
      try {
        const link = await stranger.newPage();
        await link.goto(unsubscribe!);
        await link.getByRole('heading', { name: `Stop alerts for “${SEARCH_NAME}”?` }).waitFor();
        await expectNoSeriousA11yViolations(link);
        await link.getByRole('button', { name: 'Unsubscribe' }).click();
        await link
          .getByRole('heading', {
            name: `You will no longer receive alerts for “${SEARCH_NAME}”.`,
          })
          .waitFor();
        await saveScreenshot(link, 'saved-search-unsubscribed');
      } finally {
        await stranger.close();
      }
      const mine = await callApi(baseUrl, visitorCookie, 'GET', '/api/saved-searches');
      expect(savedSearchesReplySchema.parse(mine.json).savedSearches).toMatchObject([
        { name: SEARCH_NAME, frequency: 'off' },
      ]);

      // 5. the cut listing's page shows its price history, the cut first
      await page.goto(`${site.url}/property/${target.id}`);
      await page.getByRole('heading', { name: 'Price history' }).waitFor();
      const row = page.getByTestId('price-history-row').first();
      expect(await row.innerText()).toContain(formatPrice(cut.price)!);

      // still the one e-mail
      expect(await mailsTo(visitor.email)).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
