import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { JUST_LISTED_DAYS, type HomeType, type SortValue } from '../../../core/listing-search';
import { parseMapArea, rectangleOfMapArea } from '../../../core/map-area';
import { openHouseWeekend } from '../../../core/open-houses';
import { townsOfCity } from '../../../core/search-towns';
import type { PropertySearchQuery } from '../../../contract/property-search';
import { queryRows, type Database } from '../../db/connect';
import { containsPattern } from '../../db/like-pattern';
import { listings } from '../../db/schema';

/**
 * A search as the store runs it: the query's filters as the contract reads them (a filter
 * added there is typed here at once), the home type and feature words resolved, and paging
 * as an offset.
 */
export type ListingSearch = Omit<
  PropertySearchQuery,
  'payson' | 'page' | 'propertyType' | 'propertyFeatures'
> & {
  homeType?: HomeType | undefined;
  /** Each entry is a word or phrase the description or remarks must contain (all of them). */
  featureWords?: string[] | undefined;
  offset: number;
};

/** A search's filters alone (the map's markers: no paging, no sort). */
export type ListingFilters = Omit<ListingSearch, 'limit' | 'sort' | 'offset'>;

/** SQL of each home type over the feed's PropertyType words and subtypes. */
const HOME_TYPE_SQL: Record<HomeType, SQL> = {
  'single-family': sql`(property_type = 'Residential' AND coalesce(property_sub_type, '') !~* '(condo|townho|apartment|patio|mobile|manufactured)')`,
  'condo-townhouse': sql`(property_type = 'Condo/Townhouse' OR property_sub_type ~* '(condo|townho|patio home)')`,
  'manufactured-mobile': sql`(property_type = 'Manufactured/Mobile' OR property_sub_type ~* '(manufactured|mobile|mfg)')`,
  apartment: sql`(property_type IN ('Rental', 'Multi-Family') OR property_sub_type ~* 'apartment')`,
  commercial: sql`(property_type = 'Commercial')`,
  land: sql`(property_type = 'Land' OR property_sub_type ~* '(land|lot)$')`,
};

/**
 * The WHERE clause of a search. Only listings the feed allows on the public site are ever
 * found. Each condition is written to match an index: status + lower(city), ZIP, trigrams of
 * the address, the search words, price, days on market. Saved-search alerts run the same
 * clause over a refresh's changed listings (read-store.ts `findSearchMatches`): one rule.
 */
