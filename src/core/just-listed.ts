import { isNewListing } from './listing-display';
import { SORT_VALUES, type SortValue } from './listing-search';

/**
 * Rules of the Just Listed page (visitor spec sections 2 and 9): the JUST LISTED badge, the
 * 'Brand New' / 'This Week' labels, the sorts, the stat cards and the page's URL.
 */

export const JUST_LISTED_BADGE = 'JUST LISTED';
/** 'Brand New' up to this many days on the market; 'This Week' after that, up to 7 days. */
export const BRAND_NEW_MAX_DAYS = 2;

export type Freshness = 'Brand New' | 'This Week';

/**
 * 'Brand New' for 1-2 days on the market and 'This Week' for 3-7 days (spec section 9). A
 * listing that came on the market today (0 days) is brand new too. Older listings, and
 * listings without a valid day count, get no label.
 */
export function freshnessLabel(daysOnMarket: number | null | undefined): Freshness | null {
  if (!isNewListing(daysOnMarket) || typeof daysOnMarket !== 'number') return null;
  return daysOnMarket <= BRAND_NEW_MAX_DAYS ? 'Brand New' : 'This Week';
}

/** The sorts of the page: the API's three, plus city (A-Z) applied to the listings loaded. */
export const JUST_LISTED_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'city', label: 'City (A-Z)' },
] as const;
export type JustListedSort = (typeof JUST_LISTED_SORTS)[number]['value'];
export const DEFAULT_JUST_LISTED_SORT: JustListedSort = 'newest';

export function isJustListedSort(value: string | null | undefined): value is JustListedSort {
  return JUST_LISTED_SORTS.some((sort) => sort.value === value);
}

/**
 * The sort the API is asked for. The API has no city order, so a city sort loads the newest
 * first and orders what is loaded by city (sortForDisplay).
 */
export function apiSortOf(sort: JustListedSort): SortValue {
  return (SORT_VALUES as readonly string[]).includes(sort) ? (sort as SortValue) : 'newest';
}

/**
 * The listings in the page's order. The API already ordered them for its sorts; the city sort
 * orders them by city name (A-Z), keeping the API's newest-first order within a city.
 */
export function sortForDisplay<T extends { city: string }>(
  listings: readonly T[],
  sort: JustListedSort,
): T[] {
  if (sort !== 'city') return [...listings];
  // Array.prototype.sort is stable, so listings of one city keep their newest-first order.
  return [...listings].sort((a, b) =>
    a.city.localeCompare(b.city, 'en-US', { sensitivity: 'base' }),
  );
}

export type JustListedStats = {
  /** Every matching listing (the API's total), not only those loaded. */
  count: number;
  /** The listings the other figures are computed from. */
  loaded: number;
  /** Average price of the loaded listings with a price, whole dollars; null when none has one. */
  averagePrice: number | null;
  /** Loaded listings that are 'Brand New'. */
  brandNewCount: number;
  /** The loaded listings' cities, most listings first (then A-Z). */
  cities: string[];
};

/** The stat cards: the API's total, and average price, brand-new count and cities of what is loaded. */
export function justListedStats(
  listings: readonly { price: number | null; daysOnMarket: number; city: string }[],
  total: number,
): JustListedStats {
  const prices = listings
    .map((listing) => listing.price)
    .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  const averagePrice =
    prices.length > 0
      ? Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length)
      : null;
  const perCity = new Map<string, number>();
  for (const { city } of listings) {
    const name = city.trim();
    if (name) perCity.set(name, (perCity.get(name) ?? 0) + 1);
  }
  const cities = [...perCity.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-US'))
    .map(([name]) => name);
  return {
    count: total,
    loaded: listings.length,
    averagePrice,
    brandNewCount: listings.filter((l) => freshnessLabel(l.daysOnMarket) === 'Brand New').length,
    cities,
  };
}

/** Which listings the API sends first in a sort: a page of 50 is the newest 50, or the cheapest. */
const FIRST_LOADED: Record<JustListedSort, string> = {
  newest: 'newest',
  'price-low': 'lowest-priced',
  'price-high': 'highest-priced',
  // the API has no city order: the newest are loaded, then ordered by city on the page
  city: 'newest',
};

/**
 * The listings loaded, in plain words, while more can be loaded: 'the newest 50'. The figures
 * of the stat cards other than the count are computed from these, and "of the 50 loaded" beside
 * a total of 359 read as if all 50 of the 50 were the whole story ('Brand New 50'). Null once
 * every listing is loaded.
 */
export function loadedListings(
  stats: Pick<JustListedStats, 'count' | 'loaded'>,
  sort: JustListedSort,
): string | null {
  if (stats.loaded >= stats.count) return null;
  return `the ${FIRST_LOADED[sort]} ${stats.loaded.toLocaleString('en-US')}`;
}

/** What the page shows, as carried by its URL (?city=Payson&sort=price-low). */
export type JustListedView = { city: string | null; sort: JustListedSort };

/** Reads the page's URL query; an unknown sort is the default, an empty city is all cities. */
export function readJustListedUrl(search: string): JustListedView {
  const params = new URLSearchParams(search);
  const city = params.get('city')?.trim().replace(/\s+/g, ' ') || null;
  const sort = params.get('sort');
  return {
    city: city && city.length <= 60 ? city : null,
    sort: isJustListedSort(sort) ? sort : DEFAULT_JUST_LISTED_SORT,
  };
}

/** The page's URL query for a view, without the defaults ('' for all cities, newest first). */
export function justListedQuery(view: JustListedView): string {
  const params = new URLSearchParams();
  if (view.city) params.set('city', view.city);
  if (view.sort !== DEFAULT_JUST_LISTED_SORT) params.set('sort', view.sort);
  return params.toString();
}
