import {
  chartMonths,
  cityOfSlug,
  citySlug,
  monthsOfSupply,
  SOLD_WINDOW_MONTHS,
} from '../../../core/market-figures';
import { MLS_CITIES } from '../../../core/mls-cities';
import { CITY_NOT_FOUND, type CityMarket, type MarketMonth } from '../../../contract/market';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import {
  derivedMonths,
  hasMarketRowsOn,
  latestMarketRow,
  monthlyStoredRows,
  readCityAggregates,
  upsertMarketRows,
  type MarketRow,
} from './store';

/** The cities with a page: the MLS city list (core/mls-cities.ts, which seeds mls_cities). */
export const CITY_NAMES: readonly string[] = MLS_CITIES.map((city) => city.name);

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** Computes and stores today's market_data row of every city (one query, one upsert). */
export async function computeMarketData(db: Database, now: Date = new Date()): Promise<number> {
  const day = utcDay(now);
  const aggregates = await readCityAggregates(db, CITY_NAMES, now, SOLD_WINDOW_MONTHS);
  const rows: MarketRow[] = aggregates.map((a) => ({
    area: a.area,
    recordDate: day,
    activeListings: a.activeListings,
    medianListPrice: round2(a.medianListPrice),
    medianDaysOnMarket: round1(a.medianDaysOnMarket),
    averageDaysOnMarket: round1(a.averageDaysOnMarket),
    newListings30d: a.newListings30d,
    priceReductions30d: a.priceReductions30d,
    medianSalesPrice: round2(a.medianSalesPrice),
    totalHomesSold: a.homesSold,
    // only where the feed carries sold listings for the city
    marketSupplyMonths:
      a.homesSold === null ? null : monthsOfSupply(a.activeListings, a.soldInWindow),
    pricePerSquareFoot: round2(a.pricePerSquareFoot),
  }));
  await upsertMarketRows(db, rows);
  return rows.length;
}

/**
 * A city page's data. When today's rows are missing (a fresh installation before the nightly
 * job, or a day whose run has not come yet) they are computed once, here, for every city.
 */
export function createMarketService(db: Database, clock: () => Date = () => new Date()) {
  let computing: { day: string; run: Promise<unknown> } | null = null;

  async function ensureToday(now: Date) {
    const day = utcDay(now);
    if (computing?.day !== day) {
      const run = (async () => {
        if (!(await hasMarketRowsOn(db, day))) await computeMarketData(db, now);
      })();
      computing = { day, run };
      // a failed run is tried again by the next request
      run.catch(() => {
        if (computing?.run === run) computing = null;
      });
    }
    await computing.run;
  }

  return {
    async cityMarket(slug: string): Promise<CityMarket> {
      const city = cityOfSlug(slug, CITY_NAMES);
      if (!city) throw notFound(CITY_NOT_FOUND);
      const now = clock();
      await ensureToday(now);
      const latest = await latestMarketRow(db, city);
      if (!latest) throw notFound(CITY_NOT_FOUND);
      const { area: _area, ...figures } = latest;
      const monthStarts = chartMonths(utcDay(now));
      const [derived, stored] = await Promise.all([
        derivedMonths(db, city, monthStarts, now),
        monthlyStoredRows(db, city, monthStarts[0]!),
      ]);
      // a month's recorded row (the last of that month) wins over the rebuilt figure
      const recorded = new Map(stored.map((row) => [row.month, row]));
      const months: MarketMonth[] = derived.map((point) => {
        const row = recorded.get(point.month) ?? point;
        return {
          month: point.month,
          inventory: row.inventory,
          medianListPrice: round2(row.medianListPrice),
        };
      });
      return { city, slug: citySlug(city), figures, months };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
