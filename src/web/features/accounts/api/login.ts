import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type LoginRequest } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';
import { userQueryOptions } from './get-user';

export const login = (body: LoginRequest) =>
  apiRequest('/api/login', { method: 'POST', body, schema: userSchema });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
    },
  });
}
