import { z } from 'zod';
import { intValue } from './primitives';
import { propertyIdParamsSchema, propertySummarySchema } from './properties';

/*
 * Favorites of the signed-in visitor (issue 7; back-office spec `favorite_properties`):
 * GET /api/favorites, POST /api/favorites, DELETE /api/favorites/{propertyId}.
 */

const INVALID_ID = 'Invalid property ID';

/** POST /api/favorites: saving a listing that is already saved changes nothing. */
export const addFavoriteRequestSchema = z.object({
  propertyId: intValue(INVALID_ID, { min: 1 }),
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

/** DELETE /api/favorites/{propertyId}: the same id rules as /api/properties/{id}. */
export const favoriteParamsSchema = z.object({
  propertyId: propertyIdParamsSchema.shape.id,
});

/** GET /api/favorites, newest saved first. */
export const favoritesResponseSchema = z.object({
  /** Every listing the user saved: what the hearts show. */
  propertyIds: z.array(z.number().int()),
  /** The saved listings the site may still show, as cards (a listing the feed withdrew is left out). */
  properties: z.array(propertySummarySchema),
});
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** The reply of POST and DELETE: where the listing stands now. */
export const favoriteStatusSchema = z.object({
  propertyId: z.number().int(),
  isFavorite: z.boolean(),
});
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;
