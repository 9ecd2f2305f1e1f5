import { RotateCw } from 'lucide-react';
import type { OperationsHealth } from '../../../../contract/operations';
import { formatWholeNumber } from '../../../../core/number-format';
import { destinationName } from '../../../../core/operations-display';
import { Button } from '../../../components/ui/button';
import { useRetryDelivery } from '../api/operations-health';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import {
  cellClass,
  EmptyNote,
  HeaderRow,
  Moment,
  numberCellClass,
  ScrollTable,
  SectionCard,
  ToneBadge,
} from './operations-parts';

type Leads = OperationsHealth['leads'];
type FailedDelivery = Leads['failed'][number];

const count = (value: number, warnAbove0 = false) => (
  <span className={warnAbove0 && value > 0 ? 'font-semibold text-red-800' : undefined}>
    {formatWholeNumber(value)}
  </span>
);

function DestinationTable({ destinations }: { destinations: Leads['destinations'] }) {
  return (
    <ScrollTable label={TEXT.leadsTitle} minWidth="32rem">
      <HeaderRow columns={TEXT.destinationColumns} />
      <tbody>
        {destinations.map((row) => (
          <tr key={row.destination} className="border-t">
            <th scope="row" className={`${cellClass} font-medium`}>
              {destinationName(row.destination)}
              {!row.configured && ' '}
              {!row.configured && (
                <span className="ml-1 text-xs font-normal text-muted-foreground">
                  {TEXT.switchedOff}
                </span>
              )}
            </th>
            <td className={numberCellClass}>{count(row.pending)}</td>
            <td className={numberCellClass}>{count(row.retrying)}</td>
            <td className={numberCellClass}>{count(row.cancelled, true)}</td>
            <td className={numberCellClass}>{count(row.deliveredLast24h)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** One failed delivery; its own mutation, so its button alone waits for its request. */
function FailedRow({ delivery, now }: { delivery: FailedDelivery; now: string }) {
  const retry = useRetryDelivery();
  const name = destinationName(delivery.destination);
  return (
    <tr className="border-t">
      <th scope="row" className={`${cellClass} font-medium`}>
        {name}
      </th>
      <td className={cellClass}>
        <ToneBadge tone={delivery.status === 'cancelled' ? 'danger' : 'warning'}>
          {TEXT.failedStatus[delivery.status]}
        </ToneBadge>
      </td>
      <td className={numberCellClass}>{formatWholeNumber(delivery.attempts)}</td>
      <td className={`${cellClass} max-w-[22rem] font-mono text-xs break-words`}>
        {delivery.lastError ?? <span className="font-sans text-muted-foreground">—</span>}
      </td>
      <td className={cellClass}>
        <Moment at={delivery.nextAttemptAt} now={now} />
      </td>
      <td className={cellClass}>
        <Moment at={delivery.submittedAt} now={now} />
      </td>
      <td className={cellClass}>
        <Button
          size="sm"
          variant="outline"
          disabled={retry.isPending}
          aria-busy={retry.isPending || undefined}
          onClick={() => retry.mutate(delivery.id)}
        >
          <RotateCw className={retry.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
          {TEXT.retryNow}
          <span className="sr-only">{`: delivery ${delivery.id} to ${name}`}</span>
        </Button>
      </td>
    </tr>
  );
}

function FailedTable({ failed, now }: { failed: Leads['failed']; now: string }) {
  return (
    <ScrollTable label={TEXT.failedTitle} minWidth="52rem">
      <HeaderRow
        columns={TEXT.failedColumns}
        extra={
          <th scope="col" className="px-3 py-2 font-medium">
            <span className="sr-only">{TEXT.failedAction}</span>
          </th>
        }
      />
      <tbody>
        {failed.map((delivery) => (
          <FailedRow key={delivery.id} delivery={delivery} now={now} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Section 3: deliveries per destination, then the failed ones, each to retry now. */
export function LeadsCard({ leads, now }: { leads: Leads; now: string }) {
  return (
    <SectionCard id="operations-leads" title={TEXT.leadsTitle}>
      {leads.destinations.length === 0 ? (
        <EmptyNote>{TEXT.leadsNoDestination}</EmptyNote>
      ) : (
        <DestinationTable destinations={leads.destinations} />
      )}
      <div className="grid gap-3">
        <h3 id="operations-failed" className="font-semibold">
          {TEXT.failedTitle}
        </h3>
        {leads.failed.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.failedEmpty}</p>
        ) : (
          <FailedTable failed={leads.failed} now={now} />
        )}
      </div>
    </SectionCard>
  );
}
