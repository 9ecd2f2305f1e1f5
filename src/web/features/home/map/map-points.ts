import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mapSearchResponseSchema, type MapSearchResponse } from '../../../../contract/map-search';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import { searchQueryString } from '../../../../core/search-fields';
import { apiRequest } from '../../../lib/api';

/** GET /api/properties/map: every match's [id, latitude, longitude, price]. */
export type MapPointsReply = MapSearchResponse;

export const mapPointsQueryOptions = (filters: PropertySearchFilters) =>
  queryOptions({
    queryKey: ['map-points', filters],
    queryFn: () =>
      apiRequest(`/api/properties/map?${searchQueryString(filters)}`, {
        schema: mapSearchResponseSchema,
      }),
    // the markers of the last search stay while the next ones load
    placeholderData: keepPreviousData,
  });

/** The markers of a search (only while the map is shown). */
export function useMapPoints(filters: PropertySearchFilters) {
  return useQuery(mapPointsQueryOptions(filters));
}
