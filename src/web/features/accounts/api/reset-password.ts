import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordRequest } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('/api/reset-password', { method: 'POST', body, schema: messageResponseSchema });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
