import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short note of what the server's environment decides for this card. */
export function EnvironmentNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
