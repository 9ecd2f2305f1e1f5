import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateBfrLinkReplySchema, type GenerateBfrLinkRequest } from '../../../../contract/bfr';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { bfrAutomationKeys } from './bfr-automation-keys';

/**
 * POST /api/admin/fub/generate-bfr-link: a new link for a contact of the CRM that is on (its
 * active link revoked), written to the contact's custom field.
 */
export const generateBfrLink = (request: GenerateBfrLinkRequest) =>
  apiRequest('/api/admin/fub/generate-bfr-link', {
    method: 'POST',
    body: request,
    schema: generateBfrLinkReplySchema,
  });

/**
 * The toast of a failed generation: 'Generation Failed' with the server's message (or 'Failed
 * to generate BFR link' without one); 'Error' when the call got no answer.
 */
export function generationFailureToast(error: unknown) {
  const { isNetworkError, serverMessage } = parseServerError(error);
  if (isNetworkError) return { title: TEXT.error, description: TEXT.generateError };
  return { title: TEXT.generationFailed, description: serverMessage ?? TEXT.generateError };
}

/** Generates a link: its toasts, then the contact's links asked again. */
export function useGenerateBfrLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateBfrLink,
    onSuccess: async (_reply, { contactId }) => {
      toast({ title: TEXT.generated, description: TEXT.generatedDescription });
      await client.invalidateQueries({ queryKey: bfrAutomationKeys.linksOf(contactId) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', ...generationFailureToast(error) });
    },
  });
}
