import { MapPin, MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAP_ATTRIBUTION } from '../../../../core/map-tile-source';
import { GRID, TILE_SIZE, tileGrid } from '../map-tiles';

/** Starts fetching tiles this far before the map scrolls into view. */
const NEAR_MARGIN = '400px';

/** True once the element is within NEAR_MARGIN of the viewport (after mounting, without IntersectionObserver). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // false on the server and at hydration alike: tiles are never part of the first render
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
 * A small street map around the listing: 3x3 tiles with a marker on the listing, loaded when
 * scrolled near. When tiles cannot load (offline, blocked host) it says so; the section
 * around it still gives the coordinates and a Google Maps link.
 */
export function LocationMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  /** What the map shows, for screen readers ('Map of the area around 12 Main St'). */
  label: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [failed, setFailed] = useState(false);
  // The middle tile goes first: only when it loads do the other eight follow, so a blocked or
  // unreachable tile host costs one failed request, not nine.
  const [middleLoaded, setMiddleLoaded] = useState(false);
  const grid = tileGrid(latitude, longitude);
  const size = GRID * TILE_SIZE;
  const middle = Math.floor(GRID / 2);
  const tiles = grid?.tiles.filter(
    (t) => middleLoaded || (t.column === middle && t.row === middle),
  );

  return (
    <div
      ref={ref}
      data-testid="location-map"
      className="relative h-64 w-full max-w-[32rem] overflow-hidden rounded-lg border bg-slate-100 sm:h-72"
    >
      {!grid || failed ? (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-slate-700">
          <MapPinOff aria-hidden="true" className="size-8" />
          <p className="text-sm font-medium">The map could not be loaded.</p>
        </div>
      ) : (
        <>
          <div role="img" aria-label={label} className="absolute inset-0">
            {near && (
              <div
                className="absolute"
                style={{
                  width: size,
                  height: size,
                  left: `calc(50% - ${grid.markerX.toFixed(1)}px)`,
                  top: `calc(50% - ${grid.markerY.toFixed(1)}px)`,
                }}
              >
                {tiles?.map((tile) => (
                  <img
                    key={tile.key}
                    src={tile.url}
                    alt=""
                    width={TILE_SIZE}
                    height={TILE_SIZE}
                    decoding="async"
                    draggable={false}
                    className="absolute max-w-none select-none"
                    style={{ left: tile.column * TILE_SIZE, top: tile.row * TILE_SIZE }}
                    onLoad={
                      tile.column === middle && tile.row === middle
                        ? () => setMiddleLoaded(true)
                        : undefined
                    }
                    onError={() => setFailed(true)}
                  />
                ))}
              </div>
            )}
            <MapPin
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 size-9 -translate-x-1/2 -translate-y-full fill-red-600 text-white drop-shadow-md"
            />
          </div>
          <p className="absolute right-0 bottom-0 rounded-tl bg-white/90 px-1.5 py-0.5 text-xs text-slate-900">
            <a
              href={MAP_ATTRIBUTION.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${MAP_ATTRIBUTION.text} (opens in a new tab)`}
              className="underline underline-offset-2"
            >
              {MAP_ATTRIBUTION.text}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
