import { useMutation } from '@tanstack/react-query';
import { destinationTestReplySchema } from '../../../../contract/operations';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { GOOGLE_DESTINATIONS_TEXT as TEXT } from '../google-destinations-text';

/** The page whose saved destination a test goes to. */
export type TestPage = 'google-sheets' | 'google-forms';

/** POST /api/admin/google-sheets/test or /api/admin/google-forms/test: a marked test lead, now. */
export const sendDestinationTest = (page: TestPage) =>
  apiRequest(`/api/admin/${page}/test`, { method: 'POST', schema: destinationTestReplySchema });

/**
 * Sends a test and toasts what the destination answered: `sentTitle` with its words, or 'Test
 * failed' with its refusal; a call that fails (nothing saved, no answer) says why.
 */
export function useSendTest(page: TestPage, sentTitle: string) {
  return useMutation({
    mutationFn: () => sendDestinationTest(page),
    onSuccess: ({ success, message }) => {
      toast(
        success
          ? { title: sentTitle, description: message }
          : { variant: 'destructive', title: TEXT.testFailed, description: message },
      );
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: TEXT.testError,
        description: parseServerError(error).userMessage,
      });
    },
  });
}
