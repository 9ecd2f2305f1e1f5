import { Loader2, Play, Radar, Square, Zap, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatArizonaMoment } from '../../../../core/date-time-format';
import { useMonitorStatus } from '../api/get-monitor-status';
import { useStartMonitoring } from '../api/start-monitoring';
import { useStopMonitoring } from '../api/stop-monitoring';
import { useTriggerMonitoring } from '../api/trigger-monitoring';
import { formatClockTime } from '../bfr-automation-format';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';
import { OnOffBadge } from './monitor-badge';
import { AutomationCard } from './automation-card';
import { ProcessedList } from './processed-list';

function ActionButton({
  icon: Icon,
  label,
  pending,
  disabled,
  variant,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  pending: boolean;
  disabled: boolean;
  variant: 'default' | 'outline' | 'secondary';
  onClick: () => void;
}) {
  return (
    <Button
      variant={variant}
      disabled={disabled}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {pending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}

/**
 * Contact monitoring: on or off, the last check and until when, Start / Stop / Trigger Check,
 * and the recently processed contacts (the status and the list are polled every 10 s).
 */
export function MonitoringCard() {
  const status = useMonitorStatus();
  const start = useStartMonitoring();
  const stop = useStopMonitoring();
  const trigger = useTriggerMonitoring();
  const busy = start.isPending || stop.isPending || trigger.isPending;
  // while the status is unknown (loading, or failed) neither Start nor Stop is ruled out
  const monitoring = status.data?.isMonitoring;

  let state;
  if (status.data) {
    const { isMonitoring, lastCheckTime, activeUntil } = status.data;
    const until = activeUntil ? formatClockTime(activeUntil) : null;
    state = (
      <div className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <OnOffBadge on={isMonitoring} />
          {isMonitoring && (
            <span className="text-muted-foreground">
              {until ? TEXT.checkingUntil(until) : TEXT.untilStopped}
            </span>
          )}
        </div>
        <p>
          <span className="text-muted-foreground">{TEXT.lastCheck}</span>{' '}
          {lastCheckTime ? (
            <time dateTime={lastCheckTime}>
              {formatArizonaMoment(lastCheckTime) ?? lastCheckTime}
            </time>
          ) : (
            TEXT.never
          )}
        </p>
      </div>
    );
  } else if (status.error) {
    state = (
      <CardLoadError
        title={TEXT.statusErrorTitle}
        error={status.error}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  } else {
    state = <CardSkeleton lines={1} />;
  }

  return (
    <AutomationCard
      title={TEXT.monitoringTitle}
      description={TEXT.monitoringDescription}
      icon={Radar}
    >
      {state}
      <div className="flex flex-wrap gap-2">
        <ActionButton
          icon={Play}
          label={TEXT.start}
          variant="default"
          pending={start.isPending}
          disabled={busy || monitoring === true}
          onClick={() => start.mutate()}
        />
        <ActionButton
          icon={Square}
          label={TEXT.stop}
          variant="outline"
          pending={stop.isPending}
          disabled={busy || monitoring === false}
          onClick={() => stop.mutate()}
        />
        <ActionButton
          icon={Zap}
          label={TEXT.trigger}
          variant="secondary"
          pending={trigger.isPending}
          disabled={busy}
          onClick={() => trigger.mutate()}
        />
      </div>
      <ProcessedList />
    </AutomationCard>
  );
}
