/**
 * The market figures of a city page (issue 24): the pure rules behind market_data's numbers,
 * and the city pages' addresses (/homes-for-sale/{slug}).
 */

/** Months of sales the supply figure averages over (a season's swings smooth out). */
export const SOLD_WINDOW_MONTHS = 6;
/** Months the city page's chart shows. */
export const CHART_MONTHS = 12;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Price per square foot, rounded to cents; null without a price or a positive size. */
export function pricePerSquareFoot(
  price: number | null | undefined,
  squareFeet: number | null | undefined,
): number | null {
  if (price == null || squareFeet == null || squareFeet <= 0 || price <= 0) return null;
  return Math.round((price / squareFeet) * 100) / 100;
}

/**
 * Months of supply: the active listings over the monthly sales pace of the last `months`
 * months. Null where the feed carries no sold data (null) or nothing sold: an endless supply
 * is not a figure to show.
 */
export function monthsOfSupply(
  active: number,
  soldInWindow: number | null | undefined,
  months: number = SOLD_WINDOW_MONTHS,
): number | null {
  if (soldInWindow == null || soldInWindow <= 0 || months <= 0) return null;
  return Math.round((active / (soldInWindow / months)) * 10) / 10;
}

/** The address part of a city's name: 'Show Low' -> 'show-low'. */
export function citySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The city a slug names among ours ('show-low' -> 'Show Low'), or null. */
export function cityOfSlug(slug: string, cities: readonly string[]): string | null {
  const wanted = slug.toLowerCase();
  return cities.find((city) => citySlug(city) === wanted) ?? null;
}

/** A city page's path. */
export function cityPagePath(name: string): string {
  return `/homes-for-sale/${citySlug(name)}`;
}

/** The first day (YYYY-MM-01) of each of the `count` months ending with `today`'s, oldest first. */
export function chartMonths(today: string, count: number = CHART_MONTHS): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const index = year * 12 + (month - 1) - i;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}-01`);
  }
  return months;
}
