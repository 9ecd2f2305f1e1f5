import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyListResponseSchema } from '../../src/contract/properties';
import { savedComparisonsReplySchema } from '../../src/contract/saved-comparisons';
import { registerAccount, waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const visitor = {
  username: `comparer-${stamp}`,
  email: `comparer-${stamp}@example.com`,
  password: 'juniper-berry-9',
  firstName: 'Casey',
  lastName: 'Comparer',
};

/** Three listings of Just Listed, as the API has them. */
async function threeListings(): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/properties?status=ACTIVE&justListed=true&limit=3`);
  expect(res.status).toBe(200);
  const ids = propertyListResponseSchema.parse(await res.json()).properties.map((p) => p.id);
  expect(ids).toHaveLength(3);
  return ids;
}

/** The listing ids of the comparison table's columns, left to right. */
async function comparedIds(page: Page): Promise<number[]> {
  await page.getByTestId('compare-table').waitFor();
  const hrefs = await page
    .getByRole('columnheader')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/property\/(\d+)/.exec(href)?.[1]));
}

/** The browser's cookies as a Cookie header (its session). */
const cookieHeader = async (page: Page) =>
  (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

async function logIn(page: Page) {
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username or Email').fill(visitor.username);
  await form.getByLabel('Password').fill(visitor.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

describe('saved comparisons', () => {
  it('saves a comparison after logging in from /compare; it survives sign-out and sign-in and opens the same listings', async () => {
    // the account exists before: the journey is about saving and signing in, not registering
    await registerAccount(baseUrl, visitor);
    const ids = await threeListings();
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      // 1. anonymous: Save comparison asks to log in and comes back to the same selection
      await page.goto(`${baseUrl}/compare?ids=${ids.join(',')}`);
      expect(await comparedIds(page)).toEqual(ids);
      await page.getByRole('button', { name: 'Save comparison' }).click();
      await page.getByRole('link', { name: 'Log in or register' }).click();
      await page.waitForURL(/\/auth\?return=/);
      await logIn(page);
      await page.waitForURL((url) => url.pathname === '/compare');
      const dialog = page.getByRole('dialog', { name: 'Save this comparison' });
      await dialog.waitFor();
      expect(new URL(page.url()).search).toBe(`?ids=${ids.join(',')}`);

      // 2. a name is required; then it is saved and opened as a saved comparison
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText('Enter a name for this comparison').waitFor();
      await dialog.getByRole('textbox', { name: /Name/ }).fill('Mountain short list');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/compare\?saved=[\w-]{22,}$/);
      const savedUrl = page.url();
      await page.getByRole('heading', { level: 1, name: 'Mountain short list' }).waitFor();
      expect(await comparedIds(page)).toEqual(ids);
      await expectNoSeriousA11yViolations(page);

      // 3. sign out: the session that saved it no longer reaches it
      const session = await cookieHeader(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      const after = await fetch(`${baseUrl}/api/comparisons`, { headers: { cookie: session } });
      expect(after.status).toBe(401);

      // 4. sign in again: listed on Favorites, and Open shows the same listings in order
      await page.goto(`${baseUrl}/auth?return=%2Ffavorites`);
      await logIn(page);
      await page.waitForURL(`${baseUrl}/favorites`);
      const card = page.getByTestId('saved-comparison').filter({ hasText: 'Mountain short list' });
      await card.waitFor();
      expect(await card.getByRole('listitem').count()).toBe(3);
      await saveScreenshot(page, 'saved-comparisons-favorites');
      await card.getByRole('link', { name: 'Open Mountain short list' }).click();
      await page.waitForURL(savedUrl);
      await page.getByRole('heading', { level: 1, name: 'Mountain short list' }).waitFor();
      expect(await comparedIds(page)).toEqual(ids);
      // and as a page of its own (the server renders it; the browser takes it over cleanly)
      await page.goto(savedUrl);
      await page.getByRole('heading', { level: 1, name: 'Mountain short list' }).waitFor();
      expect(await comparedIds(page)).toEqual(ids);
      const list = await fetch(`${baseUrl}/api/comparisons`, {
        headers: { cookie: await cookieHeader(page) },
      });
      expect(savedComparisonsReplySchema.parse(await list.json()).comparisons).toMatchObject([
        { name: 'Mountain short list', propertyIds: ids },
      ]);

      // 5. a phone: the saved comparison fits (the table scrolls inside its own box)
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await saveScreenshot(page, 'saved-comparison-mobile');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
