import { useMutation } from '@tanstack/react-query';
import { webhookTestReplySchema } from '../../../../contract/bfr';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';

/** POST /api/admin/bfr/webhook-test: a signed test delivery to our own webhook. */
export const testWebhook = () =>
  apiRequest('/api/admin/bfr/webhook-test', { method: 'POST', schema: webhookTestReplySchema });

/**
 * Tests the webhook: 'Webhook Test Successful' or 'Webhook Test Failed' with the server's
 * message; a call that fails (no answer, or an HTTP error) is 'Error' / 'Failed to test webhook'.
 */
export function useTestWebhook() {
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: ({ success, message }) => {
      toast(
        success
          ? { title: TEXT.webhookTestSuccess, description: message }
          : { variant: 'destructive', title: TEXT.webhookTestFailed, description: message },
      );
    },
    onError: () => {
      toast({ variant: 'destructive', title: TEXT.error, description: TEXT.webhookTestError });
    },
  });
}
