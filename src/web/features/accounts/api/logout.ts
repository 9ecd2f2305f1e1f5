import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { messageResponseSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';
import { userQueryOptions } from './get-user';

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
