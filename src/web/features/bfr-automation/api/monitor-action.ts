import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMonitorReply } from '../../../../contract/bfr';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { bfrAutomationKeys } from './bfr-automation-keys';

/** The toasts of one monitoring button. */
export type MonitorActionTexts = {
  /** The success title; the server's message is its description. */
  done: string;
  /** The title of an HTTP failure the server explained; its message is the description. */
  failed: string;
  /** The description of 'Error' when the call got no answer or no explanation. */
  error: string;
};

/** The toast of a failed monitoring call: the server's reason when it gave one, else 'Error'. */
export function monitorFailureToast(error: unknown, texts: MonitorActionTexts) {
  const { serverMessage } = parseServerError(error);
  return serverMessage
    ? { title: texts.failed, description: serverMessage }
    : { title: TEXT.error, description: texts.error };
}

/**
 * Start, Stop or Trigger Check: its toast, the status the server answered shown at once, then
 * the status and the processed contacts asked again, whichever way it went.
 */
export function useMonitorAction(
  mutationFn: () => Promise<ContactMonitorReply>,
  texts: MonitorActionTexts,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ message, status }) => {
      client.setQueryData(bfrAutomationKeys.status(), status);
      toast({ title: texts.done, description: message });
    },
    onError: (error) => {
      toast({ variant: 'destructive', ...monitorFailureToast(error, texts) });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bfrAutomationKeys.status() }),
        client.invalidateQueries({ queryKey: bfrAutomationKeys.processed() }),
      ]),
  });
}
