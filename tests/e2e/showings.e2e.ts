import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyListResponseSchema } from '../../src/contract/properties';
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

describe('showing planner', () => {
  it('plans 4 Payson showings into a drive no longer than the picked order, prints it, fits a phone', async () => {
    const found = await callApi(baseUrl, '', 'GET', '/api/properties?city=Payson&limit=24');
    const picked = propertyListResponseSchema
      .parse(found.json)
      .properties.filter((p) => p.latitude !== null && p.longitude !== null)
      .slice(0, 4);
    expect(picked).toHaveLength(4);
    const pickedMiles = estimateDrive(
      pathMiles(picked.map((p) => ({ latitude: p.latitude!, longitude: p.longitude! }))),
    ).miles;

    const { page, consoleErrors, close } = await openPage(browser);
    await addSessionCookie(page, baseUrl, cookie);
    await page.goto(`${baseUrl}/admin/showings`);
    await page.getByRole('heading', { level: 1, name: TEXT.title }).waitFor();
    for (const listing of picked) {
      await page.getByLabel(TEXT.mlsLabel).fill(listing.mlsNumber);
      await page.getByRole('button', { name: TEXT.mlsAdd }).click();
      await page.getByTestId('picked-list').getByText(`MLS ${listing.mlsNumber}`).waitFor();
    }
    await page.getByLabel(TEXT.nameLabel).fill('E2E Payson tour');
    await page.getByLabel(TEXT.startLabel).fill('2026-11-28T09:00');
    await page.getByRole('button', { name: TEXT.plan }).click();

    const itinerary = page.getByTestId('itinerary');
    await itinerary.waitFor();
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

    // printing shows the itinerary alone
    await page.emulateMedia({ media: 'print' });
    expect(await itinerary.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: TEXT.plan }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });

    // a phone: nothing wider than the screen
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await close();
  }, 60_000);
});
