import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OPENSTREETMAP_TILES } from '../../../../core/map-tile-source';
import { useSiteInfo } from '../../../lib/site-info';

// Leaflet loads only when the map is scrolled near, never with the page (decision 026)
const LeafletLocationMap = lazy(() =>
  import('./location-map-import')
    .then((m) => m.importLeafletLocationMap())
    .then((m) => ({ default: m.LeafletLocationMap })),
);

/** Starts loading the map this far before it scrolls into view. */
const NEAR_MARGIN = '400px';

/** True once the element is within NEAR_MARGIN of the viewport (after mounting, without IntersectionObserver). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // false on the server and at hydration alike: the map is never part of the first render
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // no way to tell (old browsers, jsdom): load the map right after the first render
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A street map around the listing (Leaflet, the site's tile source, a pin on the listing),
 * loaded when scrolled near; until then an empty box of the same size. When tiles cannot load
 * (offline, blocked host) it says so; the section around it still gives the coordinates and a
 * Google Maps link.
 */
export function LocationMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  /** The map's accessible name ('Map of the area around 12 Main St'). */
  label: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const source = useSiteInfo().data?.mapTiles ?? OPENSTREETMAP_TILES;
  return (
    <div
      ref={ref}
      data-testid="location-map"
      className="relative isolate h-64 w-full max-w-[32rem] overflow-hidden rounded-lg border bg-slate-100 sm:h-72"
    >
      {near && (
        <Suspense fallback={null}>
          <LeafletLocationMap
            latitude={latitude}
            longitude={longitude}
            label={label}
            source={source}
          />
        </Suspense>
      )}
    </div>
  );
}
