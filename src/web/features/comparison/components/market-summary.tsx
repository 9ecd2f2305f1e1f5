import { useSyncExternalStore } from 'react';
import type { ComparableProperty } from '../../../../contract/comparison';
import { priceSummary } from '../../../../core/comparables';
import { formatPrice } from '../../../../core/listing-display';
import { reportDateText } from '../comparison-format';
import { DataSourceNote } from './data-source-note';

const noSubscription = () => () => undefined;

/**
 * The report's date: today in the browser. The server render (and the hydration pass that
 * takes it over) has none, so a page rendered before midnight never mismatches after it.
 */
function useToday(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => reportDateText(new Date()),
    () => null,
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg bg-muted p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {formatPrice(value)}
      </dd>
    </div>
  );
}

/** Lowest, average and highest comparable price, where the data comes from, and the date. */
export function MarketSummary({ comparables }: { comparables: readonly ComparableProperty[] }) {
  const summary = priceSummary(comparables.map((c) => c.price));
  const today = useToday();
  return (
    <section
      aria-labelledby="market-summary-heading"
      className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="market-summary-heading" className="text-lg font-semibold">
        Market Summary
      </h2>
      {summary && (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Figure label="Lowest Comparable" value={summary.lowest} testId="lowest-price" />
          <Figure label="Average Comparable" value={summary.average} testId="average-price" />
          <Figure label="Highest Comparable" value={summary.highest} testId="highest-price" />
        </dl>
      )}
      <DataSourceNote className="mt-4 text-sm text-slate-700" />
      <p className="mt-1 text-sm text-slate-700" data-testid="report-date">
        Report date: {today ?? '…'}
      </p>
    </section>
  );
}
