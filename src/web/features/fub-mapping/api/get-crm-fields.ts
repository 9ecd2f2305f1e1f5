import { queryOptions, useQuery } from '@tanstack/react-query';
import { crmCustomFieldsReplySchema } from '../../../../contract/bfr';
import { apiRequest } from '../../../lib/api';
import { fubMappingKeys } from './fub-mapping-keys';

/** GET /api/admin/fub/fields: the custom fields of the CRM that is on (id, name, label, type). */
export const getCrmFields = () =>
  apiRequest('/api/admin/fub/fields', { schema: crmCustomFieldsReplySchema });

export const crmFieldsQueryOptions = () =>
  queryOptions({ queryKey: fubMappingKeys.fields(), queryFn: getCrmFields });

/** The CRM's custom fields, the options of every row. */
export function useCrmFields() {
  return useQuery(crmFieldsQueryOptions());
}
