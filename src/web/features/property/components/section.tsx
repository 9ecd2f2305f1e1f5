import type { ReactNode } from 'react';
import { NOT_LISTED } from '../../../../core/listing-display';
import { cn } from '../../../lib/cn';

/** A titled card of the property page; its h2 names the region. */
export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export type Fact = { label: string; value: ReactNode };

/** Label/value pairs; Not Listed reads quieter than a real value. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0 border-b border-slate-100 pb-2">
          <dt className="text-sm text-muted-foreground">{fact.label}</dt>
          <dd
            className={cn(
              'break-words',
              fact.value === NOT_LISTED ? 'text-sm text-muted-foreground' : 'font-medium',
            )}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
