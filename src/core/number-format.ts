/**
 * How the site writes numbers and money (en-US, as the MLS and the spec do): the digits of an
 * entry, thousands separators and dollar amounts. Shared by the search form, the calculators,
 * the listing cards and the API's messages so they all read alike.
 *
 * Each Intl formatter is made once: toLocaleString builds a new one per call, which cost about
 * 150 ms (at 4x CPU slowdown) over the home page's cards.
 */

/** Keeps only the digits of an entry ('$1,234abc5' -> '12345'): what digit inputs accept. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

const BEFORE_EACH_THOUSAND = /\B(?=(\d{3})+(?!\d))/g;

/** Separators between the thousands of a run of digits, kept as it is ('1234567' -> '1,234,567'). */
export function groupThousands(digits: string): string {
  return digits.replace(BEFORE_EACH_THOUSAND, ',');
}

/**
 * The digits of an entry shown with thousands separators, leading zeros dropped ('650000' ->
 * '650,000', '0012' -> '12', '000' -> '0'); '' stays '', so an emptied field stays empty.
 */
export function formatDigits(text: string): string {
  return groupThousands(digitsOnly(text).replace(/^0+(?=\d)/, ''));
}

/**
 * A typed amount with thousands separators in its whole part ('520000' -> '520,000',
 * '1234.5' -> '1,234.5'); text that is not a plain amount stays as typed, so a bad entry
 * stays visible beside its message.
 */
export function groupAmountText(text: string): string {
  const amount = /^([\d,]+)(\.\d*)?$/.exec(text);
  if (!amount) return text;
  const whole = amount[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return groupThousands(whole) + (amount[2] ?? '');
}

const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A number rounded to a whole one, with separators ('1,850'). */
export function formatWholeNumber(value: number): string {
  return WHOLE_NUMBER.format(Math.round(value));
}

const USD_WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const USD_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$4,356' (rounded to whole dollars, the site's price style) or '$1,896.20' with `cents`. */
export function formatUsd(value: number, options: { cents?: boolean } = {}): string {
  return options.cents ? USD_CENTS.format(value) : USD_WHOLE.format(Math.round(value));
}

const USD_COMPACT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** From a million on, an amount is written compact ('$1.3M'); below, in whole dollars. */
export const USD_COMPACT_FROM = 1_000_000;

/**
 * Dollars without decimals, compact from a million (back-office spec section 2, a contact's
 * budget): '$450,000', '$1M', '$1.3M', '$2.5B'.
 */
export function formatUsdCompact(value: number): string {
  const whole = Math.round(value);
  return Math.abs(whole) >= USD_COMPACT_FROM ? USD_COMPACT.format(whole) : USD_WHOLE.format(whole);
}

/** A map marker's price tag, always compact: '$425K', '$1.3M'. */
export function formatPriceTag(value: number): string {
  return USD_COMPACT.format(Math.round(value));
}
