import { RotateCw } from 'lucide-react';
import { Button } from '../ui/button';
import { parseServerError } from '../../lib/server-error';

/** A failed load of listings (search results, Just Listed) with its reason and a Retry button. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
  compact = false,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  /** The smaller form, under the list when loading more failed. */
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        compact
          ? 'flex flex-wrap items-center justify-center gap-3 rounded-lg border border-destructive/40 bg-card px-4 py-3 text-center text-sm'
          : 'flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-card px-4 py-10 text-center'
      }
    >
      <p className="font-semibold text-destructive">{title}</p>
      <p className="max-w-prose text-sm break-words text-muted-foreground">
        {parseServerError(error).message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
