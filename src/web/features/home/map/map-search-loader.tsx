import { lazy, Suspense, type ComponentProps } from 'react';
import { useMounted } from '../../../lib/use-mounted';
import type { MapSearch as MapSearchComponent } from './map-search';

// Leaflet and the map search load only when a visitor opens the map (decision 026)
const MapSearch = lazy(() =>
  import('./map-search-import')
    .then((m) => m.importMapSearch())
    .then((m) => ({ default: m.MapSearch })),
);

/** The map's box while its code loads (and in the server's page): the same size, so nothing moves. */
function MapPlaceholder() {
  return (
    <div className="mb-6" data-testid="map-placeholder">
      <p className="mb-2 flex h-8 items-center text-sm text-muted-foreground" role="status">
        Loading the map...
      </p>
      <div className="h-[60vh] max-h-[640px] min-h-[320px] w-full rounded-xl border bg-slate-100" />
    </div>
  );
}

/** The map search, loaded on demand; in the browser only (Leaflet needs a window). */
export function MapSearchLoader(props: ComponentProps<typeof MapSearchComponent>) {
  const mounted = useMounted();
  if (!mounted) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <MapSearch {...props} />
    </Suspense>
  );
}
