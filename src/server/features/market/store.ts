import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/connect';
import { marketData } from '../../db/schema';
import type { MarketFigures } from '../../../contract/market';

const DAY_MS = 86_400_000;

/** The aggregates of one city, as the nightly query reads them from our listings. */
export type CityAggregates = {
  area: string;
  activeListings: number;
  medianListPrice: number | null;
  medianDaysOnMarket: number | null;
  averageDaysOnMarket: number | null;
  newListings30d: number;
  priceReductions30d: number;
  pricePerSquareFoot: number | null;
  /** Null when no listing of the city is sold (the feed carries no sold data for it). */
  medianSalesPrice: number | null;
  homesSold: number | null;
  /** Sales closed in the supply window (SOLD_WINDOW_MONTHS). */
  soldInWindow: number;
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A sold listing's close day (YYYY-MM-DD): the feed's CloseDate, else its last change. */
const CLOSED_ON = sql`coalesce(raw->>'CloseDate', to_char(modification_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD'))`;
/** The feed's ClosePrice when it is a plain number, else the list price. */
const SOLD_PRICE = sql`CASE WHEN raw->>'ClosePrice' ~ '^[0-9]+(\\.[0-9]+)?$' THEN (raw->>'ClosePrice')::numeric ELSE price END`;

/**
 * Every city's figures in one statement, grouped by city (case-insensitive, as the search
 * matches cities): active listings, their median price, days on market and price per square
 * foot (percentile_cont), listings new in the last 30 days, active listings whose price went
 * down in the last 30 days (listing_history), and the sold listings.
 */
export async function readCityAggregates(
  db: Database,
  cities: readonly string[],
  now: Date,
  soldWindowMonths: number,
): Promise<CityAggregates[]> {
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const soldSince = new Date(now);
  soldSince.setUTCMonth(soldSince.getUTCMonth() - soldWindowMonths);
  const soldSinceDay = soldSince.toISOString().slice(0, 10);
  const names = sql.join(
    cities.map((c) => sql`(${c})`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH areas(area) AS (VALUES ${names}),
      active AS (
        SELECT lower(city) AS key, count(*)::int AS active_listings,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median_list_price,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY days_on_market) AS median_dom,
          avg(days_on_market)::float8 AS average_dom,
          percentile_cont(0.5) WITHIN GROUP (
            ORDER BY CASE WHEN square_feet > 0 THEN price / square_feet END
          ) AS price_per_square_foot
        FROM listings WHERE idx_display_allowed AND status = 'ACTIVE'
        GROUP BY lower(city)),
      fresh AS (
        SELECT lower(city) AS key, count(*)::int AS new_listings
        FROM listings WHERE idx_display_allowed AND listing_date >= ${since30}
        GROUP BY lower(city)),
      reduced AS (
        SELECT lower(l.city) AS key, count(DISTINCT l.id)::int AS reductions
        FROM listing_history h JOIN listings l ON l.id = h.listing_id
        WHERE h.kind = 'price' AND h.new_price < h.old_price AND h.changed_at >= ${since30}
          AND l.idx_display_allowed AND l.status = 'ACTIVE'
        GROUP BY lower(l.city)),
      sold AS (
        SELECT lower(city) AS key, count(*)::int AS homes_sold,
          count(*) FILTER (WHERE ${CLOSED_ON} >= ${soldSinceDay})::int AS sold_in_window,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY ${SOLD_PRICE})
            FILTER (WHERE ${CLOSED_ON} >= ${soldSinceDay}) AS median_sales_price
        FROM listings WHERE idx_display_allowed AND status = 'SOLD'
        GROUP BY lower(city))
    SELECT a.area, coalesce(ac.active_listings, 0) AS active_listings, ac.median_list_price,
      ac.median_dom, ac.average_dom, ac.price_per_square_foot,
      coalesce(f.new_listings, 0) AS new_listings, coalesce(r.reductions, 0) AS reductions,
      s.homes_sold, coalesce(s.sold_in_window, 0) AS sold_in_window, s.median_sales_price
    FROM areas a
      LEFT JOIN active ac ON ac.key = lower(a.area)
      LEFT JOIN fresh f ON f.key = lower(a.area)
      LEFT JOIN reduced r ON r.key = lower(a.area)
      LEFT JOIN sold s ON s.key = lower(a.area)`,
  );
  return rows.map((row) => ({
    area: String(row.area),
    activeListings: Number(row.active_listings),
    medianListPrice: num(row.median_list_price),
    medianDaysOnMarket: num(row.median_dom),
    averageDaysOnMarket: num(row.average_dom),
    newListings30d: Number(row.new_listings),
    priceReductions30d: Number(row.reductions),
    pricePerSquareFoot: num(row.price_per_square_foot),
    medianSalesPrice: num(row.median_sales_price),
    homesSold: num(row.homes_sold),
    soldInWindow: Number(row.sold_in_window),
  }));
}

export type MarketRow = MarketFigures & { area: string };

/** Stores a day's rows, replacing that day's earlier ones (a second run the same day). */
export async function upsertMarketRows(db: Database, rows: MarketRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(marketData)
    .values(rows)
    .onConflictDoUpdate({
      target: [marketData.area, marketData.recordDate],
      set: {
        activeListings: sql`excluded.active_listings`,
        medianListPrice: sql`excluded.median_list_price`,
        medianDaysOnMarket: sql`excluded.median_days_on_market`,
        averageDaysOnMarket: sql`excluded.average_days_on_market`,
        newListings30d: sql`excluded.new_listings_30d`,
        priceReductions30d: sql`excluded.price_reductions_30d`,
        medianSalesPrice: sql`excluded.median_sales_price`,
        totalHomesSold: sql`excluded.total_homes_sold`,
        marketSupplyMonths: sql`excluded.market_supply_months`,
        pricePerSquareFoot: sql`excluded.price_per_square_foot`,
        updatedAt: sql`now()`,
      },
    });
}

const FIGURE_COLUMNS = {
  area: marketData.area,
  recordDate: marketData.recordDate,
  activeListings: marketData.activeListings,
  medianListPrice: marketData.medianListPrice,
  medianDaysOnMarket: marketData.medianDaysOnMarket,
  averageDaysOnMarket: marketData.averageDaysOnMarket,
  newListings30d: marketData.newListings30d,
  priceReductions30d: marketData.priceReductions30d,
  medianSalesPrice: marketData.medianSalesPrice,
  totalHomesSold: marketData.totalHomesSold,
  marketSupplyMonths: marketData.marketSupplyMonths,
  pricePerSquareFoot: marketData.pricePerSquareFoot,
};

/** A city's newest row. */
export async function latestMarketRow(db: Database, area: string): Promise<MarketRow | null> {
  const [row] = await db
    .select(FIGURE_COLUMNS)
    .from(marketData)
    .where(eq(marketData.area, area))
    .orderBy(desc(marketData.recordDate))
    .limit(1);
  return row ?? null;
}

/** True when some city has a row for the day. */
export async function hasMarketRowsOn(db: Database, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketData.id })
    .from(marketData)
    .where(eq(marketData.recordDate, day))
    .limit(1);
  return Boolean(row);
}

/** The last stored row of each month since `fromDay` (the chart's recorded points). */
export async function monthlyStoredRows(
  db: Database,
  area: string,
  fromDay: string,
): Promise<Array<{ month: string; inventory: number; medianListPrice: number | null }>> {
  const rows = await db
    .select({
      recordDate: marketData.recordDate,
      inventory: marketData.activeListings,
      medianListPrice: marketData.medianListPrice,
    })
    .from(marketData)
    .where(and(eq(marketData.area, area), gte(marketData.recordDate, fromDay)))
    .orderBy(marketData.recordDate);
  const byMonth = new Map<
    string,
    { month: string; inventory: number; medianListPrice: number | null }
  >();
  for (const row of rows) {
    const month = row.recordDate.slice(0, 7);
    byMonth.set(month, { month, inventory: row.inventory, medianListPrice: row.medianListPrice });
  }
  return [...byMonth.values()];
}

/**
 * The chart's months rebuilt from the listings (an approximation, for months before the
 * nightly rows exist): a listing counts at a month's end (or now, for this month) when it was
 * listed before it and had not yet left the market: it is still active, or it left after that
 * moment (its first status change away from ACTIVE in listing_history, else a sold listing's
 * close day, else its last change). Its price then is the last price change before that
 * moment, else the old price of the first change after it, else today's price. Listings
 * gone from our copy (reconciled away) are not counted: past inventory is a lower bound.
 */
export async function derivedMonths(
  db: Database,
  area: string,
  monthStarts: readonly string[],
  now: Date,
): Promise<Array<{ month: string; inventory: number; medianListPrice: number | null }>> {
  const points = sql.join(
    monthStarts.map((m) => sql`(${m}::date)`),
    sql`, `,
  );
  const rows = await queryRows<{ month: string; inventory: number; median: unknown }>(
    db,
    sql`WITH months(start) AS (VALUES ${points}),
      ends AS (
        SELECT start, least((start + interval '1 month')::timestamptz, ${now}::timestamptz) AS at
        FROM months),
      city AS (
        SELECT l.id, l.price, l.status, l.listing_date,
          CASE WHEN l.status = 'ACTIVE' THEN NULL ELSE coalesce(
            (SELECT min(h.changed_at) FROM listing_history h
              WHERE h.listing_id = l.id AND h.kind = 'status' AND h.old_status = 'ACTIVE'),
            CASE WHEN l.status = 'SOLD' AND l.raw->>'CloseDate' ~ '^\\d{4}-\\d{2}-\\d{2}$'
              THEN (l.raw->>'CloseDate')::date::timestamptz END,
            l.modification_timestamp, l.synced_at) END AS left_at
        FROM listings l
        WHERE l.idx_display_allowed AND lower(l.city) = lower(${area})
          AND l.listing_date < ${now}::timestamptz),
      standing AS (
        SELECT e.start, coalesce(
            (SELECT h.new_price FROM listing_history h WHERE h.listing_id = c.id
              AND h.kind = 'price' AND h.changed_at <= e.at ORDER BY h.changed_at DESC LIMIT 1),
            (SELECT h.old_price FROM listing_history h WHERE h.listing_id = c.id
              AND h.kind = 'price' AND h.changed_at > e.at ORDER BY h.changed_at LIMIT 1),
            c.price) AS price
        FROM ends e JOIN city c ON c.listing_date < e.at AND (c.left_at IS NULL OR c.left_at > e.at))
    SELECT to_char(m.start, 'YYYY-MM') AS month, count(s.start)::int AS inventory,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY s.price) AS median
    FROM months m LEFT JOIN standing s ON s.start = m.start
    GROUP BY m.start ORDER BY m.start`,
  );
  return rows.map((row) => ({
    month: String(row.month),
    inventory: Number(row.inventory),
    medianListPrice: num(row.median),
  }));
}
