import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  deletedSavedSearchSchema,
  savedSearchReplySchema,
  savedSearchesReplySchema,
  type CreateSavedSearchRequest,
  type UpdateSavedSearchRequest,
} from '../../../../contract/saved-searches';
import { apiRequest } from '../../../lib/api';

/*
 * The signed-in visitor's saved searches (/api/saved-searches), shared by the home page (Save
 * this search) and /saved-searches (list, change, run, delete).
 */

/** One list per user, so a new login never shows the previous user's searches. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (userId: number) => [...savedSearchKeys.all, 'list', userId] as const,
};

/** GET /api/saved-searches: the user's searches, newest first. */
export const getSavedSearches = () =>
  apiRequest('/api/saved-searches', { schema: savedSearchesReplySchema });

/** The searches of a signed-in user; without one (null/undefined) nothing is requested. */
export const savedSearchesQueryOptions = (userId: number | null | undefined) =>
  queryOptions({
    queryKey:
      userId == null
        ? ([...savedSearchKeys.all, 'list', 'none'] as const)
        : savedSearchKeys.list(userId),
    queryFn: userId == null ? skipToken : async () => (await getSavedSearches()).savedSearches,
  });

export function useSavedSearches(userId: number | null | undefined) {
  return useQuery(savedSearchesQueryOptions(userId));
}

export const createSavedSearch = (request: CreateSavedSearchRequest) =>
  apiRequest('/api/saved-searches', {
    method: 'POST',
    body: request,
    schema: savedSearchReplySchema,
  });

export const updateSavedSearch = (id: number, changes: UpdateSavedSearchRequest) =>
  apiRequest(`/api/saved-searches/${id}`, {
    method: 'PATCH',
    body: changes,
    schema: savedSearchReplySchema,
  });

export const deleteSavedSearch = (id: number) =>
  apiRequest(`/api/saved-searches/${id}`, { method: 'DELETE', schema: deletedSavedSearchSchema });

/** Every change asks the user's list again. */
function useRefresh(userId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: savedSearchKeys.list(userId) });
}

/** Saves a search under a name (the caller shows the outcome). */
export function useCreateSavedSearch(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({ mutationFn: createSavedSearch, onSuccess: refresh });
}

/** Renames it, changes its frequency or its search. */
export function useUpdateSavedSearch(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateSavedSearchRequest }) =>
      updateSavedSearch(id, changes),
    onSuccess: refresh,
  });
}

export function useDeleteSavedSearch(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({ mutationFn: deleteSavedSearch, onSuccess: refresh });
}
