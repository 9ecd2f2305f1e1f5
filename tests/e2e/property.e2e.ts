import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  propertyDetailSchema,
  propertyListResponseSchema,
  type PropertyDetail,
} from '../../src/contract/properties';
import { waitForReplicatedListings } from './support/admin';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';
import { standInTileHost } from './support/tile-host';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function listing(id: number): Promise<PropertyDetail> {
  const res = await fetch(`${baseUrl}/api/properties/${id}`);
  expect(res.status).toBe(200);
  return propertyDetailSchema.parse(await res.json());
}

/** A Payson listing with at least `photos` photos. */
async function paysonListingWithPhotos(photos: number): Promise<PropertyDetail> {
  const res = await fetch(`${baseUrl}/api/properties?city=Payson&limit=24`);
  const list = propertyListResponseSchema.parse(await res.json());
  const summary = list.properties.find((p) => p.photoCount >= photos);
  expect(summary, `a Payson listing with ${photos} photos`).toBeDefined();
  return listing(summary!.id);
}

/** Console errors other than the ones a journey causes on purpose (a 404 it asked for). */
function unexpectedErrors(errors: string[], expected: RegExp[] = []): string[] {
  return errors.filter((e) => !expected.some((re) => re.test(e)));
}

/**
 * The machine has no internet: map tiles come from a stand-in answering the tile host's
 * addresses (`serve`), or fail as when the host is down (`fail`).
 */
