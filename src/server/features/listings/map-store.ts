import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect';
import { whereOf, type ListingFilters } from './store';

/**
 * The most markers one map reply holds (decision 026). A town at 100,000 listings has about
 * 9,000 active ones and the whole inventory about 75,000: 25,000 points are about 0.9 MB of
 * JSON (about 0.3 MB compressed) and a few tens of milliseconds of clustering in a browser
 * (docs/PERFORMANCE.md, bench:map-search).
 */
export const MAP_POINTS_MAX = 25_000;

/** The markers of a map reply: `points` is the JSON array text of `[id, lat, lng, price]`. */
export type MapPointsRows = { total: number; truncated: boolean; points: string };

/**
 * `[id,lat,lng,price]` of each row of `m`, as one JSON array text written by the database: no
 * row objects in between, and float8's shortest exact text (a price of 425000.00 is 425000).
 * Coordinates are finite (replication stores null for anything else).
 */
const POINTS_JSON = sql`coalesce('[' || string_agg('[' || m.id || ',' || m.latitude || ','
  || m.longitude || ',' || coalesce(m.price::float8::text, 'null') || ']', ',') || ']', '[]')`;

/** The matches of a search that have coordinates (the point index's expression needs both). */
const withCoordinates = (filters: ListingFilters): SQL =>
  sql`${whereOf(filters)} AND latitude IS NOT NULL AND longitude IS NOT NULL`;

/**
 * The markers of every listing the filters find that has coordinates. Up to `cap` matches is
 * one statement; past it, the newest `cap` (the list's default order) and the count of all.
 */
export async function findMapPoints(
  db: Database,
  filters: ListingFilters,
  cap: number,
): Promise<MapPointsRows> {
  const where = withCoordinates(filters);
  const [all] = await queryRows<{ points: string; n: number }>(
    db,
    sql`SELECT ${POINTS_JSON} AS points, count(*)::int AS n
        FROM (SELECT id, latitude, longitude, price FROM listings WHERE ${where}
              LIMIT ${cap + 1}) m`,
  );
  if (all && all.n <= cap) return { total: all.n, truncated: false, points: all.points };
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM listings WHERE ${where}`,
  );
  const [newest] = await queryRows<{ points: string }>(
    db,
    sql`SELECT ${POINTS_JSON} AS points
        FROM (SELECT id, latitude, longitude, price FROM listings WHERE ${where}
              ORDER BY listing_date DESC NULLS LAST, id DESC NULLS LAST LIMIT ${cap}) m`,
  );
  return { total: counted?.n ?? 0, truncated: true, points: newest?.points ?? '[]' };
}
