import { z } from 'zod';
import {
  SAVED_SEARCH_FREQUENCY_VALUES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_PARAMS,
  SAVED_SEARCH_TEXT as TEXT,
  toSavedQuery,
  DEFAULT_SAVED_SEARCH_FREQUENCY,
} from '../core/saved-searches';
import { SEARCH_FIELDS, type FilterField } from '../core/search-fields';
import { idParam, text } from './primitives';
import { propertySearchQuerySchema } from './property-search';

/*
 * Saved searches (issue 23, decision 023): the signed-in visitor's own,
 * GET/POST /api/saved-searches and PATCH/DELETE /api/saved-searches/{id}.
 */

/** A search's name: required, trimmed, at most SAVED_SEARCH_NAME_MAX characters. */
export const savedSearchNameSchema = text({
  error: TEXT.nameRequired,
  max: SAVED_SEARCH_NAME_MAX,
  maxMessage: TEXT.nameTooLong,
}).min(1, TEXT.nameRequired);

export const savedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCY_VALUES, {
  error: TEXT.frequencyInvalid,
});

const isListParam = (name: string) =>
  name in SEARCH_FIELDS && SEARCH_FIELDS[name as FilterField].kind === 'enum-list';
const labelOf = (name: string) =>
  name in SEARCH_FIELDS ? SEARCH_FIELDS[name as FilterField].label : 'Status';

/** The most values one parameter carries (a list filter's values, each at most once). */
const MAX_VALUES = 20;

/**
 * The search, as the query parameters of GET /api/properties without page and limit: checked
 * with the same schema as that call, so a saved search always runs, each refusal under its
 * parameter (`query.minPrice`). What is kept is the search as that schema reads it, written
 * back as query text in address order (`toSavedQuery`): '0300000' is kept as '300000', the
 * form's 'All Home Types' and a switch that is off are left out, the status is upper case.
 */
export const savedSearchQuerySchema = z
  .record(
    z.string(),
    z.union([z.string(), z.array(z.string()).max(MAX_VALUES)], { error: TEXT.queryInvalid }),
    { error: TEXT.queryInvalid },
  )
  .superRefine((query, ctx) => {
    const unknown = Object.keys(query).find((name) => !SAVED_SEARCH_PARAMS.includes(name));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: TEXT.notAFilter(unknown) });
      return;
    }
    // a repeated parameter where the search takes one value: said in words, not zod's
    const repeated = Object.keys(query).filter(
      (name) => Array.isArray(query[name]) && !isListParam(name),
    );
    for (const name of repeated) {
      ctx.addIssue({ code: 'custom', path: [name], message: TEXT.oneValue(labelOf(name)) });
    }
    if (repeated.length > 0) return;
    const parsed = propertySearchQuerySchema.safeParse(query);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .transform((query) => {
    const {
      page: _page,
      limit: _limit,
      sort: _sort,
      payson: _payson,
      ...search
    } = propertySearchQuerySchema.parse(query);
    return toSavedQuery(search);
  });
export type SavedSearchQueryInput = z.input<typeof savedSearchQuerySchema>;

/** POST /api/saved-searches: the frequency is daily unless given. */
export const createSavedSearchRequestSchema = z.object({
  name: savedSearchNameSchema,
  frequency: savedSearchFrequencySchema.default(DEFAULT_SAVED_SEARCH_FREQUENCY),
  query: savedSearchQuerySchema,
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

/** PATCH /api/saved-searches/{id}: any of the three, at least one. */
export const updateSavedSearchRequestSchema = z
  .object({
    name: savedSearchNameSchema.optional(),
    frequency: savedSearchFrequencySchema.optional(),
    query: savedSearchQuerySchema.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.frequency !== undefined || body.query !== undefined,
    TEXT.nothingToChange,
  );
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequestSchema>;

/** /api/saved-searches/{id}. */
export const savedSearchParamsSchema = z.object({ id: idParam('Invalid saved search ID') });

/** A saved search as its owner sees it. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: savedSearchFrequencySchema,
  /** The search: GET /api/properties's query parameters (no page or limit). */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** Its filters in a few words ("Payson · $300,000–$500,000 · 3+ beds"). */
  summary: z.string(),
  createdAt: z.string(),
  /** When its last alert was e-mailed; null before the first. */
  lastSentAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchReplySchema = z.object({ savedSearch: savedSearchSchema });
export const savedSearchesReplySchema = z.object({ savedSearches: z.array(savedSearchSchema) });

/** DELETE /api/saved-searches/{id}: the search is gone. */
export const deletedSavedSearchSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
});
