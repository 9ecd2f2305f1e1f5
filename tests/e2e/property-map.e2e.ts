import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyListResponseSchema } from '../../src/contract/properties';
import { siteInfoResponseSchema } from '../../src/contract/system';
import { GOOGLE_MAP_TILES } from '../../src/core/map-tile-source';
import { fakeTilePng } from '../../src/server/integrations/google-maps/fake/tile-png';
import { adminCookie, callApi, waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

/*
 * The property page's map (decision 026): Leaflet arrives only when the Location section
 * scrolls near, draws a pin on the listing, and takes its tiles from the site's tile source:
 * here Google's through our /map-tiles/ path, from the fake Map Tiles API (the e2e server
 * holds a Maps key), so no key reaches the browser.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A Payson listing whose page shows a map (coordinates, a street address). */
async function mappedListingId(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/properties?city=Payson&limit=24`);
  const list = propertyListResponseSchema.parse(await res.json());
  for (const summary of list.properties) {
    const detail = (await (await fetch(`${baseUrl}/api/properties/${summary.id}`)).json()) as {
      latitude: number | null;
      longitude: number | null;
    };
    if (detail.latitude !== null && detail.longitude !== null) return summary.id;
  }
  throw new Error('no Payson listing with coordinates');
}

const isLeafletChunk = (url: string) =>
  url.startsWith(`${baseUrl}/assets/`) && /leaflet|base-layer/i.test(new URL(url).pathname);

/** Every script or style of Leaflet the page asked for, and every tile reply. */
function watch(page: Page) {
  const leafletRequests: string[] = [];
  const tiles: Response[] = [];
  page.on('request', (request) => {
    if (isLeafletChunk(request.url())) leafletRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/map-tiles/')) tiles.push(response);
  });
  return { leafletRequests, tiles };
}

beforeAll(async () => {
  browser = await launchBrowser();
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('the property page’s map', () => {
  it('loads Leaflet only when scrolled to, with a pin and Google’s tiles through /map-tiles/', async () => {
    const site = siteInfoResponseSchema.parse(await (await fetch(`${baseUrl}/api/site`)).json());
    expect(site.mapTiles).toEqual(GOOGLE_MAP_TILES);
    const id = await mappedListingId();

    for (const width of [1280, 390]) {
      const { page, consoleErrors, close } = await openPage(browser, {
        viewport: { width, height: 900 },
      });
      try {
        const seen = watch(page);
        const response = await page.goto(`${baseUrl}/property/${id}`);
        const html = (await response?.text()) ?? '';
        expect(html).not.toContain(inject('mapsApiKey'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        const box = page.getByTestId('location-map');
        const before = await box.boundingBox();
        // the page has run, and the map is far below: nothing of Leaflet yet
        await page.waitForLoadState('networkidle');
        expect(seen.leafletRequests, 'Leaflet before the map was near').toEqual([]);
        expect(await box.locator('.leaflet-container').count()).toBe(0);

        const location = page.getByRole('region', { name: 'Location & Neighborhood' });
        await location.scrollIntoViewIfNeeded();
        const map = location.getByRole('region', { name: /^Map of the area around / });
        await map.waitFor();
        expect(seen.leafletRequests.length).toBeGreaterThan(0);
        await map.locator('.ridgeline-pin svg').waitFor();
        // the same box before and after Leaflet drew in it: nothing moved
        const after = await box.boundingBox();
        expect({ w: after?.width, h: after?.height }).toEqual({
          w: before?.width,
          h: before?.height,
        });

        // tiles from our path, the fake's bytes, drawn
        await expect
          .poll(() =>
            map
              .locator('img.leaflet-tile-loaded')
              .evaluateAll(
                (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 256).length,
              ),
          )
          .toBeGreaterThanOrEqual(4);
        expect(seen.tiles.length).toBeGreaterThanOrEqual(4);
        for (const tile of seen.tiles.slice(0, 6)) {
          const [z, x, y] = new URL(tile.url()).pathname.split('/').slice(2).map(Number);
          expect(z).toBe(14);
          expect(tile.status()).toBe(200);
          expect(tile.headers()['content-type']).toBe('image/png');
          expect((await tile.body()).equals(fakeTilePng(z!, x!, y!)), tile.url()).toBe(true);
          expect(tile.url()).not.toContain('key=');
        }
        await map.getByRole('link', { name: 'Map data © Google' }).waitFor();

        // the pin in the middle of the map, as the page first shows it
        await map.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `property-map-${width}`);
        await page.screenshot({ path: `test-results/property-map-${width}-view.png` });
        await expectNoSeriousA11yViolations(page);

        // keyboard: focus the map, and the arrow keys pan it
        await map.focus();
        const panBefore = await map.locator('.leaflet-map-pane').getAttribute('style');
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => map.locator('.leaflet-map-pane').getAttribute('style'))
          .not.toBe(panBefore);

        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('says the map could not be loaded when Google refuses the key, keeping the pin', async () => {
    const cookie = await adminCookie(baseUrl, inject('adminEmail'));
    const setKey = async (googleMaps: { enabled: boolean; apiKey?: string | null }) => {
      const res = await callApi(baseUrl, cookie, 'PATCH', '/api/admin/settings', {
        apiSettings: { googleMaps },
      });
      expect(res.status, res.text).toBe(200);
    };
    const id = await mappedListingId();
    await setKey({ enabled: true, apiKey: 'e2e-wrong-maps-key' });
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.goto(`${baseUrl}/property/${id}`);
      const location = page.getByRole('region', { name: 'Location & Neighborhood' });
      await location.scrollIntoViewIfNeeded();
      await location.getByText('The map could not be loaded.').waitFor({ timeout: 15_000 });
      await location.locator('.ridgeline-pin svg').waitFor();
      await location.getByRole('link', { name: /Open in Google Maps/ }).waitFor();
      // the failed tiles (503) are the only errors
      expect(consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    } finally {
      await close();
      await setKey({ enabled: false, apiKey: null });
    }
    const site = siteInfoResponseSchema.parse(await (await fetch(`${baseUrl}/api/site`)).json());
    // back to the environment's key
    expect(site.mapTiles).toEqual(GOOGLE_MAP_TILES);
  });
});
