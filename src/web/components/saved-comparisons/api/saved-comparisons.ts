import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  deletedComparisonSchema,
  savedComparisonReplySchema,
  savedComparisonsReplySchema,
  sharedComparisonSchema,
  type SaveComparisonRequest,
} from '../../../../contract/saved-comparisons';
import { apiRequest } from '../../../lib/api';

/*
 * The signed-in visitor's saved comparisons (/api/comparisons), shared by the compare page
 * (save) and the favorites page (list, rename, delete), and a link's comparison
 * (/api/comparisons/shared/{shareId}) that /compare?saved= opens.
 */

/** One list per user, so a new login never shows the previous user's comparisons. */
export const savedComparisonKeys = {
  all: ['saved-comparisons'] as const,
  list: (userId: number) => [...savedComparisonKeys.all, 'list', userId] as const,
  shared: (shareId: string) => [...savedComparisonKeys.all, 'shared', shareId] as const,
};

/** GET /api/comparisons: the user's comparisons, newest first. */
export const getSavedComparisons = () =>
  apiRequest('/api/comparisons', { schema: savedComparisonsReplySchema });

/** The comparisons of a signed-in user; without one (null/undefined) nothing is requested. */
export const savedComparisonsQueryOptions = (userId: number | null | undefined) =>
  queryOptions({
    queryKey:
      userId == null
        ? ([...savedComparisonKeys.all, 'list', 'none'] as const)
        : savedComparisonKeys.list(userId),
    queryFn: userId == null ? skipToken : async () => (await getSavedComparisons()).comparisons,
  });

export function useSavedComparisons(userId: number | null | undefined) {
  return useQuery(savedComparisonsQueryOptions(userId));
}

/** GET /api/comparisons/shared/{shareId}: a link's name and listings. */
export const getSharedComparison = (shareId: string) =>
  apiRequest(`/api/comparisons/shared/${encodeURIComponent(shareId)}`, {
    schema: sharedComparisonSchema,
  });

export const sharedComparisonQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: savedComparisonKeys.shared(shareId),
    queryFn: () => getSharedComparison(shareId),
  });

/** The comparison a link names; nothing is asked without one. */
export function useSharedComparison(shareId: string | null) {
  return useQuery(
    shareId === null
      ? { queryKey: savedComparisonKeys.shared(''), queryFn: skipToken }
      : sharedComparisonQueryOptions(shareId),
  );
}

export const saveComparison = (request: SaveComparisonRequest) =>
  apiRequest('/api/comparisons', {
    method: 'POST',
    body: request,
    schema: savedComparisonReplySchema,
  });

export const renameComparison = (id: number, name: string) =>
  apiRequest(`/api/comparisons/${id}`, {
    method: 'PATCH',
    body: { name },
    schema: savedComparisonReplySchema,
  });

export const deleteComparison = (id: number) =>
  apiRequest(`/api/comparisons/${id}`, { method: 'DELETE', schema: deletedComparisonSchema });

/**
 * Every change asks the list again, and drops the links' cached names: a renamed or deleted
 * comparison must not show its old name when its link is opened in this tab.
 */
function useRefresh(userId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: savedComparisonKeys.list(userId) }),
      client.removeQueries({ queryKey: [...savedComparisonKeys.all, 'shared'] }),
    ]);
}

/** Saves the selection under a name (the caller shows the outcome). */
export function useSaveComparison(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({ mutationFn: saveComparison, onSuccess: refresh });
}

export function useRenameComparison(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameComparison(id, name),
    onSuccess: refresh,
  });
}

export function useDeleteComparison(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({ mutationFn: deleteComparison, onSuccess: refresh });
}
