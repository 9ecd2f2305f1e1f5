import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  propertyDetailSchema,
  propertyListResponseSchema,
  type PropertyDetail,
  type PropertyListResponse,
} from '../../src/contract/properties';
import { MLS_CITIES } from '../../src/core/mls-cities';
import { waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

const JUST_LISTED = 'status=ACTIVE&justListed=true&limit=50';

async function api(query: string): Promise<PropertyListResponse> {
  const res = await fetch(`${baseUrl}/api/properties?${query}`);
  expect(res.status, query).toBe(200);
  return propertyListResponseSchema.parse(await res.json());
}

async function listing(id: number): Promise<PropertyDetail> {
  const res = await fetch(`${baseUrl}/api/properties/${id}`);
  expect(res.status, `listing ${id}`).toBe(200);
  return propertyDetailSchema.parse(await res.json());
}

/** Whole dollars as the page writes them, computed here without the app's helpers. */
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

const items = (page: Page) => page.getByTestId('just-listed-item');

/** The listing ids of the cards, in page order. */
async function shownIds(page: Page): Promise<number[]> {
  return items(page).evaluateAll((els) =>
    els.map((el) => Number((el as HTMLElement).dataset.listingId)),
  );
}

async function waitForListings(page: Page) {
  await items(page).first().waitFor();
  // the dimmed previous list (another city or sort loading) is gone
  await expect
    .poll(() => page.locator('ul[aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0);
}

const stat = (page: Page, label: string) =>
  page.getByTestId('just-listed-stat').filter({ has: page.locator('dt', { hasText: label }) });

const checkbox = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="just-listed-item"][data-listing-id="${id}"]`).getByRole('checkbox');

/** The text of each cell of a comparison row, left to right (the value, without the marker). */
async function rowValues(page: Page, label: string): Promise<string[]> {
  const row = page
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return row.locator('td > span:first-child').allInnerTexts();
}

async function bestColumns(page: Page, label: string): Promise<number[]> {
  const row = page
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return row
    .locator('td')
    .evaluateAll((cells) =>
      cells.flatMap((cell, i) => ((cell as HTMLElement).dataset.best ? [i] : [])),
    );
}

beforeAll(async () => {
  browser = await launchBrowser();
  // the journeys compare the page with the API: both must read a finished replication
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

// Each journey may take a minute on a busy machine (the server and Chromium share 2 cores).
describe('Just Listed', () => {
  it('shows only active listings on the market 7 days or less, as the API does, with stats and Load more', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      const expected = await api(`${JUST_LISTED}&page=1&sort=newest`);
      // the offline feed's replicated inventory has new listings (the page would be empty otherwise)
      expect(expected.total).toBeGreaterThan(0);
      for (const p of expected.properties) {
        expect(p.daysOnMarket).toBeLessThanOrEqual(7);
        expect(p.status).toBe('ACTIVE');
      }
      // counted independently over every active listing: the same total
      const newIds = new Set<number>();
      for (let n = 1, pages = 1; n <= pages; n++) {
        const all = await api(`status=ACTIVE&limit=100&page=${n}&sort=price-low`);
        pages = all.totalPages;
        for (const p of all.properties) if (p.daysOnMarket <= 7) newIds.add(p.id);
      }
      expect(expected.total).toBe(newIds.size);
      for (const p of expected.properties) expect(newIds.has(p.id)).toBe(true);

      await page.goto(`${baseUrl}/just-listed`);
      await page.getByRole('heading', { level: 1, name: 'Just Listed' }).waitFor();
      await waitForListings(page);
      expect(await shownIds(page)).toEqual(expected.properties.map((p) => p.id));

      // every card: the JUST LISTED badge, and 'Brand New' (0-2 days) or 'This Week' (3-7)
      const texts = await items(page).allInnerTexts();
      expected.properties.forEach((p, i) => {
        const text = texts[i]!;
        expect(text).toContain('JUST LISTED');
        expect(text).toContain(p.daysOnMarket <= 2 ? 'Brand New' : 'This Week');
        const days = Number(/(\d+) days? on market/.exec(text)?.[1]);
        expect(days).toBe(p.daysOnMarket);
      });

      // stat cards: the API's total, and the figures of the 50 loaded
      const total = expected.total.toLocaleString('en-US');
      await expect
        .poll(() => stat(page, 'Just Listed').locator('dd').first().innerText())
        .toBe(total);
      const prices = expected.properties.flatMap((p) => (p.price === null ? [] : [p.price]));
      const average = prices.reduce((a, b) => a + b, 0) / prices.length;
      expect(await stat(page, 'Average Price').locator('dd').first().innerText()).toBe(
        dollars(average),
      );
      const brandNew = expected.properties.filter((p) => p.daysOnMarket <= 2).length;
      expect(await stat(page, 'Brand New').locator('dd').first().innerText()).toBe(
        String(brandNew),
      );
      const cities = new Set(expected.properties.map((p) => p.city)).size;
      expect(await stat(page, 'Cities').locator('dd').first().innerText()).toBe(String(cities));

      await saveScreenshot(page, 'just-listed-desktop');
      await expectNoSeriousA11yViolations(page);

      if (expected.totalPages > 1) {
        const next = await api(`${JUST_LISTED}&page=2&sort=newest`);
        await page.getByRole('button', { name: /^Load more/ }).click();
        await expect
          .poll(() => items(page).count(), { timeout: 15_000 })
          .toBe(expected.properties.length + next.properties.length);
        expect(await shownIds(page)).toEqual(
          [...expected.properties, ...next.properties].map((p) => p.id),
        );
        for (const p of next.properties) expect(p.daysOnMarket).toBeLessThanOrEqual(7);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('filters by city and sorts newest, by price both ways and by city', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.goto(`${baseUrl}/just-listed`);
      await waitForListings(page);

      await page.getByLabel('City', { exact: true }).selectOption('Payson');
      await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe('Payson');
      const payson = await api(`${JUST_LISTED}&city=Payson&page=1&sort=newest`);
      expect(payson.properties.length).toBeGreaterThan(0);
      await expect
        .poll(() => shownIds(page), { timeout: 15_000 })
        .toEqual(payson.properties.map((p) => p.id));
      for (const text of await items(page).allInnerTexts()) expect(text).toContain('Payson, AZ');

      const sort = page.getByLabel('Sort by');
      for (const value of ['price-low', 'price-high', 'newest'] as const) {
        await sort.selectOption(value);
        const sorted = await api(`${JUST_LISTED}&city=Payson&page=1&sort=${value}`);
        await expect
          .poll(() => shownIds(page), { timeout: 15_000 })
          .toEqual(sorted.properties.map((p) => p.id));
        const prices = sorted.properties.flatMap((p) => (p.price === null ? [] : [p.price]));
        if (value === 'price-low') expect(prices).toEqual([...prices].sort((a, b) => a - b));
        if (value === 'price-high') expect(prices).toEqual([...prices].sort((a, b) => b - a));
      }

      // the city sort, over every city: the loaded newest listings ordered by city name
      await page.getByLabel('City', { exact: true }).selectOption({ label: 'All Cities' });
      await sort.selectOption('city');
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=city');
      const newest = await api(`${JUST_LISTED}&page=1&sort=newest`);
      const byCity = [...newest.properties].sort((a, b) =>
        a.city.localeCompare(b.city, 'en-US', { sensitivity: 'base' }),
      );
      await expect.poll(() => shownIds(page), { timeout: 15_000 }).toEqual(byCity.map((p) => p.id));
      expect(new Set(byCity.map((p) => p.city)).size).toBeGreaterThan(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('selects 3 listings (a fifth is refused) and compares them side by side', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      await page.goto(`${baseUrl}/just-listed`);
      await waitForListings(page);
      const ids = (await shownIds(page)).slice(0, 5);
      expect(ids).toHaveLength(5);

      // keyboard: Tab to the checkbox and Space
      await checkbox(page, ids[0]!).focus();
      await page.keyboard.press('Space');
      const bar = page.getByRole('region', { name: 'Compare selected properties' });
      await bar.getByText('1 of 4 selected').waitFor();
      expect(await bar.getByRole('button', { name: /^Compare Selected/ }).isDisabled()).toBe(true);
      for (const id of ids.slice(1, 4)) await checkbox(page, id).check();
      await bar.getByText('4 of 4 selected').waitFor();
      await checkbox(page, ids[4]!).click();
      await bar
        .getByRole('alert')
        .filter({ hasText: 'You can compare up to 4 properties. Unselect one to add another.' })
        .waitFor();
      expect(await checkbox(page, ids[4]!).isChecked()).toBe(false);
      await checkbox(page, ids[3]!).uncheck();
      await bar.getByText('3 of 4 selected').waitFor();

      // issue 45: Compare Selected is the next stop after the list's heading, before any card
      await page.getByRole('heading', { level: 2, name: 'Listings' }).evaluate((h) => {
        h.setAttribute('tabindex', '-1');
        h.focus();
      });
      await page.keyboard.press('Tab'); // Clear
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Compare Selected (3)',
      );

      await bar.getByRole('button', { name: 'Compare Selected (3)' }).click();
      await page.waitForURL(/\/compare\?ids=/);
      const chosen = ids.slice(0, 3);
      expect(new URL(page.url()).searchParams.get('ids')).toBe(chosen.join(','));
      await page.getByRole('table').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Compare Properties' }).waitFor();
      // focus moved to the new page's heading and its title was announced (not left on <body>)
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await expect
        .poll(() => page.getByTestId('route-announcer').textContent())
        .toBe(await page.title());
      expect(await page.title()).toMatch(/^Compare Properties Side by Side \| /);

      const listings = await Promise.all(chosen.map((id) => listing(id)));
      const headers = await page.getByRole('columnheader').getByRole('link').allInnerTexts();
      expect(headers).toEqual(listings.map((p) => p.address));
      expect(await rowValues(page, 'Price')).toEqual(
        listings.map((p) => (p.price === null ? 'Not Listed' : dollars(p.price))),
      );
      expect(await rowValues(page, 'Price per sq ft')).toEqual(
        listings.map((p) =>
          p.price && p.squareFeet ? `${dollars(p.price / p.squareFeet)} / sq ft` : 'Not Listed',
        ),
      );
      expect(await rowValues(page, 'Bedrooms')).toEqual(
        listings.map((p) => (p.bedrooms === null ? 'Not Listed' : String(p.bedrooms))),
      );
      expect(await rowValues(page, 'Bathrooms')).toEqual(
        listings.map((p) => (p.bathrooms === null ? 'Not Listed' : String(p.bathrooms))),
      );
      expect(await rowValues(page, 'Square feet')).toEqual(
        listings.map((p) => (p.squareFeet ? p.squareFeet.toLocaleString('en-US') : 'Not Listed')),
      );
      expect(await rowValues(page, 'Year built')).toEqual(
        listings.map((p) => (p.yearBuilt ? String(p.yearBuilt) : 'Not Listed')),
      );
      expect(await rowValues(page, 'Days on market')).toEqual(
        listings.map((p) => `${p.daysOnMarket} ${p.daysOnMarket === 1 ? 'day' : 'days'}`),
      );

      // the lowest price and the largest home are marked, with their text labels
      const prices = listings.map((p) => p.price ?? Infinity);
      const lowest = Math.min(...prices);
      if (new Set(prices).size > 1) {
        expect(await bestColumns(page, 'Price')).toEqual(
          prices.flatMap((price, i) => (price === lowest ? [i] : [])),
        );
        await page.getByText('Lowest price').first().waitFor();
      }
      const areas = listings.map((p) => p.squareFeet ?? 0);
      const largest = Math.max(...areas);
      if (new Set(areas).size > 1) {
        expect(await bestColumns(page, 'Square feet')).toEqual(
          areas.flatMap((area, i) => (area === largest ? [i] : [])),
        );
      }

      await saveScreenshot(page, 'compare-desktop');
      await expectNoSeriousA11yViolations(page);

      // back to the list: the three are still picked
      await page.getByRole('link', { name: 'Back to Just Listed' }).click();
      await waitForListings(page);
      for (const id of chosen) expect(await checkbox(page, id).isChecked()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('explains a comparison of missing or invalid ids, with the way back', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/compare?ids=12,abc`);
      await page.getByRole('heading', { name: 'Nothing to Compare' }).waitFor();
      expect(await page.getByTestId('compare-message').innerText()).toBe(
        '"abc" is not a property ID. Select 2 to 4 properties to compare.',
      );
      await page.getByRole('link', { name: 'Choose properties on Just Listed' }).click();
      await page.waitForURL(`${baseUrl}/just-listed`);
      await waitForListings(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows the empty state for a city with no new listings', async () => {
    // a covered city without new listings if the feed has one, else a town the MLS copy does
    // not cover (every covered city of the offline feed may have some)
    let city = 'Flagstaff';
    for (const { name } of MLS_CITIES) {
      if ((await api(`${JUST_LISTED}&city=${encodeURIComponent(name)}`)).total === 0) {
        city = name;
        break;
      }
    }
    expect((await api(`${JUST_LISTED}&city=${encodeURIComponent(city)}`)).total).toBe(0);

    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/just-listed?city=${encodeURIComponent(city)}`);
      await page.getByRole('heading', { name: 'No properties found' }).waitFor();
      await page
        .getByText(`No active listings in ${city} came on the market in the last 7 days.`)
        .waitFor();
      expect(await stat(page, 'Just Listed').locator('dd').first().innerText()).toBe('0');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Show all cities' }).click();
      await waitForListings(page);
      expect(new URL(page.url()).search).toBe('');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows the error with Retry when the API fails, and loads on Retry', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      const failing = (url: URL) => url.pathname === '/api/properties';
      await page.route(failing, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
        }),
      );
      // A first load gets its listings from the server render; the browser's own call is made
      // when the visitor comes from within the site, here by the header's link.
      await page.goto(`${baseUrl}/auth`);
      await page.getByRole('banner').getByRole('link', { name: 'Just Listed' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch properties' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('500: Something went wrong');
      await expectNoSeriousA11yViolations(page);

      await page.unroute(failing);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await waitForListings(page);
      expect(await alert.count()).toBe(0);
      // the only console error is the browser's note of the failed request
      expect(consoleErrors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('fits a 390 px phone: no sideways scrolling, the comparison scrolls inside its table', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await page.goto(`${baseUrl}/just-listed`);
      await waitForListings(page);
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      const ids = (await shownIds(page)).slice(0, 3);
      for (const id of ids) await checkbox(page, id).tap();
      const bar = page.getByRole('region', { name: 'Compare selected properties' });
      await bar.getByText('3 of 4 selected').waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'just-listed-phone');
      await expectNoSeriousA11yViolations(page);

      await bar.getByRole('button', { name: 'Compare Selected (3)' }).tap();
      await page.getByRole('table').waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      const region = page.getByRole('region', { name: /^Comparison table/ });
      const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      // the row names stay in view while the listings scroll sideways
      await region.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }));
      const rowHeader = page.getByRole('rowheader', { name: 'Price', exact: true });
      const box = await rowHeader.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.x ?? 999).toBeLessThan(40);
      await saveScreenshot(page, 'compare-phone');
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
