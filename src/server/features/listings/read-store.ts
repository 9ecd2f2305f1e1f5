import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_STATUS,
  CLOSED_STATUS,
  COMPARABLE_STATUSES,
  type ComparableCandidate,
  type ComparableCriteria,
  type Range,
} from '../../../core/comparables';
import { queryRows, type Database } from '../../db/connect';
import { listings } from '../../db/schema';
import {
  SUMMARY_COLUMNS,
  whereOf,
  type ListingRow,
  type ListingSearch,
  type ListingSummaryRow,
} from './store';

/*
 * The reads of the listings table that other features make (comparison, favorites, leads, the
 * sitemap). The table belongs to the listings feature (and mls-sync, which writes it): other
 * features read it only through this module, so every "may the site show it" rule
 * (idx_display_allowed) and every index-shaped query stays in one place.
 */

/**
 * How many candidates each town and status contributes: the 10 newest that meet the
 * criteria. Newest first is what a market analysis prefers anyway, and it lets each index scan
 * stop at its limit instead of reading every listing of a metro (a Phoenix subject among
 * 100,000 generated listings on PostgreSQL: about 11 ms, against 100+ ms for one scan of the
 * whole town). A rare property type still walks its whole town, which stays bounded by it.
 */
export const CANDIDATES_PER_GROUP = 10;

/**
 * The close day of a sold listing (YYYY-MM-DD): the feed's CloseDate, else the day the
 * feed last changed the listing (a sale is its last change). ISO days compare as text, so a
 * malformed value can never make the query fail.
 */
const CLOSED_ON = sql`coalesce(raw->>'CloseDate', to_char(modification_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD'))`;

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const between = (column: SQL, range: Range | null): SQL[] =>
  range ? [sql`${column} BETWEEN ${range.min} AND ${range.max}`] : [];

type CandidateRow = {
  id: number;
  city: string;
  property_type: string | null;
  status: string;
  price: string | number | null;
  bedrooms: number | null;
  square_feet: number | null;
  closed_on: string | null;
};

/**
 * Displayable listings that meet the criteria: for each city searched and each comparable
 * status, the newest CANDIDATES_PER_GROUP. Each group is one walk of
 * listings_public_city_date_idx (status, lower(city), listing_date DESC, id DESC) in its own
 * order, ending at the group's limit; the other criteria are checked on the rows it visits.
 */
export async function findComparableCandidates(
  db: Database,
  subjectId: number,
  criteria: ComparableCriteria,
  perGroup: number = CANDIDATES_PER_GROUP,
): Promise<ComparableCandidate[]> {
  const cities = criteria.cities.map((c) => c.name.toLowerCase());
  if (cities.length === 0) return [];
  const where: SQL[] = [
    sql`idx_display_allowed`,
    sql`status = searched.status`,
    sql`lower(city) = searched.city`,
    sql`id <> ${subjectId}`,
    sql`price IS NOT NULL`,
    ...between(sql`price`, criteria.priceRange),
    ...between(sql`bedrooms`, criteria.bedroomRange),
    ...between(sql`square_feet`, criteria.squareFeetRange),
    criteria.propertyType === null
      ? sql`property_type IS NULL`
      : sql`property_type = ${criteria.propertyType}`,
    sql`(status = ${ACTIVE_STATUS} OR ${CLOSED_ON} >= ${criteria.closedSince})`,
  ];
  const rows = await queryRows<CandidateRow>(
    db,
    sql`SELECT found.*
        FROM (SELECT c AS city, s AS status
              FROM unnest(ARRAY[${list(cities)}]::text[]) AS c,
                   unnest(ARRAY[${list(COMPARABLE_STATUSES)}]::text[]) AS s) AS searched
        CROSS JOIN LATERAL (
          SELECT id, city, property_type, status, price, bedrooms, square_feet,
            CASE WHEN status = ${CLOSED_STATUS} THEN ${CLOSED_ON} END AS closed_on
          FROM listings
          WHERE ${sql.join(where, sql` AND `)}
          ORDER BY listing_date DESC NULLS LAST, id DESC NULLS LAST
          LIMIT ${perGroup}
        ) AS found`,
  );
  return rows.map((r) => ({
    id: r.id,
    city: r.city,
    propertyType: r.property_type,
    status: r.status,
    price: r.price === null ? null : Number(r.price),
    bedrooms: r.bedrooms,
    squareFeet: r.square_feet,
    closedOn: r.closed_on,
  }));
}

