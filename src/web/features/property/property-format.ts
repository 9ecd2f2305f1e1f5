import { NOT_LISTED } from '../../../core/listing-display';

/** Display helpers of the property page (the shared rules are in core/listing-display). */

const DAY_UTC = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_ARIZONA = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Phoenix',
});
const MOMENT_ARIZONA = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Phoenix',
});

/**
 * A calendar day as 'Oct 12, 2026'. The feed's dates (OnMarketDate) are days, stored as UTC
 * midnight: read in Arizona time they would show the day before, so they are read as days.
 */
export function formatDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso) || /T00:00(:00(\.0+)?)?(Z|\+00:00)$/.test(iso);
  return (dayOnly ? DAY_UTC : DAY_ARIZONA).format(date);
}

/** A moment as 'Nov 22, 2026, 3:04 PM' in Arizona time (the listings' time zone). */
export function formatMoment(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : MOMENT_ARIZONA.format(date);
}

/** A Google Maps search (the Street View button, the map's fallback link). */
export function googleMapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** '1.66 acres (72,310 sq ft)', '0.25 acres', '7,797 sq ft' or Not Listed. */
export function lotSizeText(acres: number | null, squareFeet: number | null): string {
  const sqft =
    squareFeet && squareFeet > 0 ? `${Math.round(squareFeet).toLocaleString('en-US')} sq ft` : null;
  if (acres && acres > 0) {
    const a = `${acres.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${acres === 1 ? 'acre' : 'acres'}`;
    return sqft ? `${a} (${sqft})` : a;
  }
  return sqft ?? NOT_LISTED;
}

/** 'PatioAndPorch' -> 'Patio and Porch', 'EnergySaving' -> 'Energy Saving'. */
export function featureGroupLabel(group: string): string {
  return group
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\bAnd\b/g, 'and')
    .trim();
}

/** The value, or Not Listed when the feed has none. */
export function orNotListed(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_LISTED;
  const text = String(value).trim();
  return text === '' || text.includes('*') ? NOT_LISTED : text;
}
