import { sql, type SQL } from 'drizzle-orm';
import {
  SUGGESTION_LIMITS,
  type SearchTermKind,
  type SuggestionKind,
} from '../../../contract/search-suggestions';
import { queryRows, type Database } from '../../db/connect';
import { startsWithPattern, wordStartPattern } from '../../db/like-pattern';

/*
 * The search box's suggestions (issue 40): the search_terms table (schema.ts), rebuilt from
 * the active, displayable listings, and the query that reads a few rows of it per keystroke.
 */

/** A house number at the start of an address ('2314 ', '2314B '): the street follows it. */
const HOUSE_NUMBER = String.raw`^\s*\d+[A-Za-z]?\s+`;
/** An address that starts with a house number and goes on: only those name a street. */
const NUMBERED_ADDRESS = String.raw`^\s*\d+[A-Za-z]?\s+\S`;
/** A unit at the end of a street line ('Unit 68', 'Suite 218', '# 4'): not part of the street. */
const UNIT = String.raw`\s+(#|(unit|suite|ste|apt|spc|space|lot|bldg)\s*#?)\s*[A-Za-z0-9-]+\s*$`;
/** Subdivision names feeds use for "none". */
const NO_SUBDIVISION = [
  'none',
  'n/a',
  'na',
  'not applicable',
  'no subdivision',
  'unknown',
  'other',
];

export type SearchTermsRefresh = {
  /** Terms there are now. */
  terms: number;
  /** Terms added or whose count changed. */
  written: number;
  removed: number;
};

/**
 * Rebuilds search_terms from the active, displayable listings in one transaction: every town,
 * ZIP code (its five digits), street (the address without its house number and unit, per
 * town) and subdivision (per town) with its number of listings. Names are grouped without
 * regard to case and shown as most of their listings write them; a street or subdivision
 * carries its town as the town's own row names it. Only the rows that changed are written
 * (deleted, inserted, or given a new count): a refresh follows every replication write, and
 * rewriting every row each time would leave that many dead rows for a vacuum that PGlite
 * never runs. Readers see the previous terms until it commits; two refreshes at once take
 * turns (the table lock).
 */
export async function refreshSearchTerms(db: Database): Promise<SearchTermsRefresh> {
  const skipped = sql.join(
    NO_SUBDIVISION.map((name) => sql`${name}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE search_terms IN SHARE ROW EXCLUSIVE MODE`);
    const [counts] = await queryRows<SearchTermsRefresh>(
      tx,
      sql`WITH active AS MATERIALIZED (
          SELECT btrim(city) AS city,
            CASE WHEN zip_code ~ '^[0-9]{5}' THEN left(zip_code, 5) END AS zip,
            CASE WHEN address ~ ${NUMBERED_ADDRESS} THEN btrim(regexp_replace(
              regexp_replace(address, ${HOUSE_NUMBER}, ''), ${UNIT}, '', 'i')) END AS street,
            btrim(subdivision_name) AS subdivision
          FROM listings WHERE idx_display_allowed AND status = 'ACTIVE'),
        town_spellings AS (
          SELECT city AS name, lower(city) AS town_key, count(*)::int AS n
          FROM active WHERE city <> '' GROUP BY city),
        towns AS (
          SELECT DISTINCT ON (town_key) town_key, name,
            sum(n) OVER (PARTITION BY town_key)::int AS n
          FROM town_spellings ORDER BY town_key, n DESC, name),
        street_spellings AS (
          SELECT street AS name, lower(city) AS town_key, count(*)::int AS n
          FROM active WHERE street <> '' AND city <> '' GROUP BY street, lower(city)),
        streets AS (
          SELECT DISTINCT ON (lower(name), town_key) town_key, name,
            sum(n) OVER (PARTITION BY lower(name), town_key)::int AS n
          FROM street_spellings ORDER BY lower(name), town_key, n DESC, name),
        subdivision_spellings AS (
          SELECT subdivision AS name, lower(city) AS town_key, count(*)::int AS n
          FROM active
          WHERE subdivision <> '' AND lower(subdivision) NOT IN (${skipped}) AND city <> ''
          GROUP BY subdivision, lower(city)),
        subdivisions AS (
          SELECT DISTINCT ON (lower(name), town_key) town_key, name,
            sum(n) OVER (PARTITION BY lower(name), town_key)::int AS n
          FROM subdivision_spellings ORDER BY lower(name), town_key, n DESC, name),
        fresh AS (
          SELECT 'town' AS kind, name AS label, '' AS city, n FROM towns
          UNION ALL
          SELECT 'zip', zip, '', count(*)::int FROM active WHERE zip IS NOT NULL GROUP BY zip
          UNION ALL
          SELECT 'street', s.name, t.name, s.n FROM streets s JOIN towns t USING (town_key)
          UNION ALL
          SELECT 'subdivision', d.name, t.name, d.n FROM subdivisions d JOIN towns t USING (town_key)),
        removed AS (
          DELETE FROM search_terms st WHERE NOT EXISTS (SELECT 1 FROM fresh f
            WHERE f.kind = st.kind AND f.label = st.label AND f.city = st.city)
          RETURNING 1),
        written AS (
          INSERT INTO search_terms (kind, label, city, listing_count)
          SELECT f.kind, f.label, f.city, f.n FROM fresh f
            LEFT JOIN search_terms st
              ON st.kind = f.kind AND st.label = f.label AND st.city = f.city
            WHERE st.listing_count IS DISTINCT FROM f.n
          ON CONFLICT (kind, label, city)
            DO UPDATE SET listing_count = excluded.listing_count, updated_at = now()
          RETURNING 1)
        SELECT (SELECT count(*) FROM fresh)::int AS terms,
          (SELECT count(*) FROM written)::int AS written,
          (SELECT count(*) FROM removed)::int AS removed`,
    );
    return counts!;
  });
}

