import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** An error about the whole form, announced as soon as it appears. */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}
