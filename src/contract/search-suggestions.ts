import { z } from 'zod';
import { text } from './primitives';

/*
 * GET /api/search/suggestions?q=… (issue 40): what the search box offers as a visitor types.
 * Towns, ZIP codes, streets and subdivisions of the active listings, each with how many
 * there are, and the MLS numbers that start with the digits typed.
 */

/** The kinds in the order the list shows them. */
export const SUGGESTION_KINDS = ['town', 'zip', 'street', 'subdivision', 'mls'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The kinds kept in the server's search_terms table (an MLS number is read from the listing). */
export type SearchTermKind = Exclude<SuggestionKind, 'mls'>;

/** At most this many suggestions of each kind. */
export const SUGGESTION_LIMITS: Readonly<Record<SuggestionKind, number>> = {
  town: 3,
  zip: 3,
  street: 5,
  subdivision: 3,
  mls: 3,
};

/** The longest text suggestions are asked for (the box's own limit is longer). */
export const SUGGESTION_TEXT_MAX = 80;
export const SUGGESTION_TEXT_EMPTY = 'Type at least one character';
export const SUGGESTION_TEXT_TOO_LONG = `Type at most ${SUGGESTION_TEXT_MAX} characters`;

export const searchSuggestionsQuerySchema = z.object({
  q: text({
    error: SUGGESTION_TEXT_EMPTY,
    max: SUGGESTION_TEXT_MAX,
    maxMessage: SUGGESTION_TEXT_TOO_LONG,
  }).min(1, SUGGESTION_TEXT_EMPTY),
});
export type SearchSuggestionsQuery = z.output<typeof searchSuggestionsQuerySchema>;

/**
 * One suggestion: its label as the box shows it ('Payson', '85541', 'Fossil Creek Rd',
 * 'MLS #6901651 · 2314 Woodland Ct, Payson'), its town (a street's, a subdivision's, an MLS
 * number's; null for a town or a ZIP code), how many active listings it finds, and the
 * listing of an MLS number.
 */
export const searchSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  label: z.string(),
  city: z.string().nullable(),
  count: z.number().int(),
  listingId: z.number().int().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** The suggestions in the list's order: towns, ZIP codes, streets, subdivisions, MLS numbers. */
export const searchSuggestionsReplySchema = z.object({
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchSuggestionsReply = z.infer<typeof searchSuggestionsReplySchema>;
