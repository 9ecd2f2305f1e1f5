import { isListingId } from './listing-id';

/**
 * Side-by-side comparison of 2 to 4 listings (the Just Listed page's 'Compare Selected' and
 * /compare?ids=...): the ids parameter, the selection limit, price per square foot and the
 * 'best' marker of each compared figure.
 */

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${MAX_COMPARE} properties. Unselect one to add another.`;
export const COMPARE_IDS_MESSAGE = `Select ${MIN_COMPARE} to ${MAX_COMPARE} properties to compare.`;

export type CompareIds = { ok: true; ids: number[] } | { ok: false; message: string };

/**
 * The ids of /compare?ids=12,34,56: comma-separated listing ids, spaces ignored, duplicates
 * dropped (first one kept). Fewer than 2 or more than 4 distinct ids, or any id that is not
 * a listing id, is refused with a message for the visitor.
 */
export function parseCompareIds(param: string | null | undefined): CompareIds {
  const parts = (param ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0)
    return { ok: false, message: `No properties chosen. ${COMPARE_IDS_MESSAGE}` };
  const bad = parts.find((part) => !isListingId(part));
  if (bad !== undefined) {
    const shown = bad.length > 20 ? `${bad.slice(0, 20)}…` : bad;
    return { ok: false, message: `"${shown}" is not a property ID. ${COMPARE_IDS_MESSAGE}` };
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.length < MIN_COMPARE) {
    return { ok: false, message: `Only one property chosen. ${COMPARE_IDS_MESSAGE}` };
  }
  if (ids.length > MAX_COMPARE) {
    return { ok: false, message: `${ids.length} properties chosen. ${COMPARE_IDS_MESSAGE}` };
  }
  return { ok: true, ids };
}

/** The comparison page of some listings: /compare?ids=12,34,56 (commas kept readable). */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

export type SelectionChange = { selected: number[]; refused: boolean };

/**
 * Checks or unchecks a listing for comparison. Checking a fifth listing is refused (the
 * selection stays as it was and `refused` says why nothing happened).
 */
export function toggleCompareSelection(
  selected: readonly number[],
  id: number,
  checked: boolean,
): SelectionChange {
  const has = selected.includes(id);
  if (!checked) return { selected: selected.filter((s) => s !== id), refused: false };
  if (has) return { selected: [...selected], refused: false };
  if (selected.length >= MAX_COMPARE) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}

/** Price per square foot (unrounded), or null without a positive price and living area. */
export function pricePerSqft(
  price: number | null | undefined,
  squareFeet: number | null | undefined,
): number | null {
  if (typeof price !== 'number' || typeof squareFeet !== 'number') return null;
  if (!Number.isFinite(price) || !Number.isFinite(squareFeet) || price <= 0 || squareFeet <= 0) {
    return null;
  }
  return price / squareFeet;
}

const SQFT_PER_ACRE = 43_560;

/** Lot size in acres: the acres field, else the square feet converted; null when neither. */
export function lotAcres(
  acres: number | null | undefined,
  squareFeet: number | null | undefined,
): number | null {
  if (typeof acres === 'number' && Number.isFinite(acres) && acres > 0) return acres;
  if (typeof squareFeet === 'number' && Number.isFinite(squareFeet) && squareFeet > 0) {
    return squareFeet / SQFT_PER_ACRE;
  }
  return null;
}

/** The figures of one compared listing. */
export type ComparedListing = {
  id: number;
  price: number | null;
  squareFeet: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  lotSize: number | null;
  lotSizeSquareFeet?: number | null;
  yearBuilt: number | null;
  daysOnMarket: number | null;
};

/** The compared figures that can be 'best', whether lower or higher wins, and the marker text. */
export const COMPARE_METRICS = {
  price: { best: 'lowest', label: 'Lowest price' },
  pricePerSqft: { best: 'lowest', label: 'Lowest $/sq ft' },
  bedrooms: { best: 'highest', label: 'Most bedrooms' },
  bathrooms: { best: 'highest', label: 'Most bathrooms' },
  squareFeet: { best: 'highest', label: 'Largest home' },
  lotSize: { best: 'highest', label: 'Largest lot' },
  yearBuilt: { best: 'highest', label: 'Newest build' },
  daysOnMarket: { best: 'lowest', label: 'Newest listing' },
} as const satisfies Record<string, { best: 'lowest' | 'highest'; label: string }>;
export type CompareMetric = keyof typeof COMPARE_METRICS;

/** The value of one figure of a listing (null when unknown). */
export function metricValue(listing: ComparedListing, metric: CompareMetric): number | null {
  let value: number | null;
  switch (metric) {
    case 'pricePerSqft':
      return pricePerSqft(listing.price, listing.squareFeet);
    case 'lotSize':
      return lotAcres(listing.lotSize, listing.lotSizeSquareFeet);
    case 'price':
    case 'squareFeet':
      value = listing[metric];
      return typeof value === 'number' && value > 0 ? value : null;
    default:
      value = listing[metric];
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
  }
}

/**
 * For each figure, the ids of the listings that are best on it (lowest price, largest home…).
 * A figure marks nobody when fewer than two listings have it or when all of them are equal
 * (nothing stands out); listings tied for best are all marked.
 */
export function bestMarkers(listings: readonly ComparedListing[]): Record<CompareMetric, number[]> {
  const result = {} as Record<CompareMetric, number[]>;
  for (const metric of Object.keys(COMPARE_METRICS) as CompareMetric[]) {
    const known = listings
      .map((listing) => ({ id: listing.id, value: metricValue(listing, metric) }))
      .filter((entry): entry is { id: number; value: number } => entry.value !== null);
    const values = known.map((entry) => entry.value);
    const best =
      COMPARE_METRICS[metric].best === 'lowest' ? Math.min(...values) : Math.max(...values);
    const allEqual = values.every((value) => value === values[0]);
    result[metric] =
      known.length < MIN_COMPARE || allEqual
        ? []
        : known.filter((entry) => entry.value === best).map((entry) => entry.id);
  }
  return result;
}
