/**
 * What a listing id in a URL is (/property/{id}, /compare?ids=, ?property=, the comparison
 * pages): the listing's positive 32-bit integer key, written without a sign or leading zero,
 * so every page and the API refuse the same texts (DESIGN.md: 'Invalid property ID' is for
 * non-numbers).
 */

/** The text of a listing id (the API's schema shows it as the parameter's pattern). */
export const LISTING_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The largest listing id: the database column is a 32-bit integer. */
export const MAX_LISTING_ID = 2_147_483_647;

/** The listing id a URL part names, or null when it names none. */
export function parseListingId(text: string | null | undefined): number | null {
  if (!text || !LISTING_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_LISTING_ID ? id : null;
}

/** Whether a URL part is a listing id (the API accepts it, so asking for it is no wasted call). */
export function isListingId(text: string | null | undefined): boolean {
  return parseListingId(text) !== null;
}
