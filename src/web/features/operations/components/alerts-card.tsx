import type { OperationsHealth } from '../../../../contract/operations';
import { alertSeverityTone, capitalized } from '../../../../core/operations-display';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import { EmptyNote, Moment, SectionCard, ToneBadge } from './operations-parts';

/** Section 6: the alerts not resolved yet. */
export function AlertsCard({ alerts, now }: { alerts: OperationsHealth['alerts']; now: string }) {
  return (
    <SectionCard id="operations-alerts" title={TEXT.alertsTitle}>
      {alerts.length === 0 ? (
        <EmptyNote>{TEXT.alertsEmpty}</EmptyNote>
      ) : (
        <ul className="grid gap-3" aria-labelledby="operations-alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className="grid gap-1.5 rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <ToneBadge tone={alertSeverityTone(alert.severity)}>
                  {capitalized(alert.severity)}
                </ToneBadge>
                <span className="font-mono text-xs text-muted-foreground">{alert.component}</span>
              </div>
              <h3 className="font-semibold break-words">{alert.title}</h3>
              <p className="text-sm break-words">{alert.message}</p>
              <div className="text-sm">
                <Moment at={alert.timestamp} now={now} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
