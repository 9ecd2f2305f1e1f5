import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordRequest } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiRequest('/api/forgot-password', { method: 'POST', body, schema: messageResponseSchema });

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
