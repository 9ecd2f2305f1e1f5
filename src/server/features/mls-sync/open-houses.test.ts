import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arizonaClock, arizonaInstant } from '../../../core/open-houses';
import { queryRows } from '../../db/connect';
import { listings, openHouses } from '../../db/schema';
import { createSparkClient } from '../../integrations/spark/client';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { setOpenHousePatterns } from '../../integrations/spark/fake/open-houses';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import type { SparkListingRecord, SparkOpenHouse } from '../../integrations/spark/fields';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { normalizeOpenHouses, openHouseInstant } from './normalize';
import { startJobRunner } from '../../jobs/queue';
import { OPEN_HOUSE_PURGE_JOB, openHousePurgeJob } from './open-house-purge';
import { createMlsSync, REPLICATION_EXPAND } from './service';
import { deleteEndedOpenHouses, readSyncState, seedSyncTables } from './store';

const logger = pino({ level: 'silent' });
const TOKEN = 'open-house-token';
const CITY = 'Payson';
const KEY = '20260101000000000000000042';
const NOW = new Date('2026-11-25T16:00:00Z'); // Wednesday 09:00 in Arizona

describe('open houses as the feed writes them', () => {
  it('reads the day and the times in their several forms, Arizona time unless told', () => {
    const at = (time: string, day = '11/28/2026') => openHouseInstant(day, time)?.toISOString();
    expect(at('9:00 am')).toBe('2026-11-28T16:00:00.000Z');
    expect(at('12:00 pm')).toBe('2026-11-28T19:00:00.000Z');
    expect(at('12:30 AM')).toBe('2026-11-28T07:30:00.000Z');
    expect(at('1:30 P.M.')).toBe('2026-11-28T20:30:00.000Z');
    expect(at('13:00')).toBe('2026-11-28T20:00:00.000Z');
    expect(at('09:00-07:00')).toBe('2026-11-28T16:00:00.000Z');
    expect(at('09:00:00-07:00')).toBe('2026-11-28T16:00:00.000Z');
    // another offset is kept as sent
    expect(at('09:00:00-06:00')).toBe('2026-11-28T15:00:00.000Z');
    expect(at('16:00Z')).toBe('2026-11-28T16:00:00.000Z');
    expect(at('10:00', '2026-11-28')).toBe('2026-11-28T17:00:00.000Z');
    expect(at('2026-11-28T10:00:00-07:00', 'ignored')).toBe('2026-11-28T17:00:00.000Z');
  });

  it('reads nothing from a day or a time of another shape', () => {
    for (const [day, time] of [
      ['11/28/2026', '13:00 pm'],
      ['11/28/2026', '25:00'],
      ['11/28/2026', '9 am'],
      ['11/28/2026', '********'],
      ['02/30/2026', '10:00'],
      ['13/01/2026', '10:00'],
      ['Saturday', '10:00'],
      [null, '10:00'],
      ['11/28/2026', null],
    ] as const) {
      expect(openHouseInstant(day, time), `${day} ${time}`).toBeNull();
    }
  });

  it('drops bad entries one by one, and ended ones, and keeps one per id', () => {
    const good: SparkOpenHouse = {
      Id: 'oh-1',
      Date: '11/28/2026',
      StartTime: '10:00 am',
      EndTime: '1:00 pm',
      Comments: '  Refreshments served.  ',
    };
    const kept = normalizeOpenHouses(
      [
        good,
        null,
        'nonsense',
        { ...good, Id: 'oh-2', EndTime: '9:00 am' }, // ends before it starts
        { ...good, Id: 'oh-3', Date: '11/28/2026', EndTime: '11:00 am', StartTime: '11:00 am' },
        { ...good, Id: 'oh-4', Date: '31/31/2026' },
        {
          ...good,
          Id: 'oh-5',
          StartTime: '2026-11-28T10:00:00-07:00',
          EndTime: '2026-11-30T10:00:00-07:00',
        },
        { ...good, Id: 'oh-6', Date: '11/21/2026' }, // last Saturday: over
        { ...good, Comments: 'sent twice: the last one counts' },
        { ...good, Id: undefined, Date: '11/29/2026', Comments: '********' },
      ],
      KEY,
      NOW,
    );
    expect(kept).toEqual([
      {
        feedId: 'oh-1',
        startsAt: new Date('2026-11-28T17:00:00Z'),
        endsAt: new Date('2026-11-28T20:00:00Z'),
        comments: 'sent twice: the last one counts',
      },
      {
        // no id from the feed: one made of the listing and the start, the same every sync
        feedId: `${KEY}@2026-11-29T17:00:00.000Z`,
        startsAt: new Date('2026-11-29T17:00:00Z'),
        endsAt: new Date('2026-11-29T20:00:00Z'),
        comments: null,
      },
    ]);
    expect(normalizeOpenHouses(undefined, KEY, NOW)).toEqual([]);
    expect(normalizeOpenHouses({ Id: 'x' }, KEY, NOW)).toEqual([]);
  });
});

