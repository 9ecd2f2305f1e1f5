import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cityMarketSchema } from '../../src/contract/market';
import { waitForReplicatedListings } from './support/admin';
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
  // the figures are computed from the replicated listings
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('city pages', () => {
  it('the Payson page shows its figures, chart and listings without JavaScript, with its JSON-LD, and is accessible', async () => {
    const res = await fetch(`${baseUrl}/api/cities/payson/market`);
    expect(res.status).toBe(200);
    const market = cityMarketSchema.parse(await res.json());
    expect(market.figures.activeListings).toBeGreaterThan(0);

    // as a crawler or a visitor without JavaScript sees it
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}/homes-for-sale/payson`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toMatch(/^Payson, AZ Homes for Sale \| /);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Payson, AZ Homes for Sale');
      const figures = page.getByTestId('market-figures');
      const count = market.figures.activeListings.toLocaleString('en-US');
      expect(await figures.getByText('Homes for sale').locator('xpath=..').textContent()).toContain(
        count,
      );
      const chart = page.getByTestId('market-chart');
      expect(await chart.locator('rect').count()).toBe(12);
      expect(await page.getByTestId('listing-card').count()).toBeGreaterThan(0);
      expect(
        await page
          .getByRole('link', { name: /^See all .* homes for sale in Payson$/ })
          .getAttribute('href'),
      ).toBe('/?city=Payson');
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type']),
        );
      expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    } finally {
      await context.close();
    }

    // with JavaScript: the app takes the page over cleanly, and axe finds nothing serious
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    try {
      await page.goto(`${baseUrl}/homes-for-sale/payson`);
      await page.getByTestId('market-chart').waitFor();
      await expectNoSeriousA11yViolations(page);
      // every page's footer links the city pages
      expect(
        await page
          .locator('footer')
          .getByRole('link', { name: 'Show Low', exact: true })
          .getAttribute('href'),
      ).toBe('/homes-for-sale/show-low');
      const missing = await page.goto(`${baseUrl}/homes-for-sale/atlantis`);
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { name: 'City Not Found' }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('the chart reflows: no page wider than a phone, no labels over each other, a phone-sized height', async () => {
    // one page, resized: the chart is laid out by CSS alone, so a resize is a fresh layout
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 320, height: 844 },
    });
    try {
      await page.goto(`${baseUrl}/homes-for-sale/payson`);
      const chart = page.getByTestId('market-chart');
      await chart.waitFor();
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        // WCAG 1.4.10: nothing to scroll sideways (the hidden data table once widened it)
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `scroll width at ${width} px`).toBeLessThanOrEqual(innerWidth);
        // a price scale, and every visible label's box clear of every other one
        expect(await chart.getByTestId('price-tick').count()).toBeGreaterThanOrEqual(3);
        const boxes = await chart.locator('text').evaluateAll((texts) =>
          texts
            .map((t) => ({ text: t.textContent ?? '', box: t.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.height > 0)
            .map(({ text, box }) => ({ text, x: box.x, y: box.y, w: box.width, h: box.height })),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(3 + 12 * 2);
        const overlaps = boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
            .map((b) => `${a.text} / ${b.text}`),
        );
        expect(overlaps, `labels at ${width} px`).toEqual([]);
        // text is drawn at its size, not scaled with the chart's width
        expect(
          Math.min(...boxes.map((b) => b.h)),
          `label height at ${width} px`,
        ).toBeGreaterThanOrEqual(10);
        // the whole figure (chart and legend) fits a phone's screen with room to spare
        const figure = await page.locator('figure', { has: chart }).boundingBox();
        expect(figure!.height, `figure height at ${width} px`).toBeLessThanOrEqual(
          width <= 390 ? 340 : 400,
        );
        if (width !== 320) await saveScreenshot(page, `city-chart-${width}`);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
