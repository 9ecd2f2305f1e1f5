import { History, RefreshCw, RotateCw } from 'lucide-react';
import type {
  DeliveryDestination,
  DeliveryState,
  RecentDelivery,
} from '../../../../contract/operations';
import { formatDateTime } from '../../../../core/date-time-format';
import { destinationName } from '../../../../core/operations-display';
import { useRetryDelivery } from '../../../components/staff/api/retry-delivery';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { googleDestinationKeys, useRecentDeliveries } from '../api/recent-deliveries';
import { GOOGLE_DESTINATIONS_TEXT as TEXT } from '../google-destinations-text';
import { DestinationCard } from './destination-card';

/** Each state's colours (its word says the same). */
const STATE_CLASSES: Record<DeliveryState, string> = {
  waiting: 'border-border bg-muted text-foreground',
  sending: 'border-sky-300 bg-sky-50 text-sky-900',
  retrying: 'border-red-300 bg-red-50 text-red-900',
  delivered: 'border-green-300 bg-green-50 text-green-900',
  'given-up': 'border-red-300 bg-red-50 text-red-900',
};

function Time({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at) ?? at}</time>;
}

/** One delivery: who, when, where it stands, and Retry once it failed. */
function DeliveryItem({
  delivery,
  destination,
}: {
  delivery: RecentDelivery;
  destination: DeliveryDestination;
}) {
  const retry = useRetryDelivery(googleDestinationKeys.deliveries(destination));
  return (
    <li className="grid gap-2 border-t py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{delivery.leadName}</span>
          <span
            data-state={delivery.state}
            className={cn(
              'inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              STATE_CLASSES[delivery.state],
            )}
          >
            {TEXT.states[delivery.state]}
          </span>
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            {TEXT.submitted} <Time at={delivery.submittedAt} />
          </span>
          {delivery.deliveredAt && (
            <span>
              {TEXT.delivered} <Time at={delivery.deliveredAt} />
            </span>
          )}
          <span>{TEXT.attempts(delivery.attempts)}</span>
          {delivery.nextAttemptAt && delivery.state === 'retrying' && (
            <span>
              {TEXT.nextTry} <Time at={delivery.nextAttemptAt} />
            </span>
          )}
        </p>
        {delivery.lastError && (
          <p className="font-mono text-xs break-words text-red-900">
            <span className="sr-only">{TEXT.lastError}: </span>
            {delivery.lastError}
          </p>
        )}
      </div>
      {delivery.retryable && (
        <Button
          size="sm"
          variant="outline"
          className="w-fit"
          disabled={retry.isPending}
          aria-busy={retry.isPending || undefined}
          onClick={() => retry.mutate(delivery.id)}
        >
          <RotateCw className={cn(retry.isPending && 'animate-spin')} aria-hidden="true" />
          {TEXT.retryDelivery}
          <span className="sr-only">{`: the delivery of ${delivery.leadName}'s lead to ${destinationName(destination)}`}</span>
        </Button>
      )}
    </li>
  );
}

/** A destination's last 50 deliveries, newest first, asked again every 15 seconds. */
export function DeliveryList({ destination }: { destination: DeliveryDestination }) {
  const deliveries = useRecentDeliveries(destination);
  let body;
  if (deliveries.data) {
    const { configured, deliveries: rows } = deliveries.data;
    body = (
      <>
        <p className="text-sm">
          <span
            className={cn(
              'mr-2 inline-block size-2 rounded-full align-middle',
              configured ? 'bg-green-600' : 'bg-muted-foreground',
            )}
            aria-hidden="true"
          />
          {configured ? TEXT.on : TEXT.off}
        </p>
        {rows.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {TEXT.deliveriesEmpty}
          </p>
        ) : (
          <ul aria-label={TEXT.deliveriesTitle} className="grid">
            {rows.map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} destination={destination} />
            ))}
          </ul>
        )}
      </>
    );
  } else if (deliveries.error) {
    body = (
      <CardLoadError
        title={TEXT.deliveriesErrorTitle}
        error={deliveries.error}
        retrying={deliveries.isFetching}
        onRetry={() => void deliveries.refetch()}
      />
    );
  } else {
    body = <CardSkeleton lines={3} />;
  }

  return (
    <DestinationCard
      title={TEXT.deliveriesTitle}
      description={TEXT.deliveriesDescription}
      icon={History}
      action={
        <Button
          variant="outline"
          size="sm"
          onClick={() => void deliveries.refetch()}
          aria-busy={deliveries.isFetching || undefined}
        >
          <RefreshCw className={cn(deliveries.isFetching && 'animate-spin')} aria-hidden="true" />
          {TEXT.refresh}
          <span className="sr-only"> {TEXT.deliveriesTitle.toLowerCase()}</span>
        </Button>
      }
    >
      {body}
      {deliveries.data && deliveries.error && (
        <p role="alert" className="text-sm text-red-900">
          {TEXT.deliveriesErrorTitle}
        </p>
      )}
    </DestinationCard>
  );
}
