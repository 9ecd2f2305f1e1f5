import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MLS_CITIES } from '../../src/core/mls-cities';
import { cacheSummarySchema, cityCacheStatusListSchema } from '../../src/contract/mls-cache';
import { adminCookie, waitForFirstSync } from './support/admin';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const serverStartedAt = inject('serverStartedAt');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a fresh start replicates the offline MLS feed', () => {
  it('fills every city, with at least 2,500 listings in the 11 featured cities', async () => {
    const cookie = await adminCookie(baseUrl, adminEmail);
    const get = async (path: string) => {
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      return res.json();
    };

    // the first sync was queued at start-up; wait for it (it takes well under a minute alone)
    await waitForFirstSync(baseUrl, cookie, Math.max(0, serverStartedAt + 150_000 - Date.now()));
    const summary = cacheSummarySchema.parse(await get('/api/admin/automated-cache/summary'));
    console.info(
      `first sync: ${summary.total_properties_cached} listings, ${summary.completed_cities}/${summary.total_cities} cities, ${((Date.now() - serverStartedAt) / 1000).toFixed(1)} s after the server was started (other e2e files run meanwhile)`,
    );
    expect(summary).toMatchObject({ is_running: false, completed_cities: MLS_CITIES.length });

    const cities = cityCacheStatusListSchema.parse(await get('/api/admin/automated-cache/status'));
    const featured = MLS_CITIES.filter((c) => c.featured).map((c) => c.name);
    expect(featured).toHaveLength(11);
    const inFeatured = cities.filter((c) => featured.includes(c.city_name));
    expect(inFeatured).toHaveLength(11);
    for (const city of inFeatured) expect(city.cached_count, city.city_name).toBeGreaterThan(20);
    const total = inFeatured.reduce((sum, c) => sum + c.cached_count, 0);
    expect(total).toBeGreaterThanOrEqual(2500);
  }, 180_000);

  it('shows the time of the last successful sync in the footer', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const updated = page.getByTestId('listings-updated');
      await expect.poll(() => updated.innerText()).toMatch(/Listing data last updated/);
      const at = await updated.locator('time').getAttribute('datetime');
      expect(Date.now() - new Date(at!).getTime()).toBeLessThan(10 * 60_000);
      await saveScreenshot(page, 'footer-last-updated-mobile');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