describe('replication of open houses', () => {
  let database: TestDatabase;
  let fake: FakeSpark;
  let inventory: SparkListingRecord[];
  /** The listings of the city, the first with a weekly open house, the second with literal ones. */
  let patterned: SparkListingRecord;
  let literal: SparkListingRecord;

  const realNow = new Date();
  const today = arizonaClock(realNow);
  /** An Arizona day `days` from today, 'MM/DD/YYYY', and an instant of it. */
  const dayOf = (days: number) => {
    const d = arizonaClock(arizonaInstant(today.year, today.month, today.day + days));
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      wire: `${pad(d.month)}/${pad(d.day)}/${d.year}`,
      at: (hour: number, minute = 0) => arizonaInstant(d.year, d.month, d.day, hour, minute),
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedSyncTables(database.db);
    inventory = generateListings({ count: 300, seed: 23, photoBaseUrl: '/mls-photos', now: NOW });
    const inCity = inventory.filter(
      (l) => l.StandardFields.City === CITY && l.StandardFields.MlsStatus === 'Active',
    );
    [patterned, literal] = inCity as [SparkListingRecord, SparkListingRecord];
    // every Saturday 10:00-13:00, this week and the next
    setOpenHousePatterns(patterned, [
      {
        weekday: 6,
        startMinute: 600,
        endMinute: 780,
        weeksAhead: 0,
        weeks: 2,
        timeStyle: 'ampm',
        comments: 'Refreshments served.',
      },
    ]);
    literal.StandardFields.OpenHouses = [
      { Id: 'lit-1', Date: dayOf(2).wire, StartTime: '09:00-07:00', EndTime: '11:00-07:00' },
      { Id: 'lit-2', Date: dayOf(3).wire, StartTime: '5:00 pm', EndTime: '7:00 pm' },
      { Id: 'bad', Date: dayOf(3).wire, StartTime: 'noonish', EndTime: '7:00 pm' },
    ];
    fake = await startFakeSpark({ listings: inventory, accessToken: TOKEN });
  });
  afterAll(async () => {
    await fake?.close();
    await database?.dispose();
  });

  function sync() {
    const client = createSparkClient({
      baseUrl: fake.apiBaseUrl,
      accessToken: TOKEN,
      baseDelayMs: 1,
      maxDelayMs: 5,
    });
    return createMlsSync({ db: database.db, client, logger, pageSize: 25 });
  }

  async function stored(record: SparkListingRecord) {
    return database.db
      .select({
        id: openHouses.id,
        feedId: openHouses.feedId,
        startsAt: openHouses.startsAt,
        endsAt: openHouses.endsAt,
        comments: openHouses.comments,
      })
      .from(openHouses)
      .innerJoin(listings, eq(listings.id, openHouses.listingId))
      .where(eq(listings.listingKey, record.StandardFields.ListingKey))
      .orderBy(openHouses.startsAt);
  }

  it('asks for them in every listing request and stores them with the page', async () => {
    expect(REPLICATION_EXPAND).toContain('OpenHouses');
    const result = await sync().syncCity(CITY);
    expect(result.complete).toBe(true);
    const listingRequests = fake.requestLog.filter(
      (r) => r.path === '/v1/listings' && r.query._pagination !== 'count',
    );
    expect(listingRequests.length).toBeGreaterThan(1);
    for (const r of listingRequests) expect(r.query._expand).toBe('Photos,OpenHouses');

    // the weekly pattern, dated when the feed answered: the next two Saturdays 10:00-13:00
    const weekly = await stored(patterned);
    const toSaturday = (6 - today.weekday + 7) % 7;
    const saturdays = [toSaturday, toSaturday + 7]
      .map(dayOf)
      .filter((d) => d.at(13).getTime() > Date.now());
    expect(weekly.map((o) => [o.startsAt, o.endsAt])).toEqual(
      saturdays.map((d) => [d.at(10), d.at(13)]),
    );
    expect(weekly[0]!.comments).toBe('Refreshments served.');

    // both wire forms in Arizona time; the unreadable entry dropped, the listing kept
    expect(await stored(literal)).toMatchObject([
      { feedId: 'lit-1', startsAt: dayOf(2).at(9), endsAt: dayOf(2).at(11) },
      { feedId: 'lit-2', startsAt: dayOf(3).at(17), endsAt: dayOf(3).at(19) },
    ]);
  });

  it('replaces a listing’s open houses on the next sync, keeping the ids of those unchanged', async () => {
    const before = await stored(literal);
    const version = (await readSyncState(database.db)).listingsVersion;
    literal.StandardFields.OpenHouses = [
      { Id: 'lit-2', Date: dayOf(3).wire, StartTime: '5:00 pm', EndTime: '7:30 pm' },
      { Id: 'lit-3', Date: dayOf(4).wire, StartTime: '10:00 am', EndTime: '12:00 pm' },
    ];
    fake.setListings(inventory);
    await sync().syncCity(CITY);

    const after = await stored(literal);
    expect(after.map((o) => o.feedId)).toEqual(['lit-2', 'lit-3']);
    expect(after[0]).toMatchObject({ id: before[1]!.id, endsAt: dayOf(3).at(19, 30) });
    // the listing row did not change, its open houses did: its kept replies must go
    const [change] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM listing_changes c JOIN listings l ON l.id = c.listing_id
          WHERE l.listing_key = ${literal.StandardFields.ListingKey} AND c.version > ${version}`,
    );
    expect(change!.n).toBeGreaterThan(0);
  });

  it('records no change for open houses sent again as they were', async () => {
    const version = (await readSyncState(database.db)).listingsVersion;
    await sync().syncCity(CITY);
    const [changes] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM listing_changes WHERE version > ${version}`,
    );
    expect(changes!.n).toBe(0);
  });

  it('removes them all when the feed sends none, and with a listing that leaves the feed', async () => {
    delete literal.StandardFields.OpenHouses;
    fake.setListings(inventory.filter((l) => l !== patterned));
    await sync().syncCity(CITY);
    expect(await stored(literal)).toEqual([]);
    expect(await stored(patterned)).toEqual([]);
  });

  it('purges ended open houses and tells the kept replies of their listings', async () => {
    const [listing] = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.listingKey, literal.StandardFields.ListingKey));
    await database.db.insert(openHouses).values([
      {
        listingId: listing!.id,
        feedId: 'ended',
        startsAt: new Date(Date.now() - 3 * 3_600_000),
        endsAt: new Date(Date.now() - 3_600_000),
      },
      {
        listingId: listing!.id,
        feedId: 'coming',
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 3 * 3_600_000),
      },
    ]);
    const version = (await readSyncState(database.db)).listingsVersion;
    expect(await deleteEndedOpenHouses(database.db, new Date())).toBe(1);
    expect((await stored(literal)).map((o) => o.feedId)).toEqual(['coming']);
    expect((await readSyncState(database.db)).listingsVersion).toBe(version + 1);
    expect(await deleteEndedOpenHouses(database.db, new Date())).toBe(0);
  });

  it('purges them every day by a scheduled job', async () => {
    const [listing] = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.listingKey, literal.StandardFields.ListingKey));
    await database.db.insert(openHouses).values({
      listingId: listing!.id,
      feedId: 'ended-again',
      startsAt: new Date(Date.now() - 3 * 3_600_000),
      endsAt: new Date(Date.now() - 3_600_000),
    });
    const runner = await startJobRunner({
      database,
      logger,
      jobs: [openHousePurgeJob(database.db)],
      pollingIntervalSeconds: 0.5,
    });
    try {
      const schedules = await runner.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([
        OPEN_HOUSE_PURGE_JOB,
        '20 11 * * *',
      ]);
      await runner.send(OPEN_HOUSE_PURGE_JOB, {});
      await expect
        .poll(async () => (await stored(literal)).map((o) => o.feedId), { timeout: 15_000 })
        .toEqual(['coming']);
    } finally {
      await runner.stop();
    }
  });
});
