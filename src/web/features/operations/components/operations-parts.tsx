import type { ReactNode } from 'react';
import { formatMoment, relativeTime, type DisplayTone } from '../../../../core/operations-display';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { OPERATIONS_TEXT } from '../operations-text';

/** The colours of each tone (the words next to them say the same). */
export const TONE_CLASSES: Record<DisplayTone, string> = {
  ok: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
  neutral: 'border-border bg-muted text-foreground',
};

export function ToneBadge({
  tone,
  children,
  className,
}: {
  tone: DisplayTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap [&>svg]:size-3.5',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** One section of the view: a card under its own level-2 heading. */
export function SectionCard({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Card className="h-full gap-4 py-5">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 px-4 sm:px-6">
          <div className="grid min-w-0 gap-1.5">
            <h2 id={id} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {action}
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}

/**
 * A moment in words against the server's check time ('4 minutes ago'), with its date and time
 * under it; 'Never' when there is none.
 */
export function Moment({
  at,
  now,
  words: givenWords,
}: {
  at: string | null;
  now: string;
  /** The words to show instead of those worked out against `now`. */
  words?: string;
}) {
  if (at === null) return <span className="text-muted-foreground">{OPERATIONS_TEXT.never}</span>;
  const words = givenWords ?? relativeTime(at, now);
  const absolute = formatMoment(at) ?? at;
  return (
    <span className="grid gap-0.5">
      {words && <span>{words}</span>}
      <time dateTime={at} className="text-xs text-muted-foreground">
        {absolute}
      </time>
    </span>
  );
}

/**
 * A table that scrolls sideways inside its own box on a narrow screen (focusable, so the
 * keyboard can scroll it too).
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function HeaderRow({ columns, extra }: { columns: readonly string[]; extra?: ReactNode }) {
  return (
    <thead className="bg-muted text-muted-foreground">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-3 py-2 font-medium">
            {column}
          </th>
        ))}
        {extra}
      </tr>
    </thead>
  );
}

export const cellClass = 'px-3 py-2 align-top';
export const numberCellClass = 'px-3 py-2 align-top tabular-nums';

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** A label and its value, in a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}
