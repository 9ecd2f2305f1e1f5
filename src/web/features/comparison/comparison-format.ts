import type { ComparableProperty } from '../../../contract/comparison';
import {
  formatPercentDifference,
  formatPriceDifference,
  type Range,
} from '../../../core/comparables';
import { formatPrice } from '../../../core/listing-display';

const span = (range: Range, format: (n: number) => string) =>
  range.min === range.max ? format(range.min) : `${format(range.min)} - ${format(range.max)}`;

/** '$280,000 - $520,000' */
export const priceRangeText = (range: Range) => span(range, (n) => formatPrice(n) ?? String(n));

/** '2 - 4' */
export const bedroomRangeText = (range: Range) => span(range, String);

/** '1,350 - 2,250 sq ft' */
export const squareFeetRangeText = (range: Range) =>
  `${span(range, (n) => n.toLocaleString('en-US'))} sq ft`;

/** '+$5,000 (+1.3%)'; null when the difference is unknown (a listing without a price). */
export function differenceText(
  comparable: Pick<ComparableProperty, 'priceDifference' | 'priceDifferencePercent'>,
): string | null {
  const { priceDifference, priceDifferencePercent } = comparable;
  if (priceDifference === null) return null;
  const amount = formatPriceDifference(priceDifference);
  return priceDifferencePercent === null
    ? amount
    : `${amount} (${formatPercentDifference(priceDifferencePercent)})`;
}

/** Above, below or equal to the subject's price: the difference's colour, never its only cue. */
export function differenceTone(priceDifference: number | null): 'higher' | 'lower' | 'same' {
  if (priceDifference === null || priceDifference === 0) return 'same';
  return priceDifference > 0 ? 'higher' : 'lower';
}

// Arizona time, as the footer shows the sync time: the same text on the server and in every browser.
const SYNC_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Phoenix',
});
const REPORT_DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'America/Phoenix',
});

/** 'Nov 22, 2026, 10:05 AM' */
export const syncTimeText = (iso: string) => SYNC_TIME.format(new Date(iso));

/** 'November 22, 2026' */
export const reportDateText = (date: Date) => REPORT_DATE.format(date);
