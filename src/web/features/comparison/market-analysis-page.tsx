import { useParams } from 'wouter';
import type { ComparisonResponse } from '../../../contract/comparison';
import { isListingId } from '../../../core/listing-id';
import { comparisonTitle } from '../../../core/page-titles';
import { isMissingListing } from '../../components/listings/api/get-listing';
import { ListingCard } from '../../components/listings/listing-card';
import { HttpError } from '../../lib/api';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMarketAnalysis } from './api/get-market-analysis';
import { BackLink } from './components/back-link';
import {
  ComparisonFailure,
  ComparisonLoading,
  ComparisonMessage,
  ExitLink,
} from './components/comparison-states';
import { MarketSummary } from './components/market-summary';
import { PriceDifference } from './components/price-difference';
import { SearchCriteria } from './components/search-criteria';
import { SubjectProperty } from './components/subject-property';
import { messageText } from '../../../core/spec-messages';

export const MARKET_ANALYSIS_LOADING = 'Loading comparative market analysis...';
/** The spec's words (the feed is ARMLS's, whatever name the site gives the MLS elsewhere). */
const CMA_FAILURE = 'Could not retrieve comparable properties from ARMLS SPARK API.';

const countText = (n: number) =>
  n === 1 ? '1 comparable property found' : `${n} comparable properties found`;

function MarketAnalysisView({ data, path }: { data: ComparisonResponse; path: string }) {
  const { mainProperty: subject, comparableProperties: comparables, searchCriteria } = data;
  const { data: site } = useSiteInfo();
  useDocumentTitle(comparisonTitle('comparison', subject));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6" data-testid="market-analysis-page">
      <BackLink href="/">Back to Property Search</BackLink>
      <h1 className="mt-2 text-3xl font-semibold">Comparative Market Analysis</h1>
      <p className="mt-1 text-on-main-muted" data-testid="comparable-count">
        {countText(comparables.length)}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <SubjectProperty property={subject} />
        <SearchCriteria criteria={searchCriteria} />
      </div>

      <section aria-labelledby="comparables-heading" className="mt-8">
        {comparables.length === 0 ? (
          <div className="rounded-xl border border-dashed p-8 text-center">
            <h2 id="comparables-heading" className="text-xl font-semibold">
              {messageText('screen.noComparables')}
            </h2>
            <p className="mt-2 text-slate-700">
              No active or recently sold listing of the same type, size and price range was found in{' '}
              {searchCriteria.cities.join(', ') || subject.city}.
            </p>
          </div>
        ) : (
          <>
            <h2 id="comparables-heading" className="text-xl font-semibold">
              Comparable Properties
            </h2>
            <div className="mt-4 @container">
              <ul className="grid grid-cols-1 gap-5 @xl:grid-cols-2 @5xl:grid-cols-4">
                {comparables.map((comparable) => (
                  <li key={comparable.id} className="flex flex-col gap-2">
                    <ListingCard
                      property={comparable}
                      photoSources={site?.photoSources ?? []}
                      returnTo={path}
                    />
                    <p className="rounded-lg bg-muted px-3 py-2 text-sm">
                      <span className="text-muted-foreground">vs. subject: </span>
                      <PriceDifference comparable={comparable} />
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </section>

      <div className="mt-8">
        <MarketSummary comparables={comparables} />
      </div>
    </div>
  );
}

/**
 * /comparison/{propertyId}: the comparative market analysis of a listing (visitor spec
 * section 2). Its call is retried once before the failure screen shows.
 */
export function MarketAnalysisPage() {
  const { propertyId = '' } = useParams<{ propertyId: string }>();
  const valid = isListingId(propertyId);
  const { data, error, isPending, refetch } = useMarketAnalysis(propertyId, valid);
  const search = <ExitLink href="/">Return to Property Search</ExitLink>;

  if (!valid || (error instanceof HttpError && error.status === 400)) {
    return (
      <ComparisonMessage title={messageText('screen.invalidPropertyId')} exit={search}>
        The link does not name a property. Property IDs are whole numbers.
      </ComparisonMessage>
    );
  }
  if (isPending) return <ComparisonLoading text={MARKET_ANALYSIS_LOADING} />;
  if (error) {
    if (isMissingListing(error)) {
      return (
        <ComparisonMessage title={messageText('screen.propertyNotFound')} exit={search}>
          This listing may have sold or been removed from the market.
        </ComparisonMessage>
      );
    }
    return (
      <ComparisonFailure
        message={CMA_FAILURE}
        detail={error.message}
        exit={search}
        onRetry={() => void refetch()}
      />
    );
  }
  return <MarketAnalysisView data={data} path={`/comparison/${propertyId}`} />;
}
