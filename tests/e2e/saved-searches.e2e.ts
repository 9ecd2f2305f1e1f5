import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { savedSearchesReplySchema } from '../../src/contract/saved-searches';
import { waitForReplicatedListings } from './support/admin';
import { forwarderFrom, type Forwarder } from './support/forwarder';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
// the visitor registers: from an address of this file's own (per-IP budget, support/forwarder.ts)
let site: Forwarder;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await forwarderFrom(baseUrl, '127.0.0.5');
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const stamp = Date.now().toString(36);
const visitor = {
  firstName: 'Sam',
  lastName: 'Searcher',
  username: `searcher-${stamp}`,
  email: `searcher-${stamp}@example.com`,
  password: 'mogollon-rim-5',
};

/** The search the journey saves, as the home page's address writes it. */
const SEARCH = { city: 'Payson', minPrice: '250000', minBeds: '3' };

const searchOf = (page: Page) =>
  Object.fromEntries(new URL(page.url()).searchParams as unknown as [string, string][]);

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

/** The visitor's saved searches as the API has them (the browser's session). */
async function savedSearches(page: Page) {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${baseUrl}/api/saved-searches`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return savedSearchesReplySchema.parse(await res.json()).savedSearches;
}

describe('saved searches', () => {
  it('saves a search after registering on the way, then renames, changes, runs and deletes it', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      // 1. an anonymous visitor filters the home page and asks to save the search
      await page.goto(`${site.url}/`);
      await page.getByTestId('listing-card').first().waitFor();
      const form = page.getByRole('form', { name: 'Property Search' });
      await form.getByLabel('City').fill(SEARCH.city);
      await form.getByLabel('Minimum price').fill(SEARCH.minPrice);
      await form.getByLabel('Minimum bedrooms').fill(SEARCH.minBeds);
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => searchOf(page)).toEqual(SEARCH);
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.getByRole('dialog', { name: 'Log in to save this search' }).waitFor();
      await page.getByRole('link', { name: 'Log in or register' }).click();
      await page.waitForURL(/\/auth\?return=/);

      // 2. registers, and is back on the same search with the dialog open (the marker gone)
      await register(page);
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(searchOf(page)).toEqual(SEARCH);
      const name = dialog.getByRole('textbox', { name: /Name/ });
      expect(await name.inputValue()).toBe('Payson · $250,000+ · 3+ beds');
      await name.fill('Payson family homes');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Search saved' });
      await toast.waitFor();

      // 3. found on /saved-searches
      await toast.getByRole('link', { name: 'View' }).click();
      await page.waitForURL(`${site.url}/saved-searches`);
      const item = page.getByTestId('saved-search');
      await item.getByRole('heading', { name: 'Payson family homes' }).waitFor();
      expect(await item.getByTestId('saved-search-summary').innerText()).toBe(
        'Payson · $250,000+ · 3+ beds',
      );
      await expectNoSeriousA11yViolations(page);

      // 4. renamed in place (Enter saves), then weekly alerts (saved on change)
      await item.getByRole('button', { name: 'Rename Payson family homes' }).click();
      const field = item.getByRole('textbox', { name: 'Name' });
      await field.fill('Payson 3+ beds');
      await field.press('Enter');
      await item.getByRole('heading', { name: 'Payson 3+ beds' }).waitFor();
      await item.getByRole('combobox', { name: 'E-mail alerts for Payson 3+ beds' }).click();
      await page.getByRole('option', { name: 'Weekly' }).click();
      await page
        .locator('[data-slot="toast"]')
        .filter({ hasText: 'Alert frequency changed' })
        .waitFor();
      expect(await savedSearches(page)).toMatchObject([
        {
          name: 'Payson 3+ beds',
          frequency: 'weekly',
          query: { ...SEARCH, status: 'ACTIVE' },
        },
      ]);

      // 5. a phone: the list fits without sideways scrolling
      await page.setViewportSize({ width: 390, height: 844 });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'saved-searches-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      // 6. Run: the home page with the filters in its address and its form
      await item.getByRole('link', { name: 'Run Payson 3+ beds' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(searchOf(page)).toEqual(SEARCH);
      await page.getByRole('heading', { level: 2, name: 'Homes for sale in Payson' }).waitFor();
      expect(await form.getByLabel('Minimum price').inputValue()).toBe('250,000');

      // 7. deleted after a confirmation
      await page.getByRole('link', { name: 'Saved Searches' }).click();
      await page.waitForURL(`${site.url}/saved-searches`);
      await item.getByRole('button', { name: 'Delete Payson 3+ beds' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { name: 'No saved searches yet' }).waitFor();
      expect(await savedSearches(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
