import { queryOptions, useQuery } from '@tanstack/react-query';
import { fieldMappingsReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { fubMappingKeys } from './fub-mapping-keys';

/** GET /api/admin/fub/mappings: mapping code → CRM field name (unmapped codes absent). */
export const getFieldMappings = () =>
  apiRequest('/api/admin/fub/mappings', { schema: fieldMappingsReplySchema });

export const fieldMappingsQueryOptions = () =>
  queryOptions({ queryKey: fubMappingKeys.mappings(), queryFn: getFieldMappings });

/** The saved mapping, what each row shows until the admin changes it. */
export function useFieldMappings() {
  return useQuery(fieldMappingsQueryOptions());
}
