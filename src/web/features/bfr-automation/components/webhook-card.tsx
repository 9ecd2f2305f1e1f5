import { Loader2, ShieldCheck, ShieldOff, Webhook, Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAutomationInfo } from '../api/get-automation-info';
import { useTestWebhook } from '../api/test-webhook';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { AutomationCard } from './automation-card';
import { CopyField } from './copy-field';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';

/** The webhook's address to register in the CRM, Copy and Test, and whether signatures count. */
export function WebhookCard() {
  const info = useAutomationInfo();
  const test = useTestWebhook();

  let body;
  if (info.data) {
    const { webhookUrl, signatureRequired, systemKeySet, crm } = info.data;
    const refused = signatureRequired && !systemKeySet;
    const SignatureIcon = systemKeySet ? ShieldCheck : ShieldOff;
    body = (
      <>
        <CopyField
          label={TEXT.webhookUrlLabel}
          value={webhookUrl}
          copiedDescription={TEXT.webhookCopied}
          actions={
            <Button
              variant="secondary"
              disabled={test.isPending}
              aria-busy={test.isPending || undefined}
              onClick={() => test.mutate()}
            >
              {test.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Zap aria-hidden="true" />
              )}
              {test.isPending ? TEXT.testing : TEXT.test}
            </Button>
          }
        />
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p className={cn('flex items-start gap-2', refused && 'font-medium text-amber-900')}>
            <SignatureIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {systemKeySet ? TEXT.signatureOn : refused ? TEXT.unsignedRefused : TEXT.signatureOff}
          </p>
          <p>{crm === 'followupboss' ? TEXT.registerInFub : TEXT.noFub}</p>
        </div>
      </>
    );
  } else if (info.error) {
    body = (
      <CardLoadError
        title={TEXT.infoErrorTitle}
        error={info.error}
        retrying={info.isFetching}
        onRetry={() => void info.refetch()}
      />
    );
  } else {
    body = <CardSkeleton />;
  }

  return (
    <AutomationCard title={TEXT.webhookTitle} description={TEXT.webhookDescription} icon={Webhook}>
      {body}
    </AutomationCard>
  );
}
