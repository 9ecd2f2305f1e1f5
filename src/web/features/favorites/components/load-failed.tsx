import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { parseServerError } from '../../../lib/server-error';

/** A list of the page that could not be loaded: what, the server's message, and Retry. */
export function LoadFailed({
  title,
  heading: Heading,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  /** The title's level in the page's outline. */
  heading: 'h2' | 'h3';
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <Heading className="text-lg font-semibold text-red-900">{title}</Heading>
      <p className="mt-2 text-red-900">{parseServerError(error).userMessage}</p>
      <Button variant="outline" className="mt-4" disabled={retrying} onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
