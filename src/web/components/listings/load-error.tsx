import { RotateCw } from 'lucide-react';
import { Button } from '../ui/button';
import { HttpError } from '../../lib/api';

/** The reason shown for a failed load: the status and the server's message when it sent one. */
export function loadErrorDetail(error: Error): string {
  if (error instanceof HttpError) {
    return error.body?.message ? `${error.status}: ${error.body.message}` : error.message;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'Network error. Please try again.';
  return error.message;
}

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
        {loadErrorDetail(error)}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
