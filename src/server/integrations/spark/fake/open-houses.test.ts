import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeOpenHouses } from '../../../features/mls-sync/normalize';
import type { SparkListingRecord, SparkOpenHouse } from '../fields';
import { generateListings } from './dataset';
import { OPEN_HOUSE_SHARE } from './dataset/open-houses';
import {
  materializeOpenHouses,
  openHousePatternsOf,
  setOpenHousePatterns,
  type OpenHousePattern,
} from './open-houses';
import { startFakeSpark, type FakeSpark } from './server';

const TOKEN = 'open-houses-token';
/** The inventory's creation: its dates are fixed there, open house dates are not. */
const CREATED = new Date('2026-06-01T12:00:00Z');
/** The feed's clock: Wednesday 25 November 2026, 09:00 in Arizona. */
const WEDNESDAY = new Date('2026-11-25T16:00:00Z');

const SATURDAYS: OpenHousePattern = {
  weekday: 6,
  startMinute: 10 * 60,
  endMinute: 13 * 60,
  weeksAhead: 0,
  weeks: 2,
  timeStyle: 'ampm',
  comments: 'Refreshments served.',
};

describe('materializeOpenHouses', () => {
  it('dates a weekly pattern from the Arizona day of `now`, in Spark’s wire form', () => {
    expect(materializeOpenHouses('20260101000000000000000042', [SATURDAYS], WEDNESDAY)).toEqual([
      {
        ResourceUri:
          '/v1/listings/20260101000000000000000042/openhouses/20261128100000000000000042',
        Id: '20261128100000000000000042',
        Date: '11/28/2026',
        StartTime: '10:00 am',
        EndTime: '1:00 pm',
        Comments: 'Refreshments served.',
      },
      expect.objectContaining({ Date: '12/05/2026', Id: '20261205100000000000000042' }),
    ]);
  });

  it('leaves ended ones out, starts a week later when asked, and writes offsets', () => {
    // Saturday 28 November 14:00 in Arizona: today's is over
    const saturdayAfternoon = new Date('2026-11-28T21:00:00Z');
    expect(materializeOpenHouses('k', [SATURDAYS], saturdayAfternoon).map((o) => o.Date)).toEqual([
      '12/05/2026',
    ]);
    const nextWeek = { ...SATURDAYS, weeksAhead: 1, weeks: 1, timeStyle: 'offset' } as const;
    expect(materializeOpenHouses('k', [nextWeek], WEDNESDAY)).toMatchObject([
      { Date: '12/05/2026', StartTime: '10:00-07:00', EndTime: '13:00-07:00' },
    ]);
  });

  it('writes what the normalizer reads back to the same Arizona times', () => {
    const evening = { ...SATURDAYS, weekday: 4, startMinute: 990, endMinute: 1110, weeks: 1 };
    const wire = materializeOpenHouses('k', [evening, SATURDAYS], WEDNESDAY);
    const read = normalizeOpenHouses(wire, 'k', WEDNESDAY);
    expect(read.map((o) => [o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual([
      ['2026-11-26T23:30:00.000Z', '2026-11-27T01:30:00.000Z'], // Thursday 16:30-18:30
      ['2026-11-28T17:00:00.000Z', '2026-11-28T20:00:00.000Z'],
      ['2026-12-05T17:00:00.000Z', '2026-12-05T20:00:00.000Z'],
    ]);
  });
});

describe('the generated inventory’s open houses', () => {
  const inventory = generateListings({ count: 3000, photoBaseUrl: '/p', now: CREATED });

  it('gives them to about one active listing in eight, and to no other', () => {
    const active = inventory.filter((l) => l.StandardFields.MlsStatus === 'Active');
    const withOpenHouses = inventory.filter((l) => openHousePatternsOf(l));
    for (const l of withOpenHouses) expect(l.StandardFields.MlsStatus).toBe('Active');
    const share = withOpenHouses.length / active.length;
    expect(share).toBeGreaterThan(OPEN_HOUSE_SHARE - 0.03);
    expect(share).toBeLessThan(OPEN_HOUSE_SHARE + 0.03);
  });

  it('holds them on weekends around midday, some also on a weekday evening', () => {
    const patterns = inventory.flatMap((l) => openHousePatternsOf(l) ?? []);
    const weekend = patterns.filter((p) => p.weekday === 0 || p.weekday === 6);
    expect(weekend.length / patterns.length).toBeGreaterThan(0.8);
    for (const p of weekend) {
      expect(p.startMinute).toBeGreaterThanOrEqual(10 * 60);
      expect(p.endMinute).toBeLessThanOrEqual(17 * 60);
    }
    expect(patterns.some((p) => p.weekday >= 2 && p.weekday <= 5)).toBe(true);
  });

  it('gives the same listings the same patterns every time the inventory is built', () => {
    const again = generateListings({ count: 200, photoBaseUrl: '/p', now: CREATED });
    expect(again.map(openHousePatternsOf)).toEqual(
      inventory.slice(0, 200).map(openHousePatternsOf),
    );
  });
});

describe('fake Spark serving open houses', () => {
  let fake: FakeSpark;
  let clock = WEDNESDAY;
  let patterned: SparkListingRecord;
  let plain: SparkListingRecord;
  let literal: SparkListingRecord;
  const LITERAL: SparkOpenHouse[] = [
    { Id: 'lit', Date: '11/29/2026', StartTime: '12:00 pm', EndTime: '3:00 pm' },
  ];

  beforeAll(async () => {
    const inventory = generateListings({ count: 40, photoBaseUrl: '/p', now: CREATED });
    [patterned, plain, literal] = inventory.filter((l) => !openHousePatternsOf(l)) as [
      SparkListingRecord,
      SparkListingRecord,
      SparkListingRecord,
    ];
    setOpenHousePatterns(patterned, [SATURDAYS]);
    literal.StandardFields.OpenHouses = LITERAL;
    fake = await startFakeSpark({
      listings: inventory,
      accessToken: TOKEN,
      cacheWireForm: true,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  async function get(path: string, query = '') {
    const res = await fetch(`${fake.apiBaseUrl}${path}${query ? `?${query}` : ''}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { D: { Results: unknown[] } }).D.Results;
  }
  const fieldsOf = async (query: string) =>
    new Map(
      ((await get('/listings', `_limit=40&${query}`)) as SparkListingRecord[]).map((r) => [
        r.Id,
        r.StandardFields,
      ]),
    );

  it('expands them (dated by its clock) with _expand=OpenHouses, next to the photos', async () => {
    const fields = await fieldsOf('_expand=Photos,OpenHouses');
    expect(fields.get(patterned.Id)!.OpenHouses).toMatchObject([
      { Date: '11/28/2026' },
      { Date: '12/05/2026' },
    ]);
    expect(fields.get(patterned.Id)!.Photos).toEqual(patterned.StandardFields.Photos);
    expect(fields.get(literal.Id)!.OpenHouses).toEqual(LITERAL);
    expect(fields.get(plain.Id)).not.toHaveProperty('OpenHouses');

    // a week later, the same listing's open houses are a week later: dated when served
    clock = new Date(WEDNESDAY.getTime() + 7 * 86_400_000);
    const later = await fieldsOf('_expand=Photos,OpenHouses');
    expect(later.get(patterned.Id)!.OpenHouses).toMatchObject([
      { Date: '12/05/2026' },
      { Date: '12/12/2026' },
    ]);
    clock = WEDNESDAY;
  });

  it('leaves them out unless expanded', async () => {
    for (const query of ['_expand=Photos', '', '_select=City,OpenHouses']) {
      const fields = await fieldsOf(query);
      expect(fields.get(patterned.Id), query).not.toHaveProperty('OpenHouses');
      expect(fields.get(literal.Id), query).not.toHaveProperty('OpenHouses');
    }
  });

  it('answers /v1/listings/{Id}/openhouses', async () => {
    expect(await get(`/listings/${patterned.Id}/openhouses`)).toHaveLength(2);
    expect(await get(`/listings/${literal.Id}/openhouses`)).toEqual(LITERAL);
    expect(await get(`/listings/${plain.Id}/openhouses`)).toEqual([]);
    const [one] = (await get(`/listings/${patterned.Id}`, '_expand=OpenHouses')) as [
      SparkListingRecord,
    ];
    expect(one.StandardFields.OpenHouses).toHaveLength(2);
  });
});
