import type { PropertyDetail } from '../../../../contract/properties';
import { useSiteInfo } from '../../../lib/site-info';
import { formatMoment } from '../property-format';
import { ListingAttribution } from './property-header';

/**
 * The IDX notices at the bottom of a listing: who lists it, the MLS disclaimer and when the
 * listing was last updated.
 */
export function ListingSource({ property }: { property: PropertyDetail }) {
  const { data: site } = useSiteInfo();
  const mlsName = site?.identity.mlsName ?? 'the MLS';
  const changed = formatMoment(property.modifiedAt);
  const synced = formatMoment(property.syncedAt);
  return (
    <section
      aria-labelledby="listing-source"
      className="rounded-xl border bg-slate-50 p-4 text-sm text-slate-800 sm:p-6"
      data-testid="listing-source"
    >
      <h2 id="listing-source" className="text-base font-semibold text-slate-950">
        Listing Information
      </h2>
      <ListingAttribution property={property} className="mt-2" />
      <p className="mt-2">
        Listing information is deemed reliable but not guaranteed and should be independently
        verified. Listing data courtesy of {mlsName} (MLS #{property.mlsNumber}), provided for
        consumers&apos; personal, non-commercial use.
      </p>
      <p className="mt-2">
        {changed && (
          <>
            Listing last updated <time dateTime={property.modifiedAt ?? undefined}>{changed}</time>
            .{' '}
          </>
        )}
        {synced && (
          <>
            Information last refreshed from {mlsName}{' '}
            <time dateTime={property.syncedAt}>{synced}</time>.
          </>
        )}
      </p>
    </section>
  );
}