async function tileHost(page: Page, mode: 'serve' | 'fail') {
  await standInTileHost(page, mode);
  // with a Maps key (this server has one) the tiles come from our /map-tiles/ path instead
  if (mode === 'fail') {
    await page.route(`${baseUrl}/map-tiles/**`, (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
  }
}

const counter = (page: Page) => page.getByRole('dialog').getByText(/^Photo \d+ of \d+$/);
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

beforeAll(async () => {
  browser = await launchBrowser();
  // the journeys compare the page with the API: both must read a finished replication
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('property page', () => {
  it('opens from the list, walks the gallery by keyboard, prefills the mortgage, goes back to the list', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await tileHost(page, 'serve');
      await page.goto(`${baseUrl}/?city=Payson`);
      const card = page
        .locator('section[aria-labelledby="results-heading"]')
        .getByTestId('listing-card')
        .first();
      await card.waitFor();
      const link = card.getByRole('link').first();
      const address = (await link.innerText()).trim();
      await link.click();
      await page.waitForURL(/\/property\/\d+\?return=/);
      expect(new URL(page.url()).searchParams.get('return')).toBe('/?city=Payson');
      const id = Number(/\/property\/(\d+)/.exec(page.url())?.[1]);
      const property = await listing(id);

      await page.getByRole('heading', { level: 1, name: address }).waitFor();
      // the page opens at its top
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const price = `$${Math.round(property.price ?? 0).toLocaleString('en-US')}`;
      await page.getByTestId('property-price').getByText(price).waitFor();
      if (property.listingOffice) {
        const attribution = page.getByTestId('listing-attribution').first();
        await attribution.getByText(`Listing courtesy of ${property.listingOffice}`).waitFor();
        // readable: at least 14 px
        const fontSize = await attribution
          .locator('p')
          .first()
          .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(14);
      }
      await page
        .getByTestId('listing-source')
        .getByText(/Listing information is deemed reliable but not guaranteed/)
        .waitFor();
      for (const name of [
        'Property Details',
        'Public Remarks',
        'Legal Description',
        'Property Features',
        'Utilities & Systems',
        'Contact Agent',
        'Mortgage Calculator',
        'Property Facts',
        'Location & Neighborhood',
        'Complete Property Information',
      ]) {
        await page.getByRole('region', { name }).waitFor();
      }
      const streetView = page.getByRole('link', { name: /Street View/ });
      expect(await streetView.getAttribute('target')).toBe('_blank');
      expect(await streetView.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );

      // the gallery by keyboard: the viewer opens, arrows walk, Escape gives focus back
      const main = page.getByRole('button', { name: /^View photo 1 of \d+ full screen$/ });
      await main.focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: `Photos of ${address}` });
      await viewer.waitFor();
      const total = property.photoSet.length;
      await expect.poll(() => counter(page).innerText()).toBe(`Photo 1 of ${total}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter(page).innerText()).toBe(`Photo 2 of ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter(page).innerText()).toBe(`Photo ${total} of ${total}`);
      await saveScreenshot(page, 'property-viewer-desktop');
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedLabel(page)).toMatch(/^View photo 1 of \d+ full screen$/);

      // the mortgage calculator, prefilled with the price
      await page.getByRole('button', { name: 'Open Mortgage Calculator' }).click();
      const mortgage = page.getByRole('dialog', { name: 'Mortgage Calculator' });
      await mortgage.waitFor();
      await expect
        .poll(async () =>
          (await mortgage.getByLabel('Purchase Price').inputValue()).replace(/\D/g, ''),
        )
        .toBe(String(Math.round(property.price ?? 0)));
      // and the listing's own tax (issue 41), as Property Facts shows it
      const tax = (await (
        await fetch(`${baseUrl}/api/properties/${property.id}/tax-records`)
      ).json()) as { annualTax: number | null };
      if (tax.annualTax !== null) {
        expect(await mortgage.getByLabel('Property Tax (annual)').inputValue()).toBe(
          Math.round(tax.annualTax).toLocaleString('en-US'),
        );
      }
      await page.keyboard.press('Escape');
      await mortgage.waitFor({ state: 'hidden' });

      // the map's tiles load when it is scrolled near
      const location = page.getByRole('region', { name: 'Location & Neighborhood' });
      await location.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            location
              .getByTestId('location-map')
              .locator('img.leaflet-tile')
              .evaluateAll(
                (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
              ),
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(4);
      await location.getByRole('link', { name: /Open in Google Maps/ }).waitFor();
      await saveScreenshot(page, 'property-desktop');
      await expectNoSeriousA11yViolations(page);

      // Back to Search returns to the list it came from
      await page.getByRole('link', { name: 'Back to Search' }).click();
      await page.waitForURL(`${baseUrl}/?city=Payson`);
      await page.getByTestId('listing-card').first().waitFor();
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('skips a photo that fails to load in the viewer', async () => {
    const property = await paysonListingWithPhotos(4);
    const broken = property.photoSet[1]!;
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      // the viewer's sizes of photo 2 answer 404; its thumbnail still loads
      const brokenPaths = new Set([broken.uri1024, broken.uri1600]);
      await page.route(
        (url) => brokenPaths.has(url.pathname),
        (route) => route.fulfill({ status: 404, body: 'Not found' }),
      );
      await page.goto(`${baseUrl}/property/${property.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /^View photo 1 of \d+ full screen$/ }).click();
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      const total = property.photoSet.length;
      await expect.poll(() => counter(page).innerText()).toBe(`Photo 1 of ${total}`);
      await page.keyboard.press('ArrowRight');
      // photo 2 fails: the viewer shows photo 3, and counts one photo less
      await expect
        .poll(() => viewer.locator('figure img').getAttribute('src'))
        .toBe(property.photoSet[2]!.uri1600);
      await expect.poll(() => counter(page).innerText()).toBe(`Photo 2 of ${total - 1}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter(page).innerText()).toBe(`Photo 3 of ${total - 1}`);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      expect(unexpectedErrors(consoleErrors, [/status of 404/])).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says Property Not Found for an unknown or malformed id, with Back to Home', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      for (const id of ['99999999', 'not-a-number']) {
        await page.goto(`${baseUrl}/property/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Property Not Found' }).waitFor();
      }
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL(`${baseUrl}/`);
      // the API's 404 and 400 replies are the expected ones
      expect(unexpectedErrors(consoleErrors, [/status of 40[04]/])).toEqual([]);
    } finally {
      await close();
    }
  });

  it('works on a phone: layout within 390 px, thumbnails, viewer, Back to Search', async () => {
    const property = await paysonListingWithPhotos(6);
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const list = '/?city=Payson&page=2';
      await tileHost(page, 'fail');
      await page.goto(`${baseUrl}/property/${property.id}?return=${encodeURIComponent(list)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(/^\+\d+ more$/).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'no sideways scrolling',
      ).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'property-mobile');
      await expectNoSeriousA11yViolations(page);

      const thumb = page.getByRole('button', { name: /^View photo 3 of \d+$/ });
      await thumb.click();
      await page.getByRole('dialog').waitFor();
      await expect.poll(() => counter(page).innerText()).toMatch(/^Photo 3 of \d+$/);
      await saveScreenshot(page, 'property-viewer-mobile');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Close photo viewer' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await expect.poll(() => focusedLabel(page)).toMatch(/^View photo 3 of \d+$/);

      // with the tile host down, the section says so and keeps the coordinates and a maps link
      const location = page.getByRole('region', { name: 'Location & Neighborhood' });
      await location.scrollIntoViewIfNeeded();
      await location.getByText('The map could not be loaded.').waitFor({ timeout: 10_000 });
      await location.getByRole('link', { name: /Open in Google Maps/ }).waitFor();
      await location.getByText(`${property.latitude}`.slice(0, 6)).first().waitFor();

      await page.getByRole('link', { name: 'Back to Search' }).click();
      await page.waitForURL(`${baseUrl}${list}`);
      await page.getByTestId('listing-card').first().waitFor();
      // the failed tile is the only error
      expect(unexpectedErrors(consoleErrors, [/status of 503/])).toEqual([]);
    } finally {
      await close();
    }
  });

  it('never leads Back to Search off the site', async () => {
    const property = await paysonListingWithPhotos(1);
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(
        `${baseUrl}/property/${property.id}?return=${encodeURIComponent('https://evil.example')}`,
      );
      const back = page.getByRole('link', { name: 'Back to Search' });
      await back.waitFor();
      expect(await back.getAttribute('href')).toBe('/');
    } finally {
      await close();
    }
  });
});
