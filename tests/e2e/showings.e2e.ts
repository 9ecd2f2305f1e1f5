import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyListResponseSchema } from '../../src/contract/properties';
import { siteInfoResponseSchema } from '../../src/contract/system';
import { auctionText, formatPrice } from '../../src/core/listing-display';
import { SHOWINGS_TEXT as TEXT } from '../../src/web/features/showings/showings-text';
import { estimateDrive, pathMiles } from '../../src/core/showing-route';
import { addSessionCookie, adminCookie, callApi, waitForFirstSync } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

let browser: Browser;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie(baseUrl, adminEmail);
  await waitForFirstSync(baseUrl, cookie, 120_000);
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the itinerary's heading has focus and its top is on the screen. */
async function itineraryInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.getElementById('itinerary-title');
    if (!heading || document.activeElement !== heading) return false;
    const { top } = heading.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  });
}

describe('showing planner', () => {
  it('plans 4 Payson showings into a drive no longer than the picked order, shows and prints it, fits a phone', async () => {
    const found = await callApi(baseUrl, '', 'GET', '/api/properties?city=Payson&limit=24');
    const picked = propertyListResponseSchema
      .parse(found.json)
      .properties.filter((p) => p.latitude !== null && p.longitude !== null)
      .slice(0, 4);
    expect(picked).toHaveLength(4);
    const pickedMiles = estimateDrive(
      pathMiles(picked.map((p) => ({ latitude: p.latitude!, longitude: p.longitude! }))),
    ).miles;

    const site = siteInfoResponseSchema.parse(
      (await callApi(baseUrl, '', 'GET', '/api/site')).json,
    );
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 800 },
    });
    await addSessionCookie(page, baseUrl, cookie);
    await page.goto(`${baseUrl}/admin/showings`);
    await page.getByRole('heading', { level: 1, name: TEXT.title }).waitFor();
    for (const listing of picked) {
      await page.getByLabel(TEXT.mlsLabel).fill(listing.mlsNumber);
      await page.getByRole('button', { name: TEXT.mlsAdd }).click();
      await page.getByTestId('picked-list').getByText(`MLS ${listing.mlsNumber}`).waitFor();
    }
    await page.getByLabel(TEXT.nameLabel).fill('E2E Payson tour');
    await page.getByLabel(TEXT.clientLabel).fill('Ana Garcia');
    await page.getByLabel(TEXT.startLabel).fill('2026-11-28T09:00');
    await page.getByRole('button', { name: TEXT.plan }).click();

    const itinerary = page.getByTestId('itinerary');
    await itinerary.waitFor();
    // below the planner: brought into view, its heading focused (issue 41)
    await expect.poll(() => itineraryInView(page)).toBe(true);
    const stops = itinerary.getByTestId('showing-stop');
    expect(await stops.count()).toBe(4);
    const ids = await stops.evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('data-stop-id'))),
    );
    expect([...ids].sort()).toEqual(picked.map((p) => p.id).sort());
    // 30 minutes at each: the first visit is 9:00 AM – 9:30 AM
    expect(await itinerary.getByTestId('visit-window').first().textContent()).toBe(
      '9:00 AM – 9:30 AM',
    );
    const total = Number(
      await itinerary.getByTestId('route-total').getAttribute('data-total-miles'),
    );
    expect(total).toBeLessThanOrEqual(Math.round(pickedMiles * 10) / 10 + 0.1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'showing-planner');

    // printing shows the itinerary alone: the day and times, the client, the agent, each
    // stop's price, the map without its zoom buttons
    await itinerary.getByTestId('route-map').locator('.leaflet-control-zoom').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await itinerary.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: TEXT.plan }).isVisible()).toBe(false);
    expect(await page.locator('.leaflet-control-zoom').isVisible()).toBe(false);
    expect(await page.locator('.leaflet-control-container').isVisible()).toBe(false);
    const details = itinerary.getByTestId('itinerary-details');
    for (const text of [
      'Saturday, November 28, 2026, 9:00 AM',
      'Ana Garcia',
      site.identity.agentName,
    ]) {
      expect(await details.getByText(text, { exact: false }).isVisible(), text).toBe(true);
    }
    const prices = await itinerary
      .getByTestId('stop-price')
      .evaluateAll((els) => els.map((el) => (el.checkVisibility() ? el.textContent : null)));
    const listPrice = (p: (typeof picked)[number]) => {
      const amount = formatPrice(p.price);
      if (p.isAuction) return auctionText(p.price);
      return amount ? TEXT.price(amount) : TEXT.noPrice;
    };
    expect([...prices].sort()).toEqual(picked.map(listPrice).sort());
    await saveScreenshot(page, 'showing-itinerary-print');
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });

    // a phone: nothing wider than the screen; opening the saved route brings it into view
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const open = page.getByRole('button', { name: `${TEXT.open} E2E Payson tour` }).first();
    await open.scrollIntoViewIfNeeded();
    await open.click();
    await expect.poll(() => itineraryInView(page)).toBe(true);
    await saveScreenshot(page, 'showing-itinerary-phone');
    expect(consoleErrors).toEqual([]);
    await close();
  }, 60_000);
});