export function whereOf(s: ListingFilters): SQL {
  const parts: SQL[] = [sql`idx_display_allowed`, sql`status = ${s.status}`];
  if (s.mlsNumber) parts.push(sql`mls_number = ${s.mlsNumber}`);
  if (s.city) parts.push(cityCondition(s.city));
  if (s.zipCode) parts.push(zipCondition(s.zipCode));
  if (s.address) parts.push(sql`address ILIKE ${containsPattern(s.address)}`);
  if (s.subdivision) {
    parts.push(sql`subdivision_name ILIKE ${containsPattern(s.subdivision)}`);
  }
  // the search box's other words, in the description and remarks (stemmed, any order)
  if (s.keywords) parts.push(sql`search_text @@ websearch_to_tsquery('english', ${s.keywords})`);
  if (s.minLotAcres !== undefined) parts.push(sql`lot_size_acres >= ${s.minLotAcres}`);
  if (s.maxLotAcres !== undefined) parts.push(sql`lot_size_acres <= ${s.maxLotAcres}`);
  if (s.minPrice !== undefined) parts.push(sql`price >= ${s.minPrice}`);
  if (s.maxPrice !== undefined) parts.push(sql`price <= ${s.maxPrice}`);
  if (s.minBeds !== undefined) parts.push(sql`bedrooms >= ${s.minBeds}`);
  if (s.maxBeds !== undefined) parts.push(sql`bedrooms <= ${s.maxBeds}`);
  if (s.minBaths !== undefined) parts.push(sql`bathrooms >= ${s.minBaths}`);
  if (s.maxBaths !== undefined) parts.push(sql`bathrooms <= ${s.maxBaths}`);
  if (s.minSqft !== undefined) parts.push(sql`square_feet >= ${s.minSqft}`);
  if (s.maxSqft !== undefined) parts.push(sql`square_feet <= ${s.maxSqft}`);
  if (s.homeType) parts.push(HOME_TYPE_SQL[s.homeType]);
  if (s.justListed) parts.push(sql`days_on_market <= ${JUST_LISTED_DAYS}`);
  if (s.openHouse) parts.push(openHouseThisWeekend(new Date()));
  if (s.polygon) parts.push(insideMapArea(s.polygon));
  for (const words of s.featureWords ?? []) {
    // phraseto_tsquery stems like the stored words do: 'horse' finds "horses", and
    // 'mountain view' needs the two words next to each other
    parts.push(sql`search_text @@ phraseto_tsquery('english', ${words})`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * A town, or each town of a group the feed may name apart ('Pinetop-Lakeside': Pinetop,
 * Lakeside), on the (status, lower(city), ...) index.
 */
function cityCondition(city: string): SQL {
  const towns = townsOfCity(city);
  if (towns.length === 1) return sql`lower(city) = lower(${city})`;
  const lowered = towns.map((town) => sql`lower(${town})`);
  return sql`lower(city) IN (${sql.join(lowered, sql`, `)})`;
}

/**
 * An open house this weekend (core/open-houses.ts: Saturday 00:00 to Monday 00:00 Arizona
 * time, from now once the weekend has begun): one that starts before the window ends and ends
 * after it starts, so an open house already over never counts. Answered from
 * open_houses_listing_idx (listing_id, ends_at).
 */
function openHouseThisWeekend(now: Date): SQL {
  const { start, end } = openHouseWeekend(now);
  return sql`EXISTS (SELECT 1 FROM open_houses oh WHERE oh.listing_id = listings.id
    AND oh.ends_at > ${start.toISOString()}::timestamptz
    AND oh.starts_at < ${end.toISOString()}::timestamptz)`;
}

/**
 * Inside a map area (decision 026): the canonical `polygon` parameter as a PostgreSQL polygon
 * of (longitude, latitude) points, answered by listings_public_point_idx (GiST on the same
 * expression). Listings without coordinates are never inside.
 */
function insideMapArea(polygon: string): SQL {
  const area = parseMapArea(polygon);
  // the contract gave the canonical form; anything else finds nothing rather than everything
  if (!area.ok) return sql`false`;
  // a map's view ('Search this area'): a box, which the index answers exactly, no recheck
  const box = rectangleOfMapArea(area.points);
  if (box) {
    return sql`point(longitude, latitude) <@ ${`(${box.west},${box.south}),(${box.east},${box.north})`}::box`;
  }
  const path = area.points.map((p) => `(${p.lng},${p.lat})`).join(',');
  return sql`point(longitude, latitude) <@ ${`(${path})`}::polygon`;
}

/**
 * ORDER BY of each sort, matching the (status, ..., listing_date, id) and price indexes and,
 * for the sorts of issue 40, their own with and without the city (schema.ts; the price per
 * square foot is the very expression listings_public_price_sqft_idx holds).
 */
const ORDER_SQL: Record<SortValue, SQL> = {
  newest: sql`listing_date DESC NULLS LAST, id DESC NULLS LAST`,
  'price-low': sql`price ASC NULLS LAST, id ASC`,
  'price-high': sql`price DESC NULLS LAST, id DESC NULLS LAST`,
  beds: sql`bedrooms DESC NULLS LAST, id DESC NULLS LAST`,
  sqft: sql`square_feet DESC NULLS LAST, id DESC NULLS LAST`,
  'price-per-sqft': sql`(price / NULLIF(square_feet, 0)) ASC NULLS LAST, id ASC`,
};

/**
 * The order of a page's ids. A feature-word search sorted by price hides the price from the
 * price indexes (`price + 0`): the planner would otherwise walk a price index testing each
 * listing's words, and cheap homes are rarely horse properties ('horse' by lowest price read
 * about 3,800 rows for a page of 24: 35 ms at 100,000 listings). Each search-form feature has
 * a partial index that INCLUDEs the price, so its matches are read from that index alone and
 * sorted (about 1 ms; 14,000 matches for the most common feature).
 */
function pageOrder(s: ListingSearch): SQL {
  if (!s.featureWords?.length || (s.sort !== 'price-low' && s.sort !== 'price-high')) {
    return ORDER_SQL[s.sort];
  }
  return s.sort === 'price-low'
    ? sql`price + 0 ASC NULLS LAST, id ASC`
    : sql`price + 0 DESC NULLS LAST, id DESC NULLS LAST`;
}

/**
 * The listing's next open house that has not ended, as {startsAt, endsAt} JSON (null when
 * none): a card's OPEN HOUSE badge. Correlated on `listings.id`, it reads only that listing's
 * rows of open_houses_listing_idx (listing_id, ends_at), so a page of 24 cards costs 24 short
 * index probes, and past open houses are left out without a purge.
 */
export const NEXT_OPEN_HOUSE = sql`(SELECT json_build_object('startsAt', oh.starts_at, 'endsAt', oh.ends_at)
  FROM open_houses oh WHERE oh.listing_id = listings.id AND oh.ends_at > now()
  ORDER BY oh.starts_at, oh.id LIMIT 1)`;

/** The next open house as the database answers it (timestamps as JSON text). */
export type NextOpenHouseRow = { startsAt: string; endsAt: string } | null;

/** The columns a listing card needs: the first photo (800 px) and the photo count, not every photo. */
/**
 * A ZIP or ZIP+4 finds the listings of its five-digit ZIP, whether the MLS sent them with the
 * five digits or a ZIP+4: the range [85901, 85902) holds both "85901" and "85901-1234" in C and
 * in linguistic collations (which skip the hyphen), and keeps to the status + ZIP index.
 */
function zipCondition(zipCode: string): SQL {
  const zip = zipCode.slice(0, 5);
  if (zip === '99999') return sql`zip_code LIKE '99999%'`;
  const next = String(Number(zip) + 1).padStart(5, '0');
  return sql`zip_code >= ${zip} AND zip_code < ${next}`;
}

export const SUMMARY_COLUMNS = sql`id, mls_number, address, city, state, zip_code, price, bedrooms,
  bathrooms, square_feet, lot_size_acres, year_built, property_type, property_sub_type, status,
  days_on_market, listing_date, photos->0->>'uri800' AS first_photo,
  jsonb_array_length(photos) AS photo_count, latitude, longitude, is_auction, horse_yn,
  listing_agent_name, listing_office_name, previous_price, price_changed_at,
  ${NEXT_OPEN_HOUSE} AS next_open_house`;

export type ListingSummaryRow = {
  id: number;
  mls_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  price: string | number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  lot_size_acres: number | null;
  year_built: number | null;
  property_type: string | null;
  property_sub_type: string | null;
  status: string;
  days_on_market: number;
  listing_date: Date | string | null;
  first_photo: string | null;
  photo_count: number;
  latitude: number | null;
  longitude: number | null;
  is_auction: boolean;
  horse_yn: boolean;
  listing_agent_name: string | null;
  listing_office_name: string | null;
  previous_price: string | number | null;
  price_changed_at: Date | string | null;
  next_open_house: NextOpenHouseRow;
};

/**
 * One page of listings matching the search. The page's ids are chosen first (a "deferred
 * join"): that inner query reads only indexed columns, so it can run from an index alone, and
 * only the 24 rows of the page are then read from the table.
 */
export async function searchListings(db: Database, s: ListingSearch): Promise<ListingSummaryRow[]> {
  return queryRows<ListingSummaryRow>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS} FROM listings
        JOIN (SELECT id AS page_id FROM listings WHERE ${whereOf(s)}
              ORDER BY ${pageOrder(s)} LIMIT ${s.limit} OFFSET ${s.offset}) page
          ON listings.id = page.page_id
        ORDER BY ${ORDER_SQL[s.sort]}`,
  );
}

/**
 * How many listings match. A separate count (not COUNT(*) OVER()) keeps the page query
 * free to stop after one page (decision 006). A street fragment with no other filter (the
 * search box's address search) is counted in the narrow address copy, whose columns carry the
 * names of `listings` (decision 027). Its page stays on `listings`: walking the date index
 * finds 24 matches of a common fragment sooner than rechecking all of them in the copy.
 */
export async function countMatchingListings(db: Database, s: ListingSearch): Promise<number> {
  const table = isStreetSearchOnly(s) ? sql`listing_addresses` : sql`listings`;
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM ${table} WHERE ${whereOf(s)}`,
  );
  return Number(row?.n ?? 0);
}

/** The parts of a search that are not filters, and the two filters the address copy holds. */
const STREET_SEARCH_KEYS = new Set(['status', 'address', 'limit', 'sort', 'offset']);

/**
 * True for a street fragment with no other filter. Read over every key, so a filter added to
 * the contract later is searched in `listings`, never wrongly in the copy.
 */
export function isStreetSearchOnly(s: ListingSearch): boolean {
  return (
    Boolean(s.address) &&
    Object.entries(s).every(
      ([key, value]) =>
        STREET_SEARCH_KEYS.has(key) ||
        value === undefined ||
        value === false ||
        (Array.isArray(value) && value.length === 0),
    )
  );
}

export type ListingRow = typeof listings.$inferSelect;

/** A listing in full with its next open house (the property page). */
export type DisplayableListingRow = ListingRow & { nextOpenHouse: NextOpenHouseRow };

/** A displayable listing by id, or null (missing, or the feed forbids public display). */
export async function findDisplayableListing(
  db: Database,
  id: number,
): Promise<DisplayableListingRow | null> {
  const [row] = await db
    .select({
      ...getTableColumns(listings),
      nextOpenHouse: sql<NextOpenHouseRow>`${NEXT_OPEN_HOUSE}`,
    })
    .from(listings)
    .where(sql`${listings.id} = ${id} AND ${listings.idxDisplayAllowed}`);
  return row ?? null;
}

/** The tax facts of a displayable listing, or null when there is no such listing. */
export async function findTaxRecord(
  db: Database,
  id: number,
): Promise<{ annualTax: number | null; taxYear: number | null } | null> {
  const [row] = await db
    .select({ annualTax: listings.annualTax, taxYear: listings.taxYear })
    .from(listings)
    .where(sql`${listings.id} = ${id} AND ${listings.idxDisplayAllowed}`);
  return row ?? null;
}
