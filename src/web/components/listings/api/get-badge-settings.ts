import { queryOptions, useQuery } from '@tanstack/react-query';
import { badgeSettingsResponseSchema } from '../../../../contract/properties';
import { apiRequest } from '../../../lib/api';

/** GET /api/badge-settings: the admin's badge styling for listing cards and pages. */
export const getBadgeSettings = () =>
  apiRequest('/api/badge-settings', { schema: badgeSettingsResponseSchema });

export const badgeSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['badge-settings'], queryFn: getBadgeSettings });

/** Cards fall back to the default colours while this loads or when it fails. */
export function useBadgeSettings() {
  return useQuery(badgeSettingsQueryOptions());
}
