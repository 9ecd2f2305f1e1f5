import { JUST_LISTED_DAYS } from './listing-search';
import { formatUsd, formatWholeNumber } from './number-format';

/**
 * Display rules of listing cards and pages (visitor spec sections 2, 4 and 5): whole-dollar
 * prices, 'Not Listed' for masked or missing values, the status badge style, new listings
 * and the photo allow-list.
 */

export const NOT_LISTED = 'Not Listed';
export const NO_PHOTO = 'No Photo Available';

/** '$650,000' (rounded to whole dollars); null when there is no price. */
export function formatPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return null;
  return formatUsd(price);
}

/** A bedroom or bathroom count: 'Not Listed' when missing or masked with asterisks. */
export function displayRoomCount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return NOT_LISTED;
  const text = String(value).trim();
  if (text === '' || text.includes('*')) return NOT_LISTED;
  return text;
}

// Made once: toLocaleString builds a new formatter per call, which cost about 150 ms (at 4x
// CPU slowdown) over the home page's cards.
const LISTING_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Square feet with separators ('1,850'), or 'Not Listed' when missing or masked. */
export function displaySquareFeet(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return NOT_LISTED;
  if (typeof value === 'string' && (value.includes('*') || value.trim() === '')) return NOT_LISTED;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return NOT_LISTED;
  return formatWholeNumber(n);
}

/** A listing on the market 7 days or less is highlighted as new. */
export function isNewListing(daysOnMarket: number | null | undefined): boolean {
  return typeof daysOnMarket === 'number' && daysOnMarket >= 0 && daysOnMarket <= JUST_LISTED_DAYS;
}

/** The badge style of a status on listing cards (spec section 4). */
export type CardBadgeStyle = 'primary' | 'success' | 'error' | 'outline';

/**
 * ACTIVE uses the primary badge, PENDING the success badge, REDUCED (or PRICE REDUCED) the
 * error badge, SOLD the outline style; any other status uses the primary style on cards.
 */
export function cardBadgeStyle(status: string): CardBadgeStyle {
  const s = status.trim().toUpperCase();
  if (s === 'PENDING') return 'success';
  if (s === 'REDUCED' || s === 'PRICE REDUCED') return 'error';
  if (s === 'SOLD') return 'outline';
  return 'primary';
}

/** The status as shown on a badge (REDUCED reads PRICE REDUCED). */
export function statusLabel(status: string): string {
  const s = status.trim().toUpperCase();
  return s === 'REDUCED' ? 'PRICE REDUCED' : s;
}

/** 'Auction (Starting $250,000)', or plain 'Auction' without a price. */
export function auctionText(price: number | null | undefined): string {
  const formatted = formatPrice(price);
  return formatted ? `Auction (Starting ${formatted})` : 'Auction';
}

/**
 * Whether a photo address comes from an allowed source: an origin such as
 * https://cdn.photos.sparkplatform.com (same scheme and host, any path), or a path prefix of
 * our own origin such as /mls-photos/ (the offline feed). Empty or 'placeholder' photos never pass.
 */
export function isAllowedPhotoUrl(url: string | null | undefined, sources: readonly string[]) {
  if (!url || url.toLowerCase().includes('placeholder')) return false;
  for (const source of sources) {
    if (source.startsWith('/')) {
      if (url.startsWith(source) && !url.startsWith('//') && !url.includes('..')) return true;
      continue;
    }
    try {
      if (new URL(url).origin === new URL(source).origin) return true;
    } catch {
      // not an absolute URL: only a path source can allow it
    }
  }
  return false;
}

/** The card's photo: the first photo when it comes from an allowed source, else null. */
export function cardPhoto(photos: readonly string[], sources: readonly string[]): string | null {
  const first = photos[0];
  return first && isAllowedPhotoUrl(first, sources) ? first : null;
}

/** '1 day' / '12 days' on the market. */
export function daysOnMarketText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * A listing date as 'Nov 22, 2026'. The feed's dates are calendar days (stored at UTC
 * midnight), so they are shown in UTC: in Arizona time they would read a day early.
 */
export function formatListingDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return LISTING_DAY.format(date);
}

/** What names a listing: its street address, or its MLS number when the feed withholds it. */
export function listingTitle(listing: { address: string; mlsNumber: string }): string {
  return listing.address || `MLS #${listing.mlsNumber}`;
}

/** 'Payson, AZ 85541': the line under a listing's title, leaving out what is unknown. */
export function listingPlace(listing: { city: string; state: string; zipCode: string }): string {
  return [listing.city, [listing.state, listing.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
