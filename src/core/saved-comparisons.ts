import { PAGES } from './page-routes';

/**
 * Saved comparisons (issue 27; back-office spec `property_comparisons`): a named selection of 2
 * to 4 listings from /compare, kept with a visitor's account or saved by staff for a CRM
 * contact, and opened again at /compare?saved={shareId} (decision 018).
 */

/** The longest name: enough for "Pine cabins under $400k for the Millers", short enough for a card. */
export const COMPARISON_NAME_MAX = 80;

/** How many comparisons one owner (a visitor, or a contact) keeps at most. */
export const MAX_SAVED_COMPARISONS = 50;

/** The query parameter of /compare that opens a saved comparison by its link id. */
export const SAVED_COMPARISON_PARAM = 'saved';

/**
 * The text of a comparison's link id: at least 128 random bits in base64url (the server makes
 * 144 bits, 24 characters); anything else names no comparison and is not asked for.
 */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22,50}$/;

/** Whether a URL part can be a comparison's link id. */
export function isShareId(text: string | null | undefined): text is string {
  return typeof text === 'string' && SHARE_ID_PATTERN.test(text);
}

/** The page of a saved comparison: /compare?saved={shareId}. */
export function savedComparisonHref(shareId: string): string {
  return `${PAGES.compare}?${SAVED_COMPARISON_PARAM}=${encodeURIComponent(shareId)}`;
}

/** The texts of saved comparisons, shared by the screens, the API and their tests. */
export const SAVED_COMPARISON_TEXT = {
  nameRequired: 'Enter a name for this comparison',
  nameTooLong: `Use at most ${COMPARISON_NAME_MAX} characters`,
  nameTaken: (name: string) => `You already have a comparison named "${name}"`,
  contactNameTaken: (name: string) => `This contact already has a comparison named "${name}"`,
  tooMany: `You can keep up to ${MAX_SAVED_COMPARISONS} saved comparisons. Delete one to save another.`,
  contactTooMany: `A contact can have up to ${MAX_SAVED_COMPARISONS} saved comparisons. Delete one to save another.`,
  notFound: 'Comparison not found',
  listingGone: (id: number) => `Property ${id} is no longer available`,
  unavailable: 'No longer available',
  unavailableHint: 'This listing has sold, left the market or may no longer be shown.',
  saved: 'Comparison saved',
  renamed: 'Comparison renamed',
  deleted: 'Comparison deleted',
} as const;

/** The note written to a contact's CRM record with the link (staff's "send its link"). */
export function comparisonNoteBody(
  comparison: { name: string; propertyCount: number; url: string },
  message?: string,
): string {
  const count = `${comparison.propertyCount} ${comparison.propertyCount === 1 ? 'property' : 'properties'}`;
  const lines = [`Saved comparison "${comparison.name}" (${count}): ${comparison.url}`];
  if (message) lines.push('', message);
  return lines.join('\n');
}

export const COMPARISON_NOTE_SUBJECT = 'Property comparison';
