import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import {
  SUGGESTION_TEXT_EMPTY,
  SUGGESTION_TEXT_TOO_LONG,
  searchSuggestionsReplySchema,
  type SearchSuggestion,
} from '../../../contract/search-suggestions';
import { queryRows } from '../../db/connect';
import { listings } from '../../db/schema';
import type { ListingValues } from '../mls-sync/normalize';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SEARCH_TERMS_JOB, searchTermsJob } from './jobs';
import { hasSearchTerms, nextPrefix, refreshSearchTerms } from './search-terms-store';
import { readTypedText } from './suggestion-service';

let t: TestApp;

/** `count` new listings on one street of one town (house numbers `from`, `from + 1`, ...). */
const onStreet = (
  count: number,
  street: string,
  city: string,
  overrides: Partial<ListingValues> = {},
  from = 1,
): ListingValues[] =>
  Array.from({ length: count }, (_, i) =>
    makeListing({ address: `${from + i} ${street}`, city, ...overrides }),
  );

const fixtures: ListingValues[] = [
  makeListing({
    mlsNumber: '6901651',
    address: '2314 Woodland Ct',
    city: 'Payson',
    zipCode: '85541',
    subdivisionName: 'Payson Ranchos',
  }),
  makeListing({ mlsNumber: '6901652', address: '2316 Woodland Ct', zipCode: '85541-1234' }),
  makeListing({ mlsNumber: '6902001', address: '10 Fossil Creek Rd', subdivisionName: 'Woodhill' }),
  makeListing({ mlsNumber: '6902002', address: '12B Fossil Creek Rd Unit 4' }),
  // another spelling of the same street: counted with it, shown as most listings write it
  makeListing({ mlsNumber: '6902003', address: '14 fossil creek rd', zipCode: '85544' }),
  ...onStreet(3, 'Woodland Lake Rd', 'Pinetop', { zipCode: '85935', subdivisionName: 'Sky-Hi' }),
  ...onStreet(1, 'Lake Shore Dr', 'Pinetop', { zipCode: '85935' }),
  ...onStreet(2, 'Lakeview Ln', 'Lakeside', { zipCode: '85929' }),
  ...onStreet(1, 'Pine Ave', 'Pine', { zipCode: '85544' }),
  ...onStreet(2, 'Main St', 'Prescott', { zipCode: '86301' }),
  // seven Elk streets with 7, 6, ... 1 listings: five are suggested, the most listings first
  ...[7, 6, 5, 4, 3, 2, 1].flatMap((n, i) =>
    onStreet(n, `Elk ${['Run', 'Trl', 'Way', 'Ct', 'Dr', 'Ln', 'Pl'][i]}`, 'Show Low', {
      zipCode: '85901',
    }),
  ),
  // never suggested: not active, or not for public display
  makeListing({
    mlsNumber: '6909998',
    address: '1 Zephyr Way',
    city: 'Young',
    zipCode: '85554',
    subdivisionName: 'Pleasant Valley',
    status: 'PENDING',
  }),
  makeListing({
    mlsNumber: '6909999',
    address: '1 Quartz Ln',
    city: 'Tonto Basin',
    zipCode: '85553',
    subdivisionName: 'Punkin Center',
    idxDisplayAllowed: false,
  }),
  makeListing({ mlsNumber: '6900100', address: 'Address not disclosed', city: 'Heber' }),
];

