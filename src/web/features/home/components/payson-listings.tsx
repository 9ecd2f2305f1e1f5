import { PAYSON_HOME_LIMIT } from '../../../../core/listing-search';
import { messageText } from '../../../../core/spec-messages';
import { usePaysonProperties } from '../api/get-payson-properties';
import { ListingQueryBody } from './listing-query-body';

/** The home page's own list of Payson listings (up to 12), apart from the search. */
export function PaysonListings({
  photoSources,
  returnTo,
}: {
  photoSources: readonly string[];
  returnTo: string;
}) {
  const query = usePaysonProperties();
  const body = (
    <ListingQueryBody
      query={query}
      errorTitle="Failed to fetch Payson properties"
      loadingLabel="Loading Payson properties..."
      skeletonCount={PAYSON_HOME_LIMIT}
      empty={
        <p className="py-8 text-center text-on-main-muted">{messageText('screen.noProperties')}</p>
      }
      photoSources={photoSources}
      returnTo={returnTo}
    />
  );

  return (
    <section aria-labelledby="payson-heading" className="mt-12">
      <h2 id="payson-heading" className="text-2xl font-semibold">
        Payson Listings
      </h2>
      <p className="mt-1 mb-4 text-on-main-muted">The newest homes for sale in Payson, Arizona.</p>
      {body}
    </section>
  );
}
