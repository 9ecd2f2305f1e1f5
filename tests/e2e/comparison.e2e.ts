import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { comparisonResponseSchema, type ComparisonResponse } from '../../src/contract/comparison';
import {
  propertyDetailSchema,
  propertyListResponseSchema,
  type PropertySummary,
} from '../../src/contract/properties';
import { siteInfoResponseSchema } from '../../src/contract/system';
import { waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** A listing with at least two comparables, and one with none. */
let withComparables: { id: number; comparison: ComparisonResponse };
let lone: { id: number };
let mlsName: string;

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return res.json();
}

const comparisonOf = async (id: number) =>
  comparisonResponseSchema.parse(await getJson(`/api/properties/spark-comparison/${id}`));

/** The listing's price as the property API states it (not the comparison reply). */
async function listedPrice(id: number): Promise<number> {
  const price = propertyDetailSchema.parse(await getJson(`/api/properties/${id}`)).price;
  expect(price, `price of ${id}`).not.toBeNull();
  return price!;
}

async function listings(query: string): Promise<PropertySummary[]> {
  return propertyListResponseSchema.parse(await getJson(`/api/properties?${query}`)).properties;
}

// The figures the pages must show, worked out here from the listings' prices alone.
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const sign = (n: number) => (n > 0 ? '+' : n < 0 ? '-' : '');
function expectedDifference(subjectPrice: number, price: number): string {
  const amount = Math.round(price - subjectPrice);
  const percent = (((price - subjectPrice) / subjectPrice) * 100).toFixed(1);
  const percentText = Number(percent) === 0 ? '0.0' : percent.replace('-', '');
  return `${sign(amount)}${dollars(Math.abs(amount))} (${sign(Number(percent))}${percentText}%)`;
}

/** Ids of the listings linked from `locator`'s cards, in page order. */
async function linkedIds(page: Page, selector: string): Promise<number[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('h3 a')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => Number(/\/property\/(\d+)/.exec(href)?.[1]));
}

/** Console errors other than the failed responses a journey causes on purpose. */
const unexpected = (errors: string[], expected: RegExp[]) =>
  errors.filter((e) => !expected.some((re) => re.test(e)));

