import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAutomationInfo } from '../api/get-automation-info';
import { useMonitorStatus } from '../api/get-monitor-status';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { AutomationCard } from './automation-card';
import { CardSkeleton } from '../../../components/staff/load-state';
import { OnOffBadge } from './monitor-badge';

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The automation at a glance (webhook, signature check, CRM, monitoring) and how it works. */
export function AutomationStatusCard() {
  const info = useAutomationInfo();
  const status = useMonitorStatus();

  let body;
  if (info.data) {
    const { signatureRequired, crm, linkField } = info.data;
    body = (
      <>
        <dl className="grid gap-2 sm:grid-cols-2">
          <StatusRow label={TEXT.statusWebhook}>
            <OnOffBadge on onText={TEXT.ready} />
          </StatusRow>
          <StatusRow label={TEXT.statusSignature}>
            <OnOffBadge on={signatureRequired} onText={TEXT.on} offText={TEXT.off} />
          </StatusRow>
          <StatusRow label={TEXT.statusCrm}>
            <Badge variant="outline">
              {crm === 'followupboss' ? TEXT.followUpBoss : TEXT.builtInCrm}
            </Badge>
          </StatusRow>
          <StatusRow label={TEXT.statusMonitoring}>
            {status.data ? (
              <OnOffBadge on={status.data.isMonitoring} />
            ) : status.error ? (
              <span className="text-sm text-muted-foreground">{TEXT.unknown}</span>
            ) : (
              <Skeleton className="h-5 w-16" />
            )}
          </StatusRow>
        </dl>
        <div className="grid gap-2">
          <h3 className="font-semibold">{TEXT.howItWorks}</h3>
          <ol className="grid list-decimal gap-1 pl-5 text-sm">
            {TEXT.steps(linkField).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </>
    );
  } else if (info.error) {
    // the Webhook URL card shows the failure and Retry; this one only says it has nothing
    body = <p className="text-sm text-muted-foreground">{TEXT.infoErrorTitle}</p>;
  } else {
    body = <CardSkeleton lines={3} />;
  }

  return (
    <AutomationCard title={TEXT.statusTitle} icon={Gauge}>
      {body}
    </AutomationCard>
  );
}
