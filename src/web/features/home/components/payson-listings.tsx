import { PAYSON_HOME_LIMIT } from '../../../../core/listing-search';
import { ListingGrid, ListingGridSkeleton } from '../../../components/listings/listing-grid';
import type { BadgeSettings } from '../../../components/listings/status-badge-style';
import { usePaysonProperties } from '../api/get-payson-properties';
import { LoadError } from './load-error';

/** The home page's own list of Payson listings (up to 12), apart from the search. */
export function PaysonListings({
  photoSources,
  badgeSettings,
  returnTo,
}: {
  photoSources: readonly string[];
  badgeSettings: BadgeSettings | undefined;
  returnTo: string;
}) {
  const { data, error, isPending, isFetching, refetch } = usePaysonProperties();

  let body;
  if (error) {
    body = (
      <LoadError
        title="Failed to fetch Payson properties"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (isPending) {
    body = <ListingGridSkeleton count={PAYSON_HOME_LIMIT} label="Loading Payson properties..." />;
  } else if (data.properties.length === 0) {
    body = <p className="py-8 text-center text-muted-foreground">No properties found</p>;
  } else {
    body = (
      <ListingGrid
        properties={data.properties}
        photoSources={photoSources}
        badgeSettings={badgeSettings}
        returnTo={returnTo}
      />
    );
  }

  return (
    <section aria-labelledby="payson-heading" className="mt-12">
      <h2 id="payson-heading" className="text-2xl font-semibold">
        Payson Listings
      </h2>
      <p className="mt-1 mb-4 text-muted-foreground">
        The newest homes for sale in Payson, Arizona.
      </p>
      {body}
    </section>
  );
}
