import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  propertyDetailSchema,
  propertyListResponseSchema,
  type OpenHouse,
  type PropertyDetail,
  type PropertyListResponse,
} from '../../src/contract/properties';
import {
  arizonaClock,
  openHouseWeekend,
  openHouseWhen,
  overlaps,
} from '../../src/core/open-houses';
import { waitForReplicatedListings } from './support/admin';
import { expectPageMessage } from './support/messages';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

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

/** 20261128T170000Z, as the calendar file writes a time. */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * The offline feed's open houses end by 17:00 Arizona time (fake/dataset/open-houses.ts): on
 * a Sunday evening this weekend has none left, and the filter rightly finds nothing.
 */
function weekendOver(now: Date): boolean {
  const clock = arizonaClock(now);
  return clock.weekday === 0 && clock.hour >= 17;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // the journey compares the page with the API: both must read a finished replication
  await waitForReplicatedListings(baseUrl, inject('adminEmail'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('open houses', () => {
  it('finds listings with an open house this weekend, lists it on the property page and downloads its .ics', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('listing-card').first().waitFor();
      const form = page.getByRole('form', { name: 'Property Search' });
      await form.getByLabel('Open house this weekend').check();
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('openHouse')).toBe('true');

      // the same search through the API (the home page opens on Payson, whose city the form
      // keeps): every listing found has an open house within this weekend, by its own reply
      const weekend = openHouseWeekend(new Date());
      const found = await api(`${new URL(page.url()).searchParams}&limit=24`);
      const details = await Promise.all(found.properties.map((p) => listing(p.id)));
      for (const d of details) {
        expect(
          d.openHouses.some((o) => overlaps(o, weekend)),
          `listing ${d.id}`,
        ).toBe(true);
      }

      // the property page of a listing found (or, when the weekend is over, of any listing
      // with an open house ahead) and the open house shown there
      let target: { detail: PropertyDetail; openHouse: OpenHouse };
      if (found.total === 0) {
        expect(weekendOver(new Date()), 'no open house this weekend on a weekday').toBe(true);
        await expectPageMessage(page, 'screen.noPropertiesForSearch');
        const all = await api('status=ACTIVE&limit=100&sort=price-low');
        const withOne = all.properties.find((p) => p.nextOpenHouse !== null);
        expect(withOne, 'a listing with an open house ahead').toBeTruthy();
        const detail = await listing(withOne!.id);
        target = { detail, openHouse: detail.openHouses[0]! };
        await page.goto(`${baseUrl}/property/${detail.id}`);
      } else {
        const cards = page
          .locator('section[aria-labelledby="results-heading"]')
          .getByTestId('listing-card');
        await expect
          .poll(async () =>
            (await cards.allInnerTexts()).map((t) => /MLS #(\w+)/.exec(t)?.[1] ?? ''),
          )
          .toEqual(found.properties.map((p) => p.mlsNumber));
        await saveScreenshot(page, 'open-house-filter');
        const detail = details[0]!;
        target = { detail, openHouse: detail.openHouses.find((o) => overlaps(o, weekend))! };
        await cards.first().getByRole('link').first().click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/property/${detail.id}`);
      }

      const section = page.getByRole('region', { name: 'Open houses' });
      const item = section.locator(`[data-open-house-id="${target.openHouse.id}"]`);
      const when = openHouseWhen(target.openHouse.startsAt, target.openHouse.endsAt)!;
      await expect.poll(() => item.innerText()).toContain(when);
      if (found.total > 0) expect(await item.innerText()).toContain('This weekend');
      await saveScreenshot(page, 'open-house-property');
      await expectNoSeriousA11yViolations(page);

      // Add to calendar: the browser downloads the event, at the open house's time in UTC
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('link', { name: /^Add to calendar/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`open-house-${target.openHouse.id}.ics`);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const ics = Buffer.concat(chunks).toString('utf8').replace(/\r\n /g, '');
      expect(ics).toContain(`\r\nDTSTART:${icsTime(target.openHouse.startsAt)}\r\n`);
      expect(ics).toContain(`\r\nDTEND:${icsTime(target.openHouse.endsAt)}\r\n`);
      expect(ics).toContain(`\r\nURL:`);
      expect(ics).toMatch(/\r\nSUMMARY:Open house: .+\r\n/);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
