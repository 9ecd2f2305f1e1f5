import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import { OPEN_HOUSE_NOT_FOUND } from '../../../contract/open-houses';
import { propertyDetailSchema, propertyListResponseSchema } from '../../../contract/properties';
import { TRUE_OR_FALSE_MESSAGE } from '../../../core/search-fields';
import { openHouseWeekend } from '../../../core/open-houses';
import { listings, openHouses } from '../../db/schema';
import { siteOrigin } from '../../http/site-origin';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date();
/** This weekend's window as the search computes it (core/open-houses.ts, unit-tested there). */
const weekend = openHouseWeekend(now);
const saturday = new Date(weekend.end.getTime() - 2 * DAY);
const at = (ms: number) => new Date(ms);

/** Listings named by MLS number, each with the open houses a test is about. */
const FIXTURES = [
  makeListing({
    mlsNumber: 'OH-WEEKEND',
    address: '12 N Ponderosa Ln, Unit 3; "The Cabin"',
    openHouses: [
      // the whole remaining window: inside whatever the day of the run
      {
        feedId: 'weekend',
        startsAt: weekend.start,
        endsAt: weekend.end,
        comments: 'Refreshments, served',
      },
      // next weekend
      {
        feedId: 'later',
        startsAt: at(weekend.end.getTime() + 5 * DAY),
        endsAt: at(weekend.end.getTime() + 5 * DAY + 3 * HOUR),
        comments: null,
      },
    ],
  }),
  makeListing({
    mlsNumber: 'OH-NEXT',
    openHouses: [
      {
        feedId: 'next-only',
        startsAt: at(weekend.end.getTime() + 5 * DAY),
        endsAt: at(weekend.end.getTime() + 5 * DAY + 3 * HOUR),
        comments: null,
      },
    ],
  }),
  makeListing({
    mlsNumber: 'OH-ENDED',
    openHouses: [
      // ended an hour ago (this weekend's morning when run on a weekend)
      {
        feedId: 'ended',
        startsAt: at(now.getTime() - 3 * HOUR),
        endsAt: at(now.getTime() - HOUR),
        comments: null,
      },
      // the Friday evening before this weekend (already over on a weekend)
      {
        feedId: 'friday',
        startsAt: at(saturday.getTime() - 7 * HOUR),
        endsAt: at(saturday.getTime() - 5 * HOUR),
        comments: null,
      },
    ],
  }),
  makeListing({
    mlsNumber: 'OH-HIDDEN',
    idxDisplayAllowed: false,
    openHouses: [
      { feedId: 'hidden', startsAt: weekend.start, endsAt: weekend.end, comments: null },
    ],
  }),
  makeListing({
    mlsNumber: 'OH-PENDING',
    status: 'PENDING',
    openHouses: [
      { feedId: 'pending', startsAt: weekend.start, endsAt: weekend.end, comments: null },
    ],
  }),
  makeListing({ mlsNumber: 'OH-NONE' }),
];

