import type { FavoriteStatus, FavoritesResponse } from '../../../contract/favorites';
import type { PropertySummary } from '../../../contract/properties';
import type { Database } from '../../db/connect';
import { AppError, notFound } from '../../http/errors';
import { presentSummary } from '../listings/presenter';
import { findListingSummaries, isDisplayableListing } from '../listings/read-store';
import { PROPERTY_NOT_FOUND } from '../listings/service';
import { listFavoriteIds, removeFavorite, saveFavorite } from './store';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** Said to a session without an account row (development test mode) that tries to save. */
export const FAVORITES_NEED_ACCOUNT = 'Log in with your account to save favorites';

/** The constraint of a Postgres foreign-key violation, or null for any other error. */
function foreignKeyViolation(error: unknown): string | null {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const source = e?.code === '23503' ? e : e?.cause?.code === '23503' ? e.cause : null;
  return source ? (source.constraint ?? 'unknown') : null;
}

/** The signed-in visitor's saved listings; every call is scoped to the one user it is given. */
export function createFavoritesService(
  db: Database,
  hooks: {
    /** A listing was newly saved (visitor activity for the team's CRM); never blocks the save. */
    onSaved?: (
      visitor: { userId: number; rememberedContactId: number | null },
      propertyId: number,
    ) => Promise<void>;
  } = {},
) {
  return {
    async list(userId: number): Promise<FavoritesResponse> {
      const propertyIds = await listFavoriteIds(db, userId);
      // a listing the feed has withheld since stays a saved id, without a card
      const shown = new Map((await findListingSummaries(db, propertyIds)).map((r) => [r.id, r]));
      const properties: PropertySummary[] = propertyIds
        .flatMap((id) => shown.get(id) ?? [])
        .map(presentSummary);
      return { propertyIds, properties };
    },

    /** Saves a displayable listing (saving it again is a no-op); `created` is false then. */
    async add(
      userId: number,
      propertyId: number,
      /** The browser's form contact (visitor activity), when it has one. */
      context: { rememberedContactId: number | null } = { rememberedContactId: null },
    ): Promise<{ status: FavoriteStatus; created: boolean }> {
      if (!(await isDisplayableListing(db, propertyId))) throw notFound(PROPERTY_NOT_FOUND);
      let added: boolean;
      try {
        added = await saveFavorite(db, userId, propertyId);
      } catch (error) {
        // The listing left the feed (or the user was deleted) between the check and the
        // insert; a test-mode session has no user row at all.
        const constraint = foreignKeyViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('property_id')) throw notFound(PROPERTY_NOT_FOUND);
        throw new AppError('FORBIDDEN', FAVORITES_NEED_ACCOUNT);
      }
      if (added && hooks.onSaved) {
        // the visitor's save is done; the CRM hears of it on the side
        hooks
          .onSaved({ userId, rememberedContactId: context.rememberedContactId }, propertyId)
          .catch(() => undefined);
      }
      return { status: { propertyId, isFavorite: true }, created: added };
    },

    /** Removing a listing that is not a favorite (any more) succeeds too: the end state is the same. */
    async remove(userId: number, propertyId: number): Promise<FavoriteStatus> {
      await removeFavorite(db, userId, propertyId);
      return { propertyId, isFavorite: false };
    },
  };
}
