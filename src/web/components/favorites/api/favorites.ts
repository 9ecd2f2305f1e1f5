import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FavoritesResponse } from '../../../../contract/favorites';
import type { PropertySummary } from '../../../../contract/properties';
import { apiRequest, lazySchema } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { toast } from '../../ui/use-toast';
import { useFavoritesSession } from '../favorites-session';

// Every listing card's heart uses this module, so it is on the first view: the reply schemas
// (with zod) load with the first request instead (lib/api.ts).
const favoritesResponseSchema = lazySchema(() =>
  import('../../../../contract/favorites').then((m) => m.favoritesResponseSchema),
);
const favoriteStatusSchema = lazySchema(() =>
  import('../../../../contract/favorites').then((m) => m.favoriteStatusSchema),
);

/** GET /api/favorites: the signed-in user's saved listings, newest first. */
export const getFavorites = () => apiRequest('/api/favorites', { schema: favoritesResponseSchema });

export const addFavorite = (propertyId: number) =>
  apiRequest('/api/favorites', {
    method: 'POST',
    body: { propertyId },
    schema: favoriteStatusSchema,
  });

export const removeFavorite = (propertyId: number) =>
  apiRequest(`/api/favorites/${propertyId}`, { method: 'DELETE', schema: favoriteStatusSchema });

/** One cache entry per user, so a new login never shows the previous user's hearts. */
export const favoritesQueryKey = (userId: number) => ['favorites', userId] as const;

/** The favorites of a signed-in user; without one (null/undefined) nothing is requested. */
export const favoritesQueryOptions = (userId: number | null | undefined) =>
  queryOptions({
    queryKey: userId == null ? (['favorites', 'none'] as const) : favoritesQueryKey(userId),
    queryFn: userId == null ? skipToken : getFavorites,
  });

/** The one favorites query every heart and the /favorites page share. */
export function useFavorites() {
  const { userId } = useFavoritesSession();
  return useQuery(favoritesQueryOptions(userId));
}

/** Whether one listing is saved; the card re-renders only when its own answer changes. */
export function useIsFavorite(propertyId: number): boolean {
  const { userId } = useFavoritesSession();
  const { data } = useQuery({
    ...favoritesQueryOptions(userId),
    select: (favorites) => favorites.propertyIds.includes(propertyId),
  });
  return data ?? false;
}

export type FavoriteChange = { userId: number; propertyId: number; save: boolean };

/**
 * What a change undoes if the server refuses it: whether the listing was saved, and where it
 * stood (before which listing), so the undo keeps changes made to other listings meanwhile.
 */
type Undo = {
  wasSaved: boolean;
  nextId: number | null;
  property: PropertySummary | null;
  nextPropertyId: number | null;
};

/** The favorites after a change, and how to undo it; the lists are new arrays (no mutation). */
export function applyFavoriteChange(
  favorites: FavoritesResponse | undefined,
  { propertyId, save }: Pick<FavoriteChange, 'propertyId' | 'save'>,
): { next: FavoritesResponse; undo: Undo } {
  const current = favorites ?? { propertyIds: [], properties: [] };
  const idIndex = current.propertyIds.indexOf(propertyId);
  const propertyIndex = current.properties.findIndex((p) => p.id === propertyId);
  const undo: Undo = {
    wasSaved: idIndex >= 0,
    nextId: idIndex >= 0 ? (current.propertyIds[idIndex + 1] ?? null) : null,
    property: current.properties[propertyIndex] ?? null,
    nextPropertyId: current.properties[propertyIndex + 1]?.id ?? null,
  };
  const otherIds = current.propertyIds.filter((id) => id !== propertyId);
  if (save) {
    // the card itself arrives with the refetch that follows every change
    return { next: { ...current, propertyIds: [propertyId, ...otherIds] }, undo };
  }
  return {
    next: {
      propertyIds: otherIds,
      properties: current.properties.filter((p) => p.id !== propertyId),
    },
    undo,
  };
}

/** `list` with `item` put back before the entry whose key is `nextKey` (at the end without one). */
function insertBefore<T>(list: T[], item: T, nextKey: number | null, key: (t: T) => number): T[] {
  const at = nextKey === null ? -1 : list.findIndex((t) => key(t) === nextKey);
  return at < 0 ? [...list, item] : [...list.slice(0, at), item, ...list.slice(at)];
}

/** Puts a listing back where it stood before a change the server refused. */
export function undoFavoriteChange(
  favorites: FavoritesResponse | undefined,
  propertyId: number,
  undo: Undo,
): FavoritesResponse | undefined {
  if (!favorites) return favorites;
  let propertyIds = favorites.propertyIds.filter((id) => id !== propertyId);
  let properties = favorites.properties.filter((p) => p.id !== propertyId);
  if (undo.wasSaved) propertyIds = insertBefore(propertyIds, propertyId, undo.nextId, (id) => id);
  if (undo.property) {
    properties = insertBefore(properties, undo.property, undo.nextPropertyId, (p) => p.id);
  }
  return { propertyIds, properties };
}

function refresh(queryClient: QueryClient, userId: number) {
  return queryClient.invalidateQueries({ queryKey: favoritesQueryKey(userId) });
}

/**
 * Saves or removes a favorite. Every heart shows the change at once (optimistic); a refused
 * change is undone for that listing alone, so changes to other listings made meanwhile stay,
 * and the user is told why. The list is refetched after each change either way.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, save }: FavoriteChange) =>
      save ? addFavorite(propertyId) : removeFavorite(propertyId),
    onMutate: async (change) => {
      const key = favoritesQueryKey(change.userId);
      // a fetch still under way would overwrite the optimistic change with older data
      await queryClient.cancelQueries({ queryKey: key });
      const { next, undo } = applyFavoriteChange(queryClient.getQueryData(key), change);
      queryClient.setQueryData(key, next);
      return { undo };
    },
    onError: (error, change, context) => {
      if (context) {
        queryClient.setQueryData<FavoritesResponse>(favoritesQueryKey(change.userId), (current) =>
          undoFavoriteChange(current, change.propertyId, context.undo),
        );
      }
      toast({
        variant: 'destructive',
        title: change.save ? 'Could not save to favorites' : 'Could not remove from favorites',
        description: parseServerError(error).userMessage,
      });
    },
    onSettled: (_data, _error, change) => refresh(queryClient, change.userId),
  });
}