const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database.db, FIXTURES);
  const rows = await t.database.db
    .select({ id: listings.id, mls: listings.mlsNumber })
    .from(listings);
  for (const row of rows) ids.set(row.mls, row.id);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function search(query: string): Promise<string[]> {
  const res = await get(`/api/properties?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return propertyListResponseSchema
    .parse(res.json())
    .properties.map((p) => p.mlsNumber)
    .sort();
}

async function openHouseId(feedId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: openHouses.id })
    .from(openHouses)
    .where(eq(openHouses.feedId, feedId));
  return row!.id;
}

describe("the 'Open house this weekend' filter", () => {
  it('finds the displayable listings of the status asked with an open house this weekend', async () => {
    expect(await search('openHouse=true')).toEqual(['OH-WEEKEND']);
    expect(await search('openHouse=true&status=PENDING')).toEqual(['OH-PENDING']);
    // with the other filters, and counted
    expect(await search('openHouse=true&city=Payson&minPrice=1')).toEqual(['OH-WEEKEND']);
    const res = await get('/api/properties?openHouse=1&limit=1');
    expect(propertyListResponseSchema.parse(res.json()).total).toBe(1);
  });

  it('is off when false or absent', async () => {
    const all = ['OH-ENDED', 'OH-NEXT', 'OH-NONE', 'OH-WEEKEND'];
    expect(await search('openHouse=false')).toEqual(all);
    expect(await search('')).toEqual(all);
  });

  it('refuses a value that is not true or false', async () => {
    const res = await get('/api/properties?openHouse=yes');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fieldErrors).toEqual({
      openHouse: TRUE_OR_FALSE_MESSAGE,
    });
  });
});

describe('the open houses of a listing', () => {
  it('are in the full listing reply: those not ended, soonest first', async () => {
    const res = await get(`/api/properties/${ids.get('OH-WEEKEND')}`);
    const detail = propertyDetailSchema.parse(res.json());
    expect(detail.openHouses).toEqual([
      {
        id: await openHouseId('weekend'),
        startsAt: weekend.start.toISOString(),
        endsAt: weekend.end.toISOString(),
        comments: 'Refreshments, served',
      },
      expect.objectContaining({ id: await openHouseId('later'), comments: null }),
    ]);
    const ended = propertyDetailSchema.parse(
      (await get(`/api/properties/${ids.get('OH-ENDED')}`)).json(),
    );
    // the Friday one is still ahead on a weekday, over on the weekend
    expect(ended.openHouses.map((o) => o.id)).toEqual(
      saturday.getTime() - 5 * HOUR > Date.now() ? [await openHouseId('friday')] : [],
    );
    const none = propertyDetailSchema.parse(
      (await get(`/api/properties/${ids.get('OH-NONE')}`)).json(),
    );
    expect(none.openHouses).toEqual([]);
  });
});

describe('GET /api/properties/{id}/open-houses/{openHouseId}.ics', () => {
  it('downloads the open house as an RFC 5545 calendar event in UTC', async () => {
    const id = ids.get('OH-WEEKEND')!;
    const openHouse = await openHouseId('weekend');
    const res = await get(`/api/properties/${id}/open-houses/${openHouse}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="open-house-${openHouse}.ics"`,
    );
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    const origin = siteOrigin(t.config);
    // long lines are folded (CRLF + space): unfolded here to read each property whole
    const lines = res.body.replace(/\r\n /g, '').split('\r\n');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        `UID:open-house-${openHouse}@${new URL(origin).host}`,
        `DTSTART:${utc(weekend.start)}`,
        `DTEND:${utc(weekend.end)}`,
        // text escaped: commas and semicolons
        'SUMMARY:Open house: 12 N Ponderosa Ln\\, Unit 3\\; "The Cabin"\\, Payson\\, AZ 85541',
        'LOCATION:12 N Ponderosa Ln\\, Unit 3\\; "The Cabin"\\, Payson\\, AZ 85541',
        'DESCRIPTION:Refreshments\\, served',
        `URL:${origin}/property/${id}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('is a 404 for an open house of another listing, one that ended, or a hidden listing', async () => {
    const cases = [
      [ids.get('OH-NONE'), await openHouseId('weekend')],
      [ids.get('OH-ENDED'), await openHouseId('ended')],
      [ids.get('OH-HIDDEN'), await openHouseId('hidden')],
      [ids.get('OH-WEEKEND'), 2_000_000_000],
    ] as const;
    for (const [listingId, openHouse] of cases) {
      const res = await get(`/api/properties/${listingId}/open-houses/${openHouse}.ics`);
      expect(res.statusCode, `${listingId}/${openHouse}`).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(OPEN_HOUSE_NOT_FOUND);
    }
  });

  it('is a 400 for a file name that is not an open house id and .ics', async () => {
    for (const file of ['abc.ics', '12', '12.txt', '0.ics', '99999999999.ics']) {
      const res = await get(`/api/properties/${ids.get('OH-WEEKEND')}/open-houses/${file}`);
      expect(res.statusCode, file).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors).toHaveProperty('file');
    }
    const res = await get('/api/properties/abc/open-houses/1.ics');
    expect(res.statusCode).toBe(400);
  });
});
