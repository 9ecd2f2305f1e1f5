import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import type { ComparisonResponse } from '../../../contract/comparison';
import { priceSummary } from '../../../core/comparables';
import { formatPrice, listingTitle } from '../../../core/listing-display';
import { isListingId } from '../../../core/listing-id';
import { comparisonTitle } from '../../../core/page-titles';
import { isMissingListing } from '../../components/listings/api/get-listing';
import { propertyHref } from '../../components/listings/property-href';
import { HttpError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePriceComparison } from './api/get-price-comparison';
import { BackLink } from './components/back-link';
import { ComparableCard } from './components/comparable-card';
import {
  ComparisonFailure,
  ComparisonLoading,
  ComparisonMessage,
  ExitLink,
} from './components/comparison-states';
import { DataSourceNote } from './components/data-source-note';
import { PriceChart } from './components/price-chart';
import { SubjectProperty } from './components/subject-property';
import { messageText } from '../../../core/spec-messages';

export const PRICE_COMPARISON_LOADING = 'Loading price comparison...';

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{children}</dd>
    </div>
  );
}

function PriceComparisonView({ data }: { data: ComparisonResponse }) {
  const { mainProperty: subject, comparableProperties: comparables } = data;
  const summary = priceSummary(comparables.map((c) => c.price));
  const address = listingTitle(subject);
  useDocumentTitle(comparisonTitle('priceComparison', subject));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6" data-testid="price-comparison-page">
      <BackLink href={propertyHref(subject.id)}>Back to Property</BackLink>
      <h1 className="mt-2 text-3xl font-semibold">Price Comparison</h1>
      <p className="mt-1 text-on-main-muted">
        {address}, {subject.city} against similar active and recently sold listings nearby.
      </p>
      <div className="mt-6">
        <SubjectProperty property={subject} />
      </div>

      {comparables.length === 0 ? (
        <section
          aria-labelledby="no-comparison-heading"
          className="mt-6 rounded-xl border border-dashed p-8 text-center"
        >
          <h2 id="no-comparison-heading" className="text-xl font-semibold">
            {messageText('screen.noComparisonData')}
          </h2>
          <p className="mt-2 text-slate-700">Unable to find similar properties using SPARK API.</p>
          <DataSourceNote className="mt-4 text-sm text-muted-foreground" />
        </section>
      ) : (
        <>
          <section aria-labelledby="comparables-heading" className="mt-8">
            <h2 id="comparables-heading" className="text-xl font-semibold">
              Comparable Properties
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {comparables.map((comparable) => (
                <li key={comparable.id}>
                  <ComparableCard comparable={comparable} />
                </li>
              ))}
            </ul>
          </section>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <PriceChart subject={subject} comparables={comparables} />
            <section
              aria-labelledby="summary-heading"
              className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
            >
              <h2 id="summary-heading" className="text-lg font-semibold">
                Summary
              </h2>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                <SummaryItem label="Average Price">
                  <span data-testid="average-price">{formatPrice(summary?.average)}</span>
                </SummaryItem>
                <SummaryItem label="Properties Found">
                  <span data-testid="properties-found">{comparables.length}</span>
                </SummaryItem>
              </dl>
              <DataSourceNote className="mt-4 text-sm text-slate-700" />
            </section>
          </div>
        </>
      )}
    </div>
  );
}

/** /price-comparison/{id}: a listing's price against up to 4 comparables (visitor spec section 2). */
export function PriceComparisonPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isListingId(id);
  const { data, error, isPending, refetch } = usePriceComparison(id, valid);
  const home = <ExitLink href="/">Return Home</ExitLink>;

  if (!valid || (error instanceof HttpError && error.status === 400)) {
    return (
      <ComparisonMessage title={messageText('screen.invalidPropertyId')} exit={home}>
        The link does not name a property. Property IDs are whole numbers.
      </ComparisonMessage>
    );
  }
  if (isPending) return <ComparisonLoading text={PRICE_COMPARISON_LOADING} />;
  if (error) {
    if (isMissingListing(error)) {
      return (
        <ComparisonMessage title={messageText('screen.propertyNotFound')} exit={home}>
          This listing may have sold or been removed from the market.
        </ComparisonMessage>
      );
    }
    return (
      <ComparisonFailure
        message={error.message}
        detail="Please try again in a moment."
        exit={home}
        onRetry={() => void refetch()}
      />
    );
  }
  return <PriceComparisonView data={data} />;
}
