import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type RegisterRequest } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';
import { userQueryOptions } from './get-user';

export const registerAccount = (body: RegisterRequest) =>
  apiRequest('/api/register', { method: 'POST', body, schema: userSchema });

/** Creates the account; the server signs the new user in, so the session cache is filled too. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
    },
  });
}
