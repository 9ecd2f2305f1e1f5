import { useSiteInfo } from '../../../lib/site-info';
import { syncTimeText } from '../comparison-format';

/**
 * Where the figures come from: the MLS (by name) through the Spark API, as of our last sync
 * of the listings (site info, embedded in the page so it renders the same on the server).
 */
export function DataSourceNote({ className }: { className?: string }) {
  const { data: site } = useSiteInfo();
  const mlsName = site?.identity.mlsName ?? 'the MLS';
  const syncedAt = site?.listingsUpdatedAt ?? null;
  return (
    <p data-testid="data-source" className={className}>
      Data source: {mlsName} listings via the SPARK API
      {syncedAt ? (
        <>
          , last synced <time dateTime={syncedAt}>{syncTimeText(syncedAt)}</time>
        </>
      ) : (
        ' (not synchronized yet)'
      )}
      .
    </p>
  );
}