/** Displayable listings by id, with the columns of a search result's card. */
export async function findListingSummaries(
  db: Database,
  ids: readonly number[],
): Promise<ListingSummaryRow[]> {
  if (ids.length === 0) return [];
  return queryRows<ListingSummaryRow>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS} FROM listings WHERE idx_display_allowed AND id IN (${list(ids)})`,
  );
}

/** Whether the site may show the listing (it exists and the feed allows public display). */
export async function isDisplayableListing(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.idxDisplayAllowed, true)));
  return row !== undefined;
}

/** What a lead about a listing carries to staff and the CRM: where it is and what it is. */
export type LeadListingRow = Pick<
  ListingRow,
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'mlsNumber'
  | 'price'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
>;

/** A listing a lead asked about; `displayable` false reads it even when the feed withheld it since. */
export async function findLeadListing(
  db: Database,
  id: number,
  options: { displayableOnly: boolean },
): Promise<LeadListingRow | null> {
  const [row] = await db
    .select({
      address: listings.address,
      city: listings.city,
      state: listings.state,
      zipCode: listings.zipCode,
      mlsNumber: listings.mlsNumber,
      price: listings.price,
      propertyType: listings.propertyType,
      bedrooms: listings.bedrooms,
      bathrooms: listings.bathrooms,
      squareFeet: listings.squareFeet,
    })
    .from(listings)
    .where(
      options.displayableOnly
        ? and(eq(listings.id, id), eq(listings.idxDisplayAllowed, true))
        : eq(listings.id, id),
    );
  return row ?? null;
}

/** Every displayable active listing's id and last change, oldest id first (the sitemap's order). */
export async function findActiveListingPages(
  db: Database,
): Promise<Array<{ id: number; lastmod: Date }>> {
  const rows = await queryRows<{ id: number; lastmod: Date | string }>(
    db,
    sql`SELECT id, coalesce(modification_timestamp, synced_at) AS lastmod FROM listings
        WHERE idx_display_allowed AND status = 'ACTIVE' ORDER BY id`,
  );
  return rows.map((row) => ({ id: row.id, lastmod: new Date(row.lastmod) }));
}

/** What the BFR tools read of a listing found by its MLS number (spec: property analysis inputs). */
export type BfrListingRow = Pick<
  ListingRow,
  | 'id'
  | 'mlsNumber'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'price'
  | 'yearBuilt'
  | 'propertySubType'
  | 'hasHoa'
  | 'hoaFee'
  | 'hoaName'
  | 'listingAgentName'
  | 'listingAgentPhone'
  | 'listingAgentEmail'
> & {
  /** The feed's AssociationFeeIncludes as sent: 'Sewer, Trash', a list, or an object of name → true. */
  hoaFeeIncludes: unknown;
};

/** A listing by its MLS number (listings_mls_number_key); `displayableOnly` as findLeadListing. */
export async function findListingByMlsNumber(
  db: Database,
  mlsNumber: string,
  options: { displayableOnly: boolean },
): Promise<BfrListingRow | null> {
  const [row] = await db
    .select({
      id: listings.id,
      mlsNumber: listings.mlsNumber,
      address: listings.address,
      city: listings.city,
      state: listings.state,
      zipCode: listings.zipCode,
      price: listings.price,
      yearBuilt: listings.yearBuilt,
      propertySubType: listings.propertySubType,
      hasHoa: listings.hasHoa,
      hoaFee: listings.hoaFee,
      hoaName: listings.hoaName,
      listingAgentName: listings.listingAgentName,
      listingAgentPhone: listings.listingAgentPhone,
      listingAgentEmail: listings.listingAgentEmail,
      hoaFeeIncludes: sql<unknown>`${listings.raw} -> 'AssociationFeeIncludes'`,
    })
    .from(listings)
    .where(
      options.displayableOnly
        ? and(eq(listings.mlsNumber, mlsNumber), eq(listings.idxDisplayAllowed, true))
        : eq(listings.mlsNumber, mlsNumber),
    );
  return row ?? null;
}

/** Searches evaluated per statement by findSearchMatches. */
export const SEARCHES_PER_STATEMENT = 200;

export type SearchMatch = {
  /** The index of the search in the list given. */
  search: number;
  id: number;
  price: number | null;
  status: string;
};

/**
 * The candidates a search can find at all: those of its town, or of its ZIP code, by the same
 * conditions `whereOf` writes (`lower(city) = lower(…)`, `zip_code = …`); every candidate for
 * a search naming neither. Searches sharing a key share their statements.
 */
function candidatesKey(search: ListingSearch): { key: string; condition: SQL | null } {
  if (search.city) {
    return { key: `city:${search.city}`, condition: sql`lower(city) = lower(${search.city})` };
  }
  if (search.zipCode) {
    return { key: `zip:${search.zipCode}`, condition: sql`zip_code = ${search.zipCode}` };
  }
  return { key: '*', condition: null };
}

/**
 * Which of the candidate listings each search finds, by the search API's own WHERE clause
 * (saved-search alerts, decision 023: one implementation of the search rules). Each statement
 * reads the candidates a group of searches can find (its town's, its ZIP's, or all) once into a
 * CTE named `listings`, so the clause's column names (and any `listings.` it writes) read
 * them, and evaluates every search of the group on each candidate in one pass: the positions
 * of the searches whose clause is true. SEARCHES_PER_STATEMENT searches a statement.
 */
export async function findSearchMatches(
  db: Database,
  searches: readonly ListingSearch[],
  candidateIds: readonly number[],
): Promise<SearchMatch[]> {
  if (searches.length === 0 || candidateIds.length === 0) return [];
  // one parameter, whatever the number of candidates
  const ids = `{${candidateIds.map((id) => Math.trunc(id)).join(',')}}`;
  const groups = new Map<string, { condition: SQL | null; members: number[] }>();
  searches.forEach((search, index) => {
    const { key, condition } = candidatesKey(search);
    const group = groups.get(key);
    if (group) group.members.push(index);
    else groups.set(key, { condition, members: [index] });
  });
  const found: SearchMatch[] = [];
  for (const { condition, members } of groups.values()) {
    for (let start = 0; start < members.length; start += SEARCHES_PER_STATEMENT) {
      const batch = members.slice(start, start + SEARCHES_PER_STATEMENT);
      const clauses = sql.join(
        batch.map((index) => sql`(${whereOf(searches[index]!)})`),
        sql`, `,
      );
      const rows = await queryRows<{
        id: number;
        price: string | number | null;
        status: string;
        found: number[] | null;
      }>(
        db,
        sql`WITH listings AS MATERIALIZED (
              SELECT * FROM public.listings
              WHERE id = ANY(${ids}::int[])${condition ? sql` AND ${condition}` : sql``}
            )
            SELECT id, price, status, array_positions(ARRAY[${clauses}], true) AS found
            FROM listings`,
      );
      for (const row of rows) {
        for (const position of row.found ?? []) {
          found.push({
            search: batch[position - 1]!,
            id: row.id,
            price: row.price === null ? null : Number(row.price),
            status: row.status,
          });
        }
      }
    }
  }
  return found;
}

/**
 * The largest listing id and listing history id, with every write before them committed: a
 * SHARE lock on listings waits for the transactions writing listings (and, through its
 * trigger, their history) to end and lets none begin until these two index lookups are done.
 * Ids come from sequences, handed out before a commit: without the lock a smaller id could
 * still appear after a larger one was read, and a reader going by ids would miss it.
 */
export async function committedListingBounds(
  db: Database,
): Promise<{ listingId: number; historyId: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '60s'`);
    await tx.execute(sql`LOCK TABLE listings IN SHARE MODE`);
    const [row] = await queryRows<{ listing_id: number | null; history_id: number | null }>(
      tx,
      sql`SELECT (SELECT max(id) FROM listings) AS listing_id,
                 (SELECT max(id) FROM listing_history) AS history_id`,
    );
    return { listingId: row?.listing_id ?? 0, historyId: row?.history_id ?? 0 };
  });
}

/**
 * Ids of the listings stored after `afterId`, up to `upToId` (ids are a sequence: new ones)
 * that went on the market from `listedSince` (or have no date).
 */
export async function findListingIdsBetween(
  db: Database,
  afterId: number,
  upToId: number,
  listedSince: Date,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM listings WHERE id > ${afterId} AND id <= ${upToId}
          AND (listing_date IS NULL OR listing_date >= ${listedSince.toISOString()}::timestamptz)
        ORDER BY id`,
  );
  return rows.map((row) => row.id);
}
