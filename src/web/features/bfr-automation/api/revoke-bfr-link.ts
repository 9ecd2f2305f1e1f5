import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bfrLinkRevokedReplySchema } from '../../../../contract/bfr';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { parseServerError } from '../../../lib/server-error';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { bfrAutomationKeys } from './bfr-automation-keys';

/** POST /api/admin/bfr/links/{obfuscatedId}/revoke: the link opens nothing from now on. */
export const revokeBfrLink = (obfuscatedId: string) =>
  apiRequest(`/api/admin/bfr/links/${encodeURIComponent(obfuscatedId)}/revoke`, {
    method: 'POST',
    schema: bfrLinkRevokedReplySchema,
  });

/** Revokes a link: 'Link Revoked' (or why not), then the links asked again. */
export function useRevokeBfrLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeBfrLink,
    onSuccess: () => {
      toast({ title: TEXT.linkRevokedToast, description: TEXT.linkRevokedDescription });
    },
    onError: (error) => {
      const { isNetworkError, serverMessage } = parseServerError(error);
      toast({
        variant: 'destructive',
        title: isNetworkError ? TEXT.error : TEXT.revokeFailed,
        description: serverMessage ?? TEXT.revokeError,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: bfrAutomationKeys.links() }),
  });
}
