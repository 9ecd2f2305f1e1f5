import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { favoritesResponseSchema } from '../../src/contract/favorites';
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
  // the journey compares the page with the API: both must read a finished replication
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const saver = {
  username: `saver-${stamp}`,
  email: `saver-${stamp}@example.com`,
  password: 'juniper-berry-9',
  firstName: 'Robin',
  lastName: 'Saver',
};

/** The ids the server holds for the signed-in browser (its own session cookie). */
async function savedIds(page: Page): Promise<number[]> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${baseUrl}/api/favorites`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return favoritesResponseSchema.parse(await res.json()).propertyIds;
}

const resultCards = (page: Page) =>
  page.locator('section[aria-labelledby="results-heading"]').getByTestId('listing-card');

async function cardInfo(card: Locator): Promise<{ id: number; address: string }> {
  const link = card.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  return {
    id: Number(/\/property\/(\d+)/.exec(href)?.[1]),
    address: (await link.innerText()).trim(),
  };
}

const heartOf = (scope: Locator | Page, name: 'Save to favorites' | 'Remove from favorites') =>
  scope.getByRole('button', { name, exact: true });

describe('favorites', () => {
  it('saves a listing tapped before login, another after login, and lists and removes them', async () => {
    // the account exists before: the journey is about logging in, not registering
    await registerAccount(baseUrl, saver);
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      // 1. anonymous: the heart asks to log in and remembers the listing
      await page.goto(`${baseUrl}/?city=Payson`);
      const firstCard = resultCards(page).first();
      await firstCard.waitFor();
      const first = await cardInfo(firstCard);
      const listUrl = new URL(page.url());
      await heartOf(firstCard, 'Save to favorites').click();
      await page.waitForURL(/\/auth\?return=/);
      expect(new URL(page.url()).searchParams.get('return')).toBe(
        listUrl.pathname + listUrl.search,
      );
      await page.getByText('Log in to save favorites').first().waitFor();

      // 2. log in: back on the list, the listing is saved and its heart is pressed
      const form = page.getByRole('tabpanel', { name: 'Login' });
      await form.getByLabel('Username or Email').fill(saver.username);
      await form.getByLabel('Password').fill(saver.password);
      await form.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(
        (url) => url.pathname === listUrl.pathname && url.search === listUrl.search,
      );
      await page.getByText('Saved to favorites').first().waitFor();
      await expect.poll(() => savedIds(page)).toEqual([first.id]);
      const savedHeart = heartOf(resultCards(page).first(), 'Remove from favorites');
      await savedHeart.waitFor();
      expect(await savedHeart.getAttribute('aria-pressed')).toBe('true');
      await expectNoSeriousA11yViolations(page);

      // 3. signed in: save another listing from its property page
      const secondCard = resultCards(page).nth(1);
      const second = await cardInfo(secondCard);
      await secondCard.getByRole('link').click();
      await page.waitForURL(new RegExp(`/property/${second.id}\\b`));
      await page.getByRole('heading', { level: 1, name: second.address }).waitFor();
      expect(await page.getByRole('link', { name: 'Compare price' }).getAttribute('href')).toBe(
        `/price-comparison/${second.id}`,
      );
      expect(await page.getByRole('link', { name: 'Market analysis' }).getAttribute('href')).toBe(
        `/comparison/${second.id}`,
      );
      await heartOf(page, 'Save to favorites').click();
      await heartOf(page, 'Remove from favorites').waitFor();
      await saveScreenshot(page, 'favorites-property-page');
      await expect.poll(() => savedIds(page)).toEqual([second.id, first.id]);

      // 4. both on /favorites (from the header link), as cards, newest first
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Favorites' })
        .click();
      await page.waitForURL(`${baseUrl}/favorites`);
      await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
      await page.getByText('2 saved properties').waitFor();
      const cards = page.getByTestId('listing-card');
      expect(await cards.count()).toBe(2);
      expect((await cardInfo(cards.nth(0))).address).toBe(second.address);
      expect((await cardInfo(cards.nth(1))).address).toBe(first.address);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'favorites-desktop');

      // 5. remove one: it leaves the page at once and the server agrees
      await heartOf(cards.nth(0), 'Remove from favorites').click();
      await page.getByText('1 saved property').waitFor();
      expect(await cards.count()).toBe(1);
      await expect.poll(() => savedIds(page)).toEqual([first.id]);
      await page.reload();
      await page.getByText('1 saved property').waitFor();
      expect((await cardInfo(page.getByTestId('listing-card').first())).address).toBe(
        first.address,
      );

      // 6. phones: the page fits 390 px (header included)
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('listing-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await saveScreenshot(page, 'favorites-mobile');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('asks a visitor who is not signed in to log in, and sends no favorites request', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    const favoritesRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/favorites')) {
        favoritesRequests.push(request.url());
      }
    });
    try {
      await page.goto(`${baseUrl}/favorites`);
      await page.getByRole('heading', { name: 'Log in to see your favorites' }).waitFor();
      expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
        '/auth?return=%2Ffavorites',
      );
      await expectNoSeriousA11yViolations(page);
      await page.goto(`${baseUrl}/?city=Payson`);
      await resultCards(page).first().waitFor();
      await resultCards(page).first().getByRole('link').click();
      await page.waitForURL(/\/property\/\d+/);
      await heartOf(page, 'Save to favorites').waitFor();
      // the header's actions (favorite, Compare price, Market analysis) fit a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await saveScreenshot(page, 'favorites-property-mobile');
      expect(favoritesRequests).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
