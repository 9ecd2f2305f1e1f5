import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletedShowingRouteSchema,
  showingListingReplySchema,
  showingRouteReplySchema,
  showingRoutesReplySchema,
  type CreateShowingRouteRequest,
  type UpdateShowingRouteRequest,
} from '../../../../contract/showings';
import { apiRequest } from '../../../lib/api';

const BASE = '/api/admin/showing-routes';

export const getShowingRoutes = () => apiRequest(BASE, { schema: showingRoutesReplySchema });
export const getShowingRoute = (id: number) =>
  apiRequest(`${BASE}/${id}`, { schema: showingRouteReplySchema });
export const findShowingListing = (mlsNumber: string) =>
  apiRequest(`${BASE}/listing?${new URLSearchParams({ mlsNumber })}`, {
    schema: showingListingReplySchema,
  });

export const showingKeys = {
  all: ['admin', 'showing-routes'] as const,
  list: () => [...showingKeys.all, 'list'] as const,
  one: (id: number) => [...showingKeys.all, 'one', id] as const,
};

export const showingRoutesQueryOptions = () =>
  queryOptions({ queryKey: showingKeys.list(), queryFn: getShowingRoutes });

/** The team's saved routes, newest first. */
export function useShowingRoutes() {
  return useQuery(showingRoutesQueryOptions());
}

/** One saved route with its stops' cards (null: none open). */
export function useShowingRoute(id: number | null) {
  return useQuery({
    queryKey: showingKeys.one(id ?? 0),
    queryFn: () => getShowingRoute(id!),
    enabled: id !== null,
  });
}

/** Plans and saves a route; the list is asked again. */
export function useCreateShowingRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShowingRouteRequest) =>
      apiRequest(BASE, { method: 'POST', body, schema: showingRouteReplySchema }),
    onSuccess: ({ route }) => {
      client.setQueryData(showingKeys.one(route.id), { route });
      void client.invalidateQueries({ queryKey: showingKeys.list() });
    },
  });
}

/** Renames a route, or changes its client, minutes, start or order. */
export function useUpdateShowingRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateShowingRouteRequest & { id: number }) =>
      apiRequest(`${BASE}/${id}`, { method: 'PATCH', body, schema: showingRouteReplySchema }),
    onSuccess: ({ route }) => {
      client.setQueryData(showingKeys.one(route.id), { route });
      void client.invalidateQueries({ queryKey: showingKeys.list() });
    },
  });
}

export function useDeleteShowingRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${BASE}/${id}`, { method: 'DELETE', schema: deletedShowingRouteSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: showingKeys.list() }),
  });
}