beforeAll(async () => {
  // every request runs its query; reuse has its own test below
  t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
  await insertListings(t.database.db, fixtures);
  await refreshSearchTerms(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function suggest(q: string, app: TestApp = t): Promise<SearchSuggestion[]> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchSuggestionsReplySchema.parse(res.json()).suggestions;
}

/** 'kind label (city) count' of each suggestion, in the reply's order. */
const briefly = (suggestions: SearchSuggestion[]) =>
  suggestions.map((s) => `${s.kind} ${s.label}${s.city ? ` (${s.city})` : ''} ${s.count}`);

async function idOf(mlsNumber: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(sql`${listings.mlsNumber} = ${mlsNumber}`);
  return row!.id;
}

describe('GET /api/search/suggestions', () => {
  it('suggests towns with their number of active listings, case-insensitively', async () => {
    expect(briefly(await suggest('PAY'))).toEqual([
      'town Payson 5',
      'subdivision Payson Ranchos (Payson) 1',
    ]);
    const [payson] = await suggest('payson');
    expect(payson).toEqual({
      kind: 'town',
      label: 'Payson',
      city: null,
      count: 5,
      listingId: null,
    });
  });

  it('suggests ZIP codes by their first digits, a ZIP+4 counted in its ZIP', async () => {
    expect(briefly(await suggest('855'))).toEqual(['zip 85541 5', 'zip 85544 2']);
    expect(briefly(await suggest('85544'))).toEqual(['zip 85544 2']);
    expect(briefly(await suggest('85935'))).toEqual(['zip 85935 4']);
  });

  it('suggests streets without house number or unit, per town, spellings counted together', async () => {
    expect(briefly(await suggest('fossil'))).toEqual(['street Fossil Creek Rd (Payson) 3']);
    expect(briefly(await suggest('Woodland C'))).toEqual(['street Woodland Ct (Payson) 2']);
  });

  it('finds the start of a later word of a label', async () => {
    expect(briefly(await suggest('creek'))).toEqual(['street Fossil Creek Rd (Payson) 3']);
    expect(briefly(await suggest('ranch'))).toEqual(['subdivision Payson Ranchos (Payson) 1']);
    // not the middle of a word
    expect(await suggest('reek')).toEqual([]);
    // after a hyphen too
    expect(briefly(await suggest('hi'))).toEqual(['subdivision Sky-Hi (Pinetop) 3']);
  });

  it('suggests subdivisions with their town', async () => {
    expect(briefly(await suggest('wood'))).toEqual([
      'street Woodland Lake Rd (Pinetop) 3',
      'street Woodland Ct (Payson) 2',
      'subdivision Woodhill (Payson) 1',
    ]);
  });

  it('guesses a misspelling from 3 characters on, when nothing holds what was typed', async () => {
    expect(briefly(await suggest('peyson'))).toEqual(['town Payson 5']);
    expect(briefly(await suggest('fosil creek'))).toEqual(['street Fossil Creek Rd (Payson) 3']);
    // 'woodlan' is the start of labels: no guesses beside them ('Woodhill' is like it)
    expect(briefly(await suggest('woodlan'))).toEqual([
      'street Woodland Lake Rd (Pinetop) 3',
      'street Woodland Ct (Payson) 2',
    ]);
    // two characters are too few to guess from
    expect(await suggest('pe')).toEqual([]);
  });

  it('puts the labels that start with the text before those with a later word that does', async () => {
    // whatever their number of listings
    expect(briefly(await suggest('lake'))).toEqual([
      'town Lakeside 2',
      'street Lakeview Ln (Lakeside) 2',
      'street Lake Shore Dr (Pinetop) 1',
      'street Woodland Lake Rd (Pinetop) 3',
    ]);
  });

  it('orders each kind by its number of listings and keeps to the limits', async () => {
    expect(briefly(await suggest('elk'))).toEqual([
      'street Elk Run (Show Low) 7',
      'street Elk Trl (Show Low) 6',
      'street Elk Way (Show Low) 5',
      'street Elk Ct (Show Low) 4',
      'street Elk Dr (Show Low) 3',
    ]);
    // six ZIP codes start with an 8: the three with the most listings
    expect(briefly(await suggest('8'))).toEqual(['zip 85901 28', 'zip 85541 5', 'zip 85935 4']);
    // four towns start with a P: the three with the most listings
    const towns = (await suggest('p')).filter((s) => s.kind === 'town');
    expect(briefly(towns)).toEqual(['town Payson 5', 'town Pinetop 4', 'town Prescott 2']);
  });

  it('lists towns, ZIP codes, streets, subdivisions and MLS numbers in that order', async () => {
    await insertListings(t.database.db, [
      makeListing({ mlsNumber: '8554321', address: '1 Rim Rd', city: 'Heber' }),
    ]);
    await refreshSearchTerms(t.database.db);
    expect((await suggest('8554')).map((s) => s.kind)).toEqual(['zip', 'zip', 'mls']);
    // a label that starts with the text before one with a later word that does
    expect(briefly(await suggest('p'))).toEqual([
      'town Payson 5',
      'town Pinetop 4',
      'town Prescott 2',
      'street Pine Ave (Pine) 1',
      'street Elk Pl (Show Low) 1',
      'subdivision Payson Ranchos (Payson) 1',
    ]);
  });

  it('suggests the active listings whose MLS number starts with 3 or more digits typed', async () => {
    const byNumber = await suggest('6901651');
    expect(byNumber).toEqual([
      {
        kind: 'mls',
        label: 'MLS #6901651 · 2314 Woodland Ct, Payson',
        city: 'Payson',
        count: 1,
        listingId: await idOf('6901651'),
      },
    ]);
    for (const typed of ['#6901651', 'MLS 6901651', 'mls#6901651', 'MLS # 6901651']) {
      expect(await suggest(typed), typed).toEqual(byNumber);
    }
    // the lowest numbers first, at most 3; never a listing that is not active or not shown
    expect((await suggest('690')).filter((s) => s.kind === 'mls').map((s) => s.label)).toEqual([
      'MLS #6900100 · Address not disclosed, Heber',
      'MLS #6901651 · 2314 Woodland Ct, Payson',
      'MLS #6901652 · 2316 Woodland Ct, Payson',
    ]);
    expect(await suggest('69099')).toEqual([]);
    expect(await suggest('#69')).toEqual([]);
  });

  it('never suggests what only inactive or non-displayable listings have', async () => {
    for (const typed of ['young', 'zephyr', 'pleasant', '85554', 'tonto', 'quartz', 'punkin']) {
      expect(await suggest(typed), typed).toEqual([]);
    }
    // an address not disclosed names no street
    expect(await suggest('address')).toEqual([]);
  });

  it('refuses an empty or too long text with a message under q', async () => {
    for (const url of [
      '/api/search/suggestions',
      '/api/search/suggestions?q=',
      '/api/search/suggestions?q=%20%20',
      `/api/search/suggestions?q=${'a'.repeat(81)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors?.q, url).toBe(
        url.endsWith('a') ? SUGGESTION_TEXT_TOO_LONG : SUGGESTION_TEXT_EMPTY,
      );
    }
    expect(await suggest('a'.repeat(80))).toEqual([]);
    // LIKE's wildcards are plain characters
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it('lets browsers keep a reply for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/suggestions?q=pay' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^W\//);
  });
});

describe('search terms', () => {
  it('reads what was typed: lower-cased, single spaces, the digits of an MLS number', () => {
    expect(readTypedText('  Fossil   CREEK ')).toEqual({ text: 'fossil creek', mlsDigits: null });
    expect(readTypedText('MLS# 690')).toEqual({ text: 'mls# 690', mlsDigits: '690' });
    expect(readTypedText('#6901651')).toEqual({ text: '#6901651', mlsDigits: '6901651' });
    expect(readTypedText('85541')).toEqual({ text: '85541', mlsDigits: '85541' });
    expect(readTypedText('69')).toEqual({ text: '69', mlsDigits: null });
    expect(readTypedText('690a')).toEqual({ text: '690a', mlsDigits: null });
  });

  it('bounds an MLS prefix from above by the next prefix', () => {
    expect(nextPrefix('690')).toBe('691');
    expect(nextPrefix('6999')).toBe('7');
    expect(nextPrefix('999')).toBeNull();
  });

  it('rewrites only the terms that changed, and drops those no active listing has', async () => {
    const again = await refreshSearchTerms(t.database.db);
    expect(again).toMatchObject({ written: 0, removed: 0 });
    await insertListings(t.database.db, [
      { ...fixtures[5]!, status: 'SOLD' },
      { ...fixtures[6]!, status: 'SOLD' },
      { ...fixtures[7]!, status: 'SOLD' },
    ]);
    const after = await refreshSearchTerms(t.database.db);
    // Woodland Lake Rd and Sky-Hi gone; Pinetop, 85935 down to 1
    expect(after).toMatchObject({ written: 2, removed: 2, terms: again.terms - 2 });
    expect(briefly(await suggest('woodland'))).toEqual(['street Woodland Ct (Payson) 2']);
    expect(briefly(await suggest('pinetop'))).toEqual(['town Pinetop 1']);
    await insertListings(t.database.db, fixtures.slice(5, 8));
    await refreshSearchTerms(t.database.db);
    expect(briefly(await suggest('pinetop'))).toEqual(['town Pinetop 4']);
  });

  it('are filled by the first request on an empty table, and by the job', async () => {
    const fresh = await createTestApp({
      env: { SEARCH_CACHE_SECONDS: '0' },
      jobs: ({ database }) => [searchTermsJob(database.db)],
    });
    try {
      await insertListings(fresh.database.db, onStreet(2, 'Juniper Way', 'Star Valley'));
      expect(await hasSearchTerms(fresh.database.db)).toBe(false);
      expect(briefly(await suggest('juniper', fresh))).toEqual([
        'street Juniper Way (Star Valley) 2',
      ]);
      // later writes are the job's (main.ts sends it after each replication write)
      await insertListings(fresh.database.db, onStreet(1, 'Juniper Way', 'Star Valley', {}, 3));
      await fresh.jobs!.send(SEARCH_TERMS_JOB, {});
      await expect
        .poll(async () => briefly(await suggest('juniper', fresh)), { timeout: 10_000 })
        .toEqual(['street Juniper Way (Star Valley) 3']);
    } finally {
      await fresh.close();
    }
  });

  it('keeps a reply with the listing replies, dropped when listings change', async () => {
    const kept = await createTestApp({
      env: { SEARCH_CACHE_SECONDS: '15' },
      listingChangesPollMs: 50,
    });
    try {
      await insertListings(kept.database.db, onStreet(1, 'Aspen Dr', 'Heber'));
      await refreshSearchTerms(kept.database.db);
      // the insertion is a change too: let the app read it (polled every 50 ms) before keeping
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(briefly(await suggest('aspen', kept))).toEqual(['street Aspen Dr (Heber) 1']);
      // the terms change without a listing changing: the kept reply is still sent
      await kept.database.db.execute(sql`UPDATE search_terms SET listing_count = 9`);
      expect(briefly(await suggest('ASPEN ', kept))).toEqual(['street Aspen Dr (Heber) 1']);
      await insertListings(kept.database.db, onStreet(1, 'Aspen Dr', 'Heber', {}, 2));
      await refreshSearchTerms(kept.database.db);
      await expect
        .poll(async () => briefly(await suggest('aspen', kept)), { timeout: 5_000 })
        .toEqual(['street Aspen Dr (Heber) 2']);
    } finally {
      await kept.close();
    }
  });

  it('holds one row per kind, label and town', async () => {
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM search_terms GROUP BY kind, lower(label), city HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });
});
