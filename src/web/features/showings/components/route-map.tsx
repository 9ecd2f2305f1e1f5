import { lazy, Suspense, useMemo } from 'react';
import type { ShowingStop } from '../../../../contract/showings';
import { OPENSTREETMAP_TILES } from '../../../../core/map-tile-source';
import { useSiteInfo } from '../../../lib/site-info';
import { useMounted } from '../../../lib/use-mounted';
import { SHOWINGS_TEXT as TEXT } from '../showings-text';
import type { LocatedStop } from './leaflet-route-map';

// Leaflet loads with the itinerary only, in the browser (it reads `window` when loaded)
const LeafletRouteMap = lazy(() => import('./leaflet-route-map'));

/** The stops in driving order on the site's street map (decision 026's tile source). */
export function RouteMap({ stops }: { stops: readonly ShowingStop[] }) {
  const mounted = useMounted();
  const tiles = useSiteInfo().data?.mapTiles ?? OPENSTREETMAP_TILES;
  const located = useMemo(
    () =>
      stops.flatMap((stop, index): LocatedStop[] =>
        stop.latitude !== null && stop.longitude !== null
          ? [
              {
                n: index + 1,
                latitude: stop.latitude,
                longitude: stop.longitude,
                label: stop.property?.address ?? '',
              },
            ]
          : [],
      ),
    [stops],
  );
  if (located.length === 0) return null;
  return (
    <figure className="grid gap-1">
      <div
        role="region"
        aria-label={`${TEXT.mapTitle}: ${located.map((s) => s.n).join(', ')}`}
        data-testid="route-map"
        className="h-80 w-full overflow-hidden rounded-lg border bg-slate-100 print:h-[3.5in] print:break-inside-avoid"
      >
        {mounted && (
          <Suspense fallback={null}>
            <LeafletRouteMap stops={located} tiles={tiles} />
          </Suspense>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {TEXT.mapNote}
        {/* the map's own attribution is a control, left off the paper: its words stay */}
        <span className="hidden print:inline"> {tiles.attribution.text}</span>
      </figcaption>
    </figure>
  );
}
