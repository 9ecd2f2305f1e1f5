import { RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

/** What a back-office card's loading and load-error states say. */
export const LOAD_STATE_TEXT = { loading: 'Loading...', retry: 'Retry' } as const;
const TEXT = LOAD_STATE_TEXT;

/** A card's placeholder while its data loads, announced as 'Loading...'. */
export function CardSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{TEXT.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-10 w-full', i > 0 && 'w-2/3')} />
      ))}
    </div>
  );
}

/** What could not be loaded (the spec's `status: body` text), and Retry. */
export function CardLoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm break-words">{parseServerError(error).message}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        disabled={retrying}
        aria-busy={retrying || undefined}
        onClick={onRetry}
      >
        <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden="true" />
        {TEXT.retry}
      </Button>
    </div>
  );
}
