import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest, lazySchema } from '../../../lib/api';
import { userQueryOptions } from './get-user';

// The header's sign-out is on every first view; its reply schema loads when it is used.
const messageResponseSchema = lazySchema(() =>
  import('../../../../contract/auth').then((m) => m.messageResponseSchema),
);

export const logout = () =>
  apiRequest('/api/logout', { method: 'POST', schema: messageResponseSchema });

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      navigate('/');
    },
    // A full page load of GET /api/logout still ends the session and lands on /auth.
    onError: () => {
      window.location.assign('/api/logout');
    },
  });
}