/** Whether search_terms holds any row (a new database, or one just migrated, holds none). */
export async function hasSearchTerms(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM search_terms) AS any`,
  );
  return row?.any ?? false;
}

/** What was typed, as the suggestions query reads it (suggestion-service.ts `readTypedText`). */
export type TypedText = {
  /** Lower-cased, single spaces. */
  text: string;
  /** The digits of an MLS number ('#690', 'MLS 690' -> '690'), or null. */
  mlsDigits: string | null;
};

export type SuggestionRow = {
  kind: SuggestionKind;
  label: string;
  city: string;
  listing_count: number;
  /** An MLS number's listing, and its street line. */
  listing_id: number | null;
  address: string | null;
};

const TERM_COLUMNS = sql`kind, label, city, listing_count, NULL::int AS listing_id, NULL AS address`;

/**
 * The terms of one kind that hold what was typed, best first, at most the kind's limit: those
 * whose label starts with it, then those with a later word that does ('creek': 'Fossil Creek
 * Rd'; after a hyphen too: 'lakeside', 'Pinetop-Lakeside'); within each, the most listings
 * first. The first is a range of search_terms_prefix_idx, the second reads
 * search_terms_trgm_idx (a word start is the trigram '  c' of 'creek'); each reads at most the
 * limit's rows.
 */
function typedTermsOfKind(kind: SearchTermKind, typed: TypedText): SQL {
  const limit = SUGGESTION_LIMITS[kind];
  const prefix = sql`match_text LIKE ${startsWithPattern(typed.text)}`;
  const tiers = [
    sql`(SELECT ${TERM_COLUMNS}, 0 AS tier, listing_count::float8 AS score FROM search_terms
         WHERE kind = ${kind} AND ${prefix}
         ORDER BY listing_count DESC, label LIMIT ${limit})`,
  ];
  // a ZIP code is typed from its start
  if (kind !== 'zip') {
    tiers.push(
      sql`(SELECT ${TERM_COLUMNS}, 1 AS tier, listing_count::float8 AS score FROM search_terms
           WHERE kind = ${kind} AND NOT ${prefix}
             AND (match_text LIKE ${wordStartPattern(typed.text)}
               OR match_text LIKE ${wordStartPattern(typed.text, '-')})
           ORDER BY listing_count DESC, label LIMIT ${limit})`,
    );
  }
  return sql`(SELECT * FROM (${sql.join(tiers, sql` UNION ALL `)}) AS tiers
    ORDER BY tier, score DESC, listing_count DESC, label LIMIT ${limit})`;
}

/**
 * The terms of one kind most like what was typed by trigram similarity (pg_trgm's `%`, at
 * least 0.3: 'peyson' is 0.4 like Payson), at most the kind's limit, from search_terms_trgm_idx.
 */
function guessedTermsOfKind(kind: SearchTermKind, typed: TypedText): SQL {
  return sql`(SELECT ${TERM_COLUMNS}, 2 AS tier,
      similarity(match_text, ${typed.text})::float8 AS score
    FROM search_terms WHERE kind = ${kind} AND match_text % ${typed.text}
    ORDER BY score DESC, listing_count DESC, label LIMIT ${SUGGESTION_LIMITS[kind]})`;
}

/**
 * The active, displayable listings whose MLS number starts with the digits, lowest number
 * first. A range (`>= '690' AND < '691'`) rather than LIKE: the unique btree index of
 * mls_number serves a range in any collation, and LIKE only in C's; the LIKE after it keeps
 * the match exact whatever the collation's order.
 */
function listingsByMlsPrefix(digits: string): SQL {
  const next = nextPrefix(digits);
  return sql`(SELECT 'mls' AS kind, mls_number AS label, city, 1 AS listing_count,
      id AS listing_id, address, 0 AS tier, 0::float8 AS score
    FROM listings
    WHERE mls_number >= ${digits} ${next === null ? sql`` : sql`AND mls_number < ${next}`}
      AND mls_number LIKE ${startsWithPattern(digits)}
      AND idx_display_allowed AND status = 'ACTIVE'
    ORDER BY mls_number LIMIT ${SUGGESTION_LIMITS.mls})`;
}

/** The least text above every text that starts with `digits` ('699' -> '7'); null for '999'. */
export function nextPrefix(digits: string): string | null {
  const kept = digits.replace(/9+$/, '');
  if (kept === '') return null;
  return kept.slice(0, -1) + String(Number(kept.at(-1)) + 1);
}

/**
 * Every kind's suggestions for what was typed, in one statement and in the list's order:
 * towns, ZIP codes (when the text starts with a digit), streets, subdivisions and MLS numbers.
 * Misspellings are guessed (3 characters or more; never for ZIP codes) only when no label and
 * no MLS number holds the text as typed: a guess beside a match ('Pine' for 'pinetop') is
 * noise. The guesses' parts then run behind a one-time filter, so a text that matches costs
 * no similarity search. At 100,000 listings (15,000 terms), EXPLAIN ANALYZE on PostgreSQL:
 * 0.2-3.5 ms of execution ('p' and 's' the longest), 0.2-3.1 ms with guesses ('fosil creek').
 */
export async function findSuggestionRows(db: Database, typed: TypedText): Promise<SuggestionRow[]> {
  const typedKinds: SearchTermKind[] = /^\d/.test(typed.text)
    ? ['town', 'zip', 'street', 'subdivision']
    : ['town', 'street', 'subdivision'];
  const found = typedKinds.map((kind) => typedTermsOfKind(kind, typed));
  if (typed.mlsDigits) found.push(listingsByMlsPrefix(typed.mlsDigits));
  const guessed = (['town', 'street', 'subdivision'] as const).map((kind) =>
    guessedTermsOfKind(kind, typed),
  );
  const guesses =
    typed.text.length >= 3
      ? sql`UNION ALL SELECT * FROM (${sql.join(guessed, sql` UNION ALL `)}) AS guessed
          WHERE NOT EXISTS (SELECT 1 FROM found)`
      : sql``;
  return queryRows<SuggestionRow>(
    db,
    sql`WITH found AS MATERIALIZED (${sql.join(found, sql` UNION ALL `)})
        SELECT kind, label, city, listing_count, listing_id, address
        FROM (SELECT * FROM found ${guesses}) AS suggested
        ORDER BY array_position(ARRAY['town', 'zip', 'street', 'subdivision', 'mls'], kind),
          tier, score DESC, listing_count DESC, label`,
  );
}
