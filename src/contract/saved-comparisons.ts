import { z } from 'zod';
import { COMPARE_IDS_MESSAGE, MAX_COMPARE, MIN_COMPARE } from '../core/compare-listings';
import {
  COMPARISON_NAME_MAX,
  SAVED_COMPARISON_TEXT,
  SHARE_ID_PATTERN,
} from '../core/saved-comparisons';
import { crmNoteSchema } from './crm';
import { idParam, intValue, text } from './primitives';
import { propertySummarySchema } from './properties';

/*
 * Saved comparisons (issue 27, decision 018):
 * - the owner's: GET/POST /api/comparisons, GET/PATCH/DELETE /api/comparisons/{id};
 * - a link's: GET /api/comparisons/shared/{shareId} (name and listings only);
 * - staff's, for a CRM contact: GET/POST /api/contacts/{id}/comparisons,
 *   DELETE /api/contacts/{id}/comparisons/{comparisonId} and
 *   POST /api/contacts/{id}/comparisons/{comparisonId}/note (the link in a CRM note).
 */

const INVALID_PROPERTY_ID = 'Invalid property ID';
const INVALID_LINK = 'Invalid comparison link';

/** A comparison's name: required, trimmed, at most COMPARISON_NAME_MAX characters. */
export const comparisonNameSchema = text({
  error: SAVED_COMPARISON_TEXT.nameRequired,
  max: COMPARISON_NAME_MAX,
  maxMessage: SAVED_COMPARISON_TEXT.nameTooLong,
}).min(1, SAVED_COMPARISON_TEXT.nameRequired);

/** The compared listings, in their column order: 2 to 4 distinct listing ids. */
export const comparisonPropertyIdsSchema = z
  .array(intValue(INVALID_PROPERTY_ID, { min: 1 }), { error: COMPARE_IDS_MESSAGE })
  .min(MIN_COMPARE, COMPARE_IDS_MESSAGE)
  .max(MAX_COMPARE, COMPARE_IDS_MESSAGE)
  .refine((ids) => new Set(ids).size === ids.length, 'Each property can be compared once');

/** POST /api/comparisons and POST /api/contacts/{id}/comparisons. */
export const saveComparisonRequestSchema = z.object({
  name: comparisonNameSchema,
  propertyIds: comparisonPropertyIdsSchema,
});
export type SaveComparisonRequest = z.input<typeof saveComparisonRequestSchema>;

/** PATCH /api/comparisons/{id}: a new name. */
export const renameComparisonRequestSchema = z.object({ name: comparisonNameSchema });
export type RenameComparisonRequest = z.input<typeof renameComparisonRequestSchema>;

/** /api/comparisons/{id}: the comparison's own id (its owner's calls only). */
export const comparisonParamsSchema = z.object({ id: idParam('Invalid comparison ID') });

/** /api/comparisons/shared/{shareId}. */
export const shareIdParamsSchema = z.object({
  shareId: text({ max: 50, maxMessage: INVALID_LINK }).regex(SHARE_ID_PATTERN, INVALID_LINK),
});

/** /api/contacts/{id}/comparisons/{comparisonId}. */
export const contactComparisonParamsSchema = z.object({
  id: idParam('Invalid contact ID'),
  comparisonId: idParam('Invalid comparison ID'),
});

/**
 * One compared listing: `available` false when the site may no longer show it (it left the
 * feed, or the feed withdrew its display permission); its card only while it is available.
 */
export const comparedListingSchema = z.object({
  id: z.number().int(),
  available: z.boolean(),
  property: propertySummarySchema.nullable(),
});
export type ComparedListingEntry = z.infer<typeof comparedListingSchema>;

/** A saved comparison as its owner (or staff, for a contact) sees it. */
export const savedComparisonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  propertyIds: z.array(z.number().int()),
  listings: z.array(comparedListingSchema),
  /** The random id of its link (/compare?saved={shareId}). */
  shareId: z.string(),
  /** The absolute address of its link. */
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedComparison = z.infer<typeof savedComparisonSchema>;

export const savedComparisonReplySchema = z.object({ comparison: savedComparisonSchema });
export const savedComparisonsReplySchema = z.object({
  comparisons: z.array(savedComparisonSchema),
});
export type SavedComparisonsReply = z.infer<typeof savedComparisonsReplySchema>;

/** A contact's comparison on their page: who saved it, too. */
export const contactComparisonSchema = savedComparisonSchema.extend({
  contactId: z.number().int(),
  createdBy: z.string().nullable(),
});
export type ContactComparison = z.infer<typeof contactComparisonSchema>;
export const contactComparisonReplySchema = z.object({ comparison: contactComparisonSchema });
export const contactComparisonsReplySchema = z.object({
  comparisons: z.array(contactComparisonSchema),
});

/**
 * GET /api/comparisons/shared/{shareId}: what a link shows to whoever holds it, the name and
 * the listings (which ones are still available); never the owner, the contact or the dates.
 */
export const sharedComparisonSchema = z.object({
  name: z.string(),
  listings: z.array(comparedListingSchema.pick({ id: true, available: true })),
});
export type SharedComparison = z.infer<typeof sharedComparisonSchema>;

/** DELETE replies: the comparison is gone. */
export const deletedComparisonSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** POST /api/contacts/{id}/comparisons/{comparisonId}/note: an optional line for the team. */
export const comparisonNoteRequestSchema = z.object({
  message: text({ max: 2_000 }).optional(),
});
export type ComparisonNoteRequest = z.input<typeof comparisonNoteRequestSchema>;
export const comparisonNoteReplySchema = z.object({ note: crmNoteSchema });