beforeAll(async () => {
  browser = await launchBrowser();
  // the journeys compare the pages with the API: both must read a finished replication
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
  mlsName = siteInfoResponseSchema.parse(await getJson('/api/site')).identity.mlsName;

  for (const candidate of await listings('city=Payson&limit=24')) {
    const comparison = await comparisonOf(candidate.id);
    if (comparison.comparableProperties.length >= 2) {
      withComparables = { id: candidate.id, comparison };
      break;
    }
  }
  expect(withComparables, 'a Payson listing with comparables').toBeDefined();
  // commercial listings and the smallest towns are the likeliest to have nothing alike nearby
  search: for (const query of [
    'propertyType=commercial&limit=100',
    'city=Young&limit=100',
    'city=Tonto Basin&limit=100',
    'city=Overgaard&limit=100',
    'city=Heber&limit=100',
  ]) {
    for (const candidate of await listings(query)) {
      if (candidate.price === null) continue;
      if ((await comparisonOf(candidate.id)).comparableProperties.length === 0) {
        lone = { id: candidate.id };
        break search;
      }
    }
  }
  expect(lone, 'a listing without comparables').toBeDefined();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('price comparison page', () => {
  it('shows the subject, each comparable with its difference and percent, the chart and the summary', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      const { id } = withComparables;
      await page.goto(`${baseUrl}/price-comparison/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Price Comparison' }).waitFor();
      const subjectPrice = await listedPrice(id);
      expect(await page.getByTestId('subject-price').innerText()).toBe(dollars(subjectPrice));

      const cards = page.getByTestId('comparable');
      const ids = await linkedIds(page, '[data-testid="comparable"]');
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(ids.length).toBeLessThanOrEqual(4);
      expect(ids).not.toContain(id);
      const prices = await Promise.all(ids.map(listedPrice));
      for (const [i, price] of prices.entries()) {
        const card = cards.nth(i);
        expect(await card.getByTestId('comparable-price').innerText()).toBe(dollars(price));
        expect(await card.getByTestId('price-difference').innerText()).toBe(
          expectedDifference(subjectPrice, price),
        );
      }

      // the chart: the subject highlighted, then every comparable
      const bars = page.getByTestId('price-bar');
      expect(await bars.count()).toBe(ids.length + 1);
      expect(await bars.first().getAttribute('data-subject')).toBe('true');
      expect(await bars.first().innerText()).toContain(dollars(subjectPrice));

      const summary = page.getByRole('region', { name: 'Summary' });
      const average = prices.reduce((sum, p) => sum + p, 0) / prices.length;
      expect(await summary.getByTestId('average-price').innerText()).toBe(dollars(average));
      expect(await summary.getByTestId('properties-found').innerText()).toBe(String(ids.length));
      const source = await summary.getByTestId('data-source').innerText();
      expect(source.startsWith(`Data source: ${mlsName} listings via the SPARK API`)).toBe(true);
      expect(source).toMatch(/, last synced [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/);

      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'price-comparison');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone screen', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await page.goto(`${baseUrl}/price-comparison/${withComparables.id}`);
      await page.getByTestId('comparable').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says Invalid property ID, Property Not Found, and No Comparison Data', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/price-comparison/not-a-number`);
      await page.getByRole('heading', { level: 1, name: 'Invalid property ID' }).waitFor();
      await page.getByRole('link', { name: 'Return Home' }).click();
      await page.waitForURL(`${baseUrl}/`);

      await page.goto(`${baseUrl}/price-comparison/2147483647`);
      await page.getByRole('heading', { level: 1, name: 'Property Not Found' }).waitFor();

      await page.goto(`${baseUrl}/price-comparison/${lone.id}`);
      await page.getByRole('heading', { level: 2, name: 'No Comparison Data' }).waitFor();
      await page.getByText('Unable to find similar properties using SPARK API.').waitFor();
      expect(await page.getByTestId('subject-price').innerText()).toBe(
        dollars(await listedPrice(lone.id)),
      );
      await expectNoSeriousA11yViolations(page);
      expect(unexpected(consoleErrors, [/status of 404/])).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the failure with the SPARK API error when the API fails, and recovers on Retry', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      let fail = true;
      await page.route('**/api/properties/spark-comparison/**', (route) =>
        fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
      );
      // A first load gets its data from the server render; the browser's own call is made
      // when the visitor comes from within the site, here from the property page.
      await page.goto(`${baseUrl}/property/${withComparables.id}`);
      await page.getByRole('link', { name: 'Compare price' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Unable to Load Comparison Data' })
        .waitFor();
      await page.getByRole('alert').getByText('SPARK API error: 503').waitFor();
      await expectNoSeriousA11yViolations(page);
      fail = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Price Comparison' }).waitFor();
      expect(unexpected(consoleErrors, [/status of 503/])).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('comparative market analysis page', () => {
  it('shows the subject, count, criteria, comparables with differences and the price summary', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      const { id, comparison } = withComparables;
      await page.goto(`${baseUrl}/comparison/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Comparative Market Analysis' }).waitFor();
      const subjectPrice = await listedPrice(id);
      expect(await page.getByTestId('subject-price').innerText()).toBe(dollars(subjectPrice));

      const grid = page.getByRole('region', { name: 'Comparable Properties' });
      await grid.getByTestId('listing-card').first().waitFor();
      const ids = await linkedIds(page, '[aria-labelledby="comparables-heading"] article');
      expect(ids).toEqual(comparison.comparableProperties.map((p) => p.id));
      expect(await page.getByTestId('comparable-count').innerText()).toBe(
        `${ids.length} comparable properties found`,
      );
      const prices = await Promise.all(ids.map(listedPrice));
      const differences = await grid.getByTestId('price-difference').allInnerTexts();
      expect(differences).toEqual(prices.map((p) => expectedDifference(subjectPrice, p)));

      const criteria = page.getByTestId('search-criteria');
      const range = comparison.searchCriteria.priceRange!;
      await criteria.getByText(`${dollars(range.min)} - ${dollars(range.max)}`).waitFor();
      expect(range.min).toBeLessThanOrEqual(Math.min(...prices));
      expect(range.max).toBeGreaterThanOrEqual(Math.max(...prices));

      const summary = page.getByRole('region', { name: 'Market Summary' });
      const average = prices.reduce((sum, p) => sum + p, 0) / prices.length;
      expect(await summary.getByTestId('lowest-price').innerText()).toBe(
        dollars(Math.min(...prices)),
      );
      expect(await summary.getByTestId('average-price').innerText()).toBe(dollars(average));
      expect(await summary.getByTestId('highest-price').innerText()).toBe(
        dollars(Math.max(...prices)),
      );
      expect(await summary.getByTestId('data-source').innerText()).toContain(mlsName);
      expect(await summary.getByTestId('report-date').innerText()).toMatch(
        /^Report date: [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );

      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'market-analysis');
      await page.getByRole('link', { name: 'Back to Property Search' }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says No Comparable Properties Found for a listing with nothing alike', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await page.goto(`${baseUrl}/comparison/${lone.id}`);
      await page
        .getByRole('heading', { level: 2, name: 'No Comparable Properties Found' })
        .waitFor();
      expect(await page.getByTestId('comparable-count').innerText()).toBe(
        '0 comparable properties found',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('retries a failed call once, then shows the failure with Return to Property Search', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      let calls = 0;
      await page.route('**/api/spark-comparison/**', (route) => {
        calls += 1;
        return route.fulfill({ status: 500, body: 'down' });
      });
      // the browser's own call: reached from the property page (a first load is server-rendered)
      await page.goto(`${baseUrl}/property/${withComparables.id}`);
      await page.getByRole('link', { name: 'Market analysis' }).click();
      await page.getByText('Loading comparative market analysis...').waitFor();
      await page
        .getByRole('heading', { level: 1, name: 'Unable to Load Comparison Data' })
        .waitFor();
      await page
        .getByText('Could not retrieve comparable properties from ARMLS SPARK API.')
        .waitFor();
      expect(calls).toBe(2);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Return to Property Search' }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(unexpected(consoleErrors, [/status of 500/])).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says Invalid property ID for an id that is not a number', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/comparison/12abc`);
      await page.getByRole('heading', { level: 1, name: 'Invalid property ID' }).waitFor();
      await page.getByRole('link', { name: 'Return to Property Search' }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
