import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUsersReplySchema } from '../../../../contract/admin-settings';
import { apiRequest } from '../../../lib/api';
import { settingsAuditKeys } from './settings-audit';

/** GET /api/admin/users: the admins (accounts flagged isAdmin, and ADMIN_EMAILS entries). */
export const getAdminUsers = () =>
  apiRequest('/api/admin/users', { schema: adminUsersReplySchema });

export const adminUsersKeys = { all: ['admin', 'users'] as const };

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: adminUsersKeys.all, queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

/** POST /api/admin/users: makes an existing account (by username or e-mail) an admin. */
export const addAdmin = (identifier: string) =>
  apiRequest('/api/admin/users', {
    method: 'POST',
    body: { identifier },
    schema: adminUsersReplySchema,
  });

/** DELETE /api/admin/users/{id}: never yourself, the last admin, or an ADMIN_EMAILS entry. */
export const removeAdmin = (id: number) =>
  apiRequest(`/api/admin/users/${id}`, { method: 'DELETE', schema: adminUsersReplySchema });

function useAdminUsersMutation<T>(mutationFn: (input: T) => ReturnType<typeof getAdminUsers>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      client.setQueryData(adminUsersKeys.all, reply);
      await client.invalidateQueries({ queryKey: settingsAuditKeys.all });
    },
  });
}

export const useAddAdmin = () => useAdminUsersMutation(addAdmin);
export const useRemoveAdmin = () => useAdminUsersMutation(removeAdmin);
