import { CircleCheck, CircleX, Loader2, Send, TestTube2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { parseServerError } from '../../../lib/server-error';
import { useSendTest, type TestPage } from '../api/send-test';
import { GOOGLE_DESTINATIONS_TEXT as TEXT } from '../google-destinations-text';
import { DestinationCard } from './destination-card';

export type TestSendTexts = {
  testDescription: string;
  sendTest: string;
  sendingTest: string;
  testSent: string;
};

/**
 * Sends a marked test lead to the saved destination. `blockedReason` says why it cannot yet
 * (nothing saved, unsaved changes); the last answer stays under the button.
 */
export function TestSendCard({
  page,
  texts,
  blockedReason,
}: {
  page: TestPage;
  texts: TestSendTexts;
  blockedReason: string | null;
}) {
  const test = useSendTest(page, texts.testSent);
  const reasonId = `${page}-test-blocked`;
  const outcome = test.data ?? null;
  const failure = test.error ? parseServerError(test.error).userMessage : null;

  return (
    <DestinationCard title={TEXT.testTitle} description={texts.testDescription} icon={TestTube2}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={test.isPending || blockedReason !== null}
          aria-busy={test.isPending || undefined}
          aria-describedby={blockedReason ? reasonId : undefined}
          onClick={() => test.mutate()}
        >
          {test.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {test.isPending ? texts.sendingTest : texts.sendTest}
        </Button>
        {blockedReason && (
          <span id={reasonId} className="text-sm text-muted-foreground">
            {blockedReason}
          </span>
        )}
      </div>
      <p role="status" className="text-sm break-words empty:hidden">
        {outcome?.success && (
          <span className="flex items-start gap-2 text-green-800">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {outcome.message}
          </span>
        )}
        {(outcome?.success === false || failure) && (
          <span className="flex items-start gap-2 text-red-800">
            <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {outcome?.success === false ? outcome.message : failure}
          </span>
        )}
      </p>
    </DestinationCard>
  );
}
