import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_NOT_FOUND, type CityMarket } from '../../../contract/market';
import { marketData } from '../../db/schema';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { marketDataJob } from './jobs';

const DAY = 86_400_000;
const ORIGIN = 'https://homes.ridgeline.example';
let t: TestApp;
const now = new Date();
/** The start of the current month (UTC): the previous month's chart point is counted here. */
const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  const reduced = makeListing({
    city: 'Payson',
    price: 500_000,
    squareFeet: 2000,
    daysOnMarket: 40,
    listingDate: new Date(monthStart - 40 * DAY),
  });
  await insertListings(t.database.db, [
    // new this month
    makeListing({
      city: 'Payson',
      price: 300_000,
      squareFeet: 1500,
      daysOnMarket: 10,
      listingDate: new Date(now.getTime() - 60_000),
    }),
    reduced,
    makeListing({
      city: 'payson',
      price: 400_000,
      squareFeet: 1600,
      daysOnMarket: 100,
      listingDate: new Date(monthStart - 200 * DAY),
    }),
    // sold: closed two months and ten days before this month
    makeListing({
      city: 'Payson',
      status: 'SOLD',
      price: 380_000,
      listingDate: new Date(monthStart - 150 * DAY),
      raw: { CloseDate: day(monthStart - 60 * DAY), ClosePrice: '375000' },
    }),
    makeListing({
      city: 'Payson',
      status: 'SOLD',
      price: 390_000,
      listingDate: new Date(monthStart - 150 * DAY),
      raw: { CloseDate: day(monthStart - 10 * DAY), ClosePrice: '395000' },
    }),
    // not active today (its past months count it: it left the market after them), and a
    // listing that may not be displayed (never counted)
    makeListing({
      city: 'Payson',
      status: 'PENDING',
      price: 1_000_000,
      listingDate: new Date(monthStart - 40 * DAY),
    }),
    makeListing({ city: 'Payson', price: 9_000_000, idxDisplayAllowed: false }),
    makeListing({ city: 'Star Valley', price: 250_000, squareFeet: 1000 }),
  ]);
  // a price cut today: the trigger writes it to listing_history
  await insertListings(t.database.db, [{ ...reduced, price: 450_000 }]);
});
afterAll(async () => {
  await t?.close();
});

describe('market figures', () => {
  it('the nightly job stores each city’s figures for today from our listings', async () => {
    const job = marketDataJob(t.database.db);
    await job.handler({}, { jobId: 'test', logger: t.app.log });
    await job.handler({}, { jobId: 'again', logger: t.app.log }); // a rerun replaces the day's row
    const rows = await t.database.db.select().from(marketData).where(eq(marketData.area, 'Payson'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recordDate: day(Date.now()),
      activeListings: 3,
      medianListPrice: 400_000,
      medianDaysOnMarket: 40,
      averageDaysOnMarket: 50,
      newListings30d: 1,
      priceReductions30d: 1,
      // 200, 225, 250 a square foot
      pricePerSquareFoot: 225,
      medianSalesPrice: 385_000,
      totalHomesSold: 2,
      // 3 active over 2 sales in 6 months
      marketSupplyMonths: 9,
    });
    const [star] = await t.database.db
      .select()
      .from(marketData)
      .where(eq(marketData.area, 'Star Valley'));
    expect(star).toMatchObject({
      activeListings: 1,
      medianListPrice: 250_000,
      totalHomesSold: null,
      marketSupplyMonths: null,
    });
  });

  it('GET /api/cities/{slug}/market answers the figures and 12 months, 404 and 400 otherwise', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cities/payson/market' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const body = res.json<CityMarket>();
    expect(body.city).toBe('Payson');
    expect(body.figures.medianListPrice).toBe(400_000);
    expect(body.months).toHaveLength(12);
    const [twoAgo, previous, current] = body.months.slice(-3);
    // this month: today's row; the previous month's end: the cut listing at its old price
    // (400k, 500k, the pending 1M), before the new one came
    expect(current).toMatchObject({ inventory: 3, medianListPrice: 400_000 });
    expect(previous).toMatchObject({ inventory: 3, medianListPrice: 500_000 });
    // two months back the second sale (390k) was still on the market
    expect(twoAgo).toMatchObject({ inventory: 4, medianListPrice: 450_000 });
    expect(body.months[0]).toMatchObject({ inventory: 0, medianListPrice: null });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/cities/atlantis/market' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: CITY_NOT_FOUND });
    const bad = await t.app.inject({ method: 'GET', url: '/api/cities/Bad_Slug!/market' });
    expect(bad.statusCode).toBe(400);
  });

  it('the city page: its head with the figures, breadcrumbs and listings; 404 for an unknown city; the sitemap lists every city page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/homes-for-sale/payson' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Payson, AZ Homes for Sale | ');
    expect(html).toMatch(
      /<meta name="description" content="3 homes for sale in Payson, AZ, median list price \$400,000, 40 median days on market, \$225 per sq ft\./,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/homes-for-sale/payson" />`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; itemListElement: unknown[] },
    );
    const breadcrumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toHaveLength(2);
    const items = jsonLd.find((d) => d['@type'] === 'ItemList');
    expect(items?.itemListElement).toHaveLength(3);

    const unknown = await t.app.inject({ method: 'GET', url: '/homes-for-sale/atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('noindex');

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/homes-for-sale/payson</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/homes-for-sale/show-low</loc>`);
  });
});
