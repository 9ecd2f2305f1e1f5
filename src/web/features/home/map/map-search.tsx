import { LocateFixed, MapPinOff, Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import {
  formatMapArea,
  mapAreaOfBounds,
  MAP_AREA_MIN_POINTS,
  parseMapArea,
} from '../../../../core/map-area';
import { OPENSTREETMAP_TILES, type MapTileSource } from '../../../../core/map-tile-source';
import { formatPriceTag, formatWholeNumber } from '../../../../core/number-format';
import { useListing } from '../../../components/listings/api/get-listing';
import { addBaseLayer } from '../../../components/map/base-layer';
import { L } from '../../../components/map/leaflet';
import { Button } from '../../../components/ui/button';
import { parseServerError } from '../../../lib/server-error';
import { drawArea, type AreaDrawing } from './draw-area';
import {
  clusterIconSize,
  clusterListings,
  PRICE_TAG_WIDTH,
  type ListingPoint,
  type MapMarker,
} from './map-clusters';
import { MapListingCard } from './map-listing-card';
import { useMapPoints } from './map-points';
import {
  MARKER_MOVE_KEYS,
  markerToFocus,
  nearestMarker,
  readingOrder,
  type ScreenMarker,
} from './marker-focus';

/** Payson, the team's home town: where the map starts before a search has markers. */
const START_VIEW = { center: [34.2309, -111.3251] as [number, number], zoom: 11 };
/** Fitting a search's markers never zooms closer than this (a single listing would fill the map). */
const FIT_MAX_ZOOM = 15;

const AREA_STYLE = { color: '#1d4ed8', weight: 3, fillOpacity: 0.06, interactive: false };

type MapSearchProps = {
  filters: PropertySearchFilters;
  /** Site info's tile source; OpenStreetMap's until site info has come. */
  tiles: MapTileSource | undefined;
  photoSources: readonly string[];
  returnTo: string;
  /** Search inside an area (`polygon` parameter): a drawn shape or the map's view. */
  onSearchArea: (polygon: string) => void;
  onClearArea: () => void;
};

function clusterIcon(count: number): L.DivIcon {
  const size = clusterIconSize(count);
  return L.divIcon({
    className: '',
    html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white bg-blue-700/90 text-sm font-bold text-white shadow-md">${formatWholeNumber(count)}</span>`,
    iconSize: [size, size],
  });
}

function priceIcon(price: number | null, selected: boolean): L.DivIcon {
  const text = price === null ? 'Price ?' : formatPriceTag(price);
  const colours = selected ? 'bg-slate-900 text-white' : 'bg-red-700 text-white';
  // the tag sits centred on the bottom of a fixed box (Leaflet needs the icon's size up front)
  return L.divIcon({
    className: '',
    // at least 24 px high and 72 wide (the clusters' radius): a 24x24 target (WCAG 2.5.8)
    html: `<span class="flex size-full items-end justify-center"><span class="flex min-h-6 items-center whitespace-nowrap rounded-full border-2 border-white px-2 text-xs font-bold shadow-md ${colours}">${text}</span></span>`,
    iconSize: [PRICE_TAG_WIDTH, 26],
    iconAnchor: [PRICE_TAG_WIDTH / 2, 26],
  });
}

/** A marker's key: which one to focus again after the markers are drawn anew. */
const markerKey = (m: MapMarker) => `${m.kind}:${m.id}`;

type MarkerActions = {
  zoomInto: (m: MapMarker & { kind: 'cluster' }, byKeyboard: boolean) => void;
  select: (id: number, key: string) => void;
  /** Arrow keys, Home and End: to another marker of the layer. */
  move: (from: string, key: string) => void;
};

function markerFor(
  m: MapMarker,
  selectedId: number | null,
  actions: MarkerActions,
  /** A cluster that no zoom of the map splits (one address): it lists its listings. */
  listsListings: boolean,
): L.Marker {
  const key = markerKey(m);
  const cluster = m.kind === 'cluster' ? m : null;
  const selected = m.kind === 'listing' && m.id === selectedId;
  const label = cluster
    ? `${formatWholeNumber(cluster.count)} listings here; ${listsListings ? 'list them' : 'zoom in'}`
    : `${m.kind === 'listing' && m.price !== null ? formatPriceTag(m.price) : 'Listing'}: show its card`;
  const marker = L.marker([m.lat, m.lng], {
    icon: cluster
      ? clusterIcon(cluster.count)
      : priceIcon(m.kind === 'listing' ? m.price : null, selected),
    keyboard: true,
    title: label,
    ...(cluster ? {} : { zIndexOffset: selected ? 1000 : 0, riseOnHover: true }),
  });
  const act = (byKeyboard: boolean) =>
    cluster ? actions.zoomInto(cluster, byKeyboard) : actions.select(m.id, key);
  marker.on('click', () => act(false));
  marker.on('add', () => {
    const element = marker.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    // the layer is one tab stop (roving tabindex): the map search picks the marker that has it
    element.tabIndex = -1;
    element.dataset.markerKey = key;
    if (cluster) {
      element.dataset.testid = 'map-cluster';
      element.dataset.count = String(cluster.count);
    } else {
      element.dataset.testid = 'map-listing';
      element.dataset.listingId = String(m.id);
    }
    element.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        act(true);
      } else if (MARKER_MOVE_KEYS.includes(event.key)) {
        // the page would scroll, and Leaflet would pan the map
        event.preventDefault();
        event.stopPropagation();
        actions.move(key, event.key);
      }
    });
  });
  return marker;
}

/** A marker as drawn: its key, its element and its place in the map's pixels. */
type DrawnMarker = ScreenMarker & { element: HTMLElement };

/**
 * A card over the bottom of the map, opened from a marker: it takes the focus when it opens
 * (issue 45: its first control was 75 Tabs away) and gives it back to the marker through
 * `onClose` (the close button or Escape).
 */
function MapCard({
  label,
  closeLabel,
  testId,
  onClose,
  children,
}: {
  label: string;
  closeLabel: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      data-testid={testId}
      className="absolute right-2 bottom-2 left-2 z-[1000] mx-auto max-w-md rounded-xl focus-visible:outline-offset-4 sm:right-auto sm:left-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="relative rounded-xl bg-card shadow-xl">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-2 right-2 z-20 rounded-full bg-white/90 p-1.5 text-slate-900 shadow focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        {children}
      </div>
    </div>
  );
}

/** The card of the marker last clicked, with the IDX attribution. */
function SelectedListing({
  id,
  photoSources,
  returnTo,
  onClose,
}: {
  id: number;
  photoSources: readonly string[];
  returnTo: string;
  onClose: () => void;
}) {
  const listing = useListing(id);
  return (
    <MapCard
      label="Selected listing"
      closeLabel="Close the listing card"
      testId="map-listing-card"
      onClose={onClose}
    >
      {listing.data ? (
        <MapListingCard property={listing.data} photoSources={photoSources} returnTo={returnTo} />
      ) : (
        <p className="p-6 text-sm text-muted-foreground" role="status">
          {listing.error ? 'This listing could not be loaded.' : 'Loading listing...'}
        </p>
      )}
    </MapCard>
  );
}

/** The listings of a cluster no zoom can split (one address): a list to pick one from. */
function ListingsHere({
  listings,
  onPick,
  onClose,
}: {
  listings: ListingPoint[];
  onPick: (id: number) => void;
  onClose: () => void;
}) {
  return (
    <MapCard
      label="Listings at this place"
      closeLabel="Close the list"
      testId="map-place-card"
      onClose={onClose}
    >
      <div className="p-4 pr-10">
        <p className="mb-2 text-sm font-semibold">
          {formatWholeNumber(listings.length)} listings at this place
        </p>
        <ul className="flex flex-wrap gap-2">
          {listings.map((listing) => (
            <li key={listing.id}>
              <Button size="sm" variant="outline" onClick={() => onPick(listing.id)}>
                {listing.price === null ? 'Price not listed' : formatPriceTag(listing.price)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </MapCard>
  );
}

/** The first control after `section` in the page (the list under the map), for "Skip map". */
function firstFocusableAfter(section: HTMLElement): HTMLElement | null {
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
  for (const control of controls) {
    const after = section.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!after || section.contains(control)) continue;
    if (control.checkVisibility?.() === false) continue;
    return control;
  }
  return null;
}

/**
 * The map search (decision 026): the search's matches as clustered markers, a card on a
 * marker's click, 'Search this area' once the map has moved, and an area drawn by clicks or
 * taps (or, by keyboard, corners at the map's centre) that filters the search on the server.
 * Loaded on demand: this module and Leaflet are a chunk of their own.
 */
export function MapSearch({
  filters,
  tiles,
  photoSources,
  returnTo,
  onSearchArea,
  onClearArea,
}: MapSearchProps) {
  const points = useMapPoints(filters);
  const sectionRef = useRef<HTMLElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const drawingRef = useRef<AreaDrawing | null>(null);
  // a move made by the app (fitting results) is not the visitor's: it offers no 'Search this area'
  const programmaticMove = useRef(false);
  // the area searched from this map's view ('Search this area'): the view stays as it is
  const keepViewFor = useRef<string | null>(null);
  const fittedFor = useRef<string | null>(null);
  const [ready, setReady] = useState(false);
  const [viewVersion, setViewVersion] = useState(0);
  const [moved, setMoved] = useState(false);
  const [corners, setCorners] = useState<number | null>(null);
  // the listing whose card is open, and the marker that opened it (focus goes back to it)
  const [selected, setSelected] = useState<{ id: number; marker: string } | null>(null);
  // a cluster no zoom can split: its listings to pick from
  const [place, setPlace] = useState<{ marker: string; listings: ListingPoint[] } | null>(null);
  const [tilesUnreachable, setTilesUnreachable] = useState(false);
  const selectedId = selected?.id ?? null;
  // the marker layer is one tab stop: the marker that has it, the markers as drawn, and a
  // marker to focus once the markers are drawn anew (after a card closes, after a zoom)
  const activeMarker = useRef<string | null>(null);
  const drawnMarkers = useRef<DrawnMarker[]>([]);
  const focusAfterDraw = useRef<{ key?: string; near?: [number, number] } | null>(null);
  const hintId = useId();

  const maxZoom = (tiles ?? OPENSTREETMAP_TILES).maxZoom;
  const filtersKey = JSON.stringify(filters);
  const clusters = useMemo(
    () => (points.data ? clusterListings(points.data.points, maxZoom) : null),
    [points.data, maxZoom],
  );

  const setActiveMarker = (key: string | null) => {
    activeMarker.current = key;
    for (const drawn of drawnMarkers.current) drawn.element.tabIndex = drawn.key === key ? 0 : -1;
  };
  const closeCard = (marker: string) => {
    focusAfterDraw.current = { key: marker };
    setSelected(null);
    setPlace(null);
  };

  // the map, once
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const map = L.map(element, {
      center: START_VIEW.center,
      zoom: START_VIEW.zoom,
      keyboard: true,
      // half steps: a search's markers fill more of the map when fitted
      zoomSnap: 0.5,
      // the page scrolls past the map until the visitor works with it
      scrollWheelZoom: false,
    });
    addBaseLayer(map, tiles ?? OPENSTREETMAP_TILES, () => setTilesUnreachable(true));
    markersRef.current = L.layerGroup().addTo(map);
    map.on('focus click', () => map.scrollWheelZoom.enable());
    map.on('blur mouseout', () => map.scrollWheelZoom.disable());
    map.on('moveend', () => {
      // where the map is, for the journeys (and anyone inspecting the page)
      element.dataset.zoom = String(map.getZoom());
      element.dataset.center = map.getCenter().toString();
      if (!programmaticMove.current) setMoved(true);
      setViewVersion((v) => v + 1);
    });
    element.addEventListener('keydown', (event) => {
      // while drawing, Enter adds a corner at the centre (the cross) for keyboard users
      if (event.target !== element || !drawingRef.current) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        drawingRef.current.addCorner(map.getCenter());
      } else if (event.key === 'Escape') {
        drawingRef.current.cancel();
        drawingRef.current = null;
        setCorners(null);
      }
    });
    mapRef.current = map;
    setReady(true);
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tiles]);

  const moveMap = (move: (map: L.Map) => void) => {
    const map = mapRef.current;
    if (!map) return;
    programmaticMove.current = true;
    try {
      move(map);
    } finally {
      programmaticMove.current = false;
    }
  };

  // a new search's markers: the map shows them all (or its area), unless the search came
  // from the map's own view
  useEffect(() => {
    const data = points.data;
    if (!ready || !data || points.isPlaceholderData || fittedFor.current === filtersKey) return;
    fittedFor.current = filtersKey;
    setSelected(null);
    setPlace(null);
    if (filters.polygon && keepViewFor.current === filters.polygon) {
      setMoved(false);
      return;
    }
    const area = filters.polygon ? parseMapArea(filters.polygon) : null;
    const corners = area?.ok
      ? area.points.map((p) => [p.lat, p.lng] as [number, number])
      : data.points.map(([, lat, lng]) => [lat, lng] as [number, number]);
    moveMap((map) => {
      if (corners.length > 0) {
        map.fitBounds(L.latLngBounds(corners), {
          animate: false,
          padding: [24, 24],
          maxZoom: FIT_MAX_ZOOM,
        });
      }
    });
    setMoved(false);
  }, [ready, points.data, points.isPlaceholderData, filtersKey, filters.polygon]);

  // the markers in view, again after every move and every new reply
  useEffect(() => {
    const map = mapRef.current;
    const layer = markersRef.current;
    if (!map || !layer || !clusters) return;
    const bounds = map.getBounds();
    const markers = clusters.markersIn(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      map.getZoom(),
    );
    // the focused marker goes with the old markers: the same marker (or the one asked for)
    // takes it again, so the keyboard never lands on the page's body (issue 45)
    const focused = document.activeElement;
    const hadFocus =
      focused instanceof HTMLElement &&
      focused.dataset.markerKey !== undefined &&
      map.getContainer().contains(focused);
    layer.clearLayers();
    const actions: MarkerActions = {
      zoomInto: (cluster, byKeyboard) => {
        const zoom = clusters.expansionZoom(cluster.id);
        if (zoom > map.getMaxZoom()) {
          // one address: no zoom parts them, so they are listed
          setSelected(null);
          setPlace({ marker: markerKey(cluster), listings: clusters.listingsOf(cluster.id) });
          return;
        }
        // after the zoom, the keyboard goes on from the marker nearest where the cluster was
        if (byKeyboard) focusAfterDraw.current = { near: [cluster.lat, cluster.lng] };
        map.setView([cluster.lat, cluster.lng], zoom);
      },
      select: (id, marker) => {
        setPlace(null);
        setSelected({ id, marker });
      },
      move: (from, key) => {
        const to = markerToFocus(drawnMarkers.current, from, key);
        const target = drawnMarkers.current.find((m) => m.key === to);
        if (!target) return;
        setActiveMarker(target.key);
        target.element.focus();
      },
    };
    const drawn: DrawnMarker[] = [];
    for (const m of markers) {
      const unsplittable = m.kind === 'cluster' && clusters.expansionZoom(m.id) > map.getMaxZoom();
      const marker = markerFor(m, selectedId, actions, unsplittable);
      layer.addLayer(marker);
      const element = marker.getElement();
      if (!element) continue;
      element.setAttribute('aria-describedby', hintId);
      const { x, y } = map.latLngToContainerPoint([m.lat, m.lng]);
      drawn.push({ key: markerKey(m), x, y, element });
    }
    drawnMarkers.current = drawn;
    const request = focusAfterDraw.current;
    focusAfterDraw.current = null;
    const byKey = (key: string | null | undefined) =>
      key ? drawn.find((m) => m.key === key) : undefined;
    const near = request?.near ? map.latLngToContainerPoint(request.near) : null;
    const target =
      byKey(request?.key) ??
      (near ? nearestMarker(drawn, near.x, near.y) : null) ??
      byKey(hadFocus ? focused.dataset.markerKey : null) ??
      byKey(activeMarker.current) ??
      readingOrder(drawn)[0];
    setActiveMarker(target?.key ?? null);
    // a request moves the focus only while it is still in the map (or fell to the body with
    // the card that closed), never from where the visitor has gone since
    const now = document.activeElement;
    const inMap = !now || now === document.body || !!sectionRef.current?.contains(now);
    if (hadFocus || (request && inMap)) (target?.element ?? map.getContainer()).focus();
  }, [clusters, viewVersion, selectedId, place, hintId]);

  // the searched area's outline
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !filters.polygon) return;
    const area = parseMapArea(filters.polygon);
    if (!area.ok) return;
    const outline = L.polygon(
      area.points.map((p) => [p.lat, p.lng] as [number, number]),
      AREA_STYLE,
    ).addTo(map);
    return () => {
      outline.remove();
    };
  }, [ready, filters.polygon]);

  const startDrawing = () => {
    const map = mapRef.current;
    if (!map) return;
    setSelected(null);
    setPlace(null);
    setCorners(0);
    drawingRef.current = drawArea(map, setCorners, (area) => {
      drawingRef.current = null;
      setCorners(null);
      onSearchArea(formatMapArea(area));
    });
    containerRef.current?.focus();
  };
  const stopDrawing = () => {
    drawingRef.current?.cancel();
    drawingRef.current = null;
    setCorners(null);
  };
  useEffect(() => () => drawingRef.current?.cancel(), []);

  const searchThisArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const polygon = formatMapArea(
      mapAreaOfBounds({
        south: b.getSouth(),
        west: b.getWest(),
        north: b.getNorth(),
        east: b.getEast(),
      }),
    );
    keepViewFor.current = polygon;
    onSearchArea(polygon);
  };

  const data = points.data;
  const drawing = corners !== null;
  // an area the API refuses (a hand-edited address) says why; Remove area clears it
  const areaError = points.error ? parseServerError(points.error).fieldErrors.polygon : undefined;
  const status = areaError
    ? `This map area cannot be searched: ${areaError}`
    : points.error
      ? 'The map could not load its listings.'
      : !data
        ? 'Loading the map...'
        : data.truncated
          ? `Showing ${formatWholeNumber(data.points.length)} of ${formatWholeNumber(data.total)} homes on the map: zoom in or narrow the search`
          : data.total === 0
            ? 'No homes of this search on the map'
            : `${formatWholeNumber(data.total)} ${data.total === 1 ? 'home' : 'homes'} on the map`;

  // past the map, its controls, its markers and its card in one step (issue 45: 70 marker
  // stops came before the results)
  const skipMap = (event: { preventDefault(): void }) => {
    const section = sectionRef.current;
    const next = section && firstFocusableAfter(section);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <section
      ref={sectionRef}
      aria-label="Map search"
      className="relative mb-6"
      data-testid="map-search"
    >
      <a
        href="#results-heading"
        onClick={skipMap}
        className="sr-only focus:not-sr-only focus:absolute focus:top-0 focus:left-0 focus:z-[1001] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-foreground focus:shadow"
      >
        Skip map
      </a>
      <p id={hintId} hidden>
        Arrow keys move between the markers, Home and End go to the first and the last; Enter opens
        one.
      </p>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {drawing ? (
          <>
            <Button
              size="sm"
              onClick={() => drawingRef.current?.finish()}
              disabled={corners < MAP_AREA_MIN_POINTS}
            >
              Finish area
            </Button>
            <Button size="sm" variant="outline" onClick={stopDrawing}>
              Cancel
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {corners < MAP_AREA_MIN_POINTS
                ? `Tap the map to add corners (${corners} of at least ${MAP_AREA_MIN_POINTS}); with the keyboard, move the map and press Enter.`
                : `${corners} corners: tap the first corner or Finish area.`}
            </p>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={startDrawing} disabled={!ready}>
              <Pencil aria-hidden="true" />
              Draw area
            </Button>
            {moved && (
              <Button size="sm" onClick={searchThisArea}>
                <LocateFixed aria-hidden="true" />
                Search this area
              </Button>
            )}
            {filters.polygon && (
              <Button size="sm" variant="outline" onClick={onClearArea}>
                <Trash2 aria-hidden="true" />
                Remove area
              </Button>
            )}
            <p
              className="text-sm text-muted-foreground"
              role="status"
              aria-live="polite"
              data-testid="map-status"
            >
              {points.isFetching && data ? 'Updating the map...' : status}
            </p>
          </>
        )}
      </div>
      <div className="relative">
        <div
          ref={containerRef}
          tabIndex={0}
          role="application"
          aria-label="Map of the search's listings. Arrow keys move the map, plus and minus zoom."
          className="h-[60vh] max-h-[640px] min-h-[320px] w-full overflow-hidden rounded-xl border bg-slate-100"
        />
        {drawing && (
          // the keyboard's corner goes where this cross is
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 z-[900] size-6 -translate-x-1/2 -translate-y-1/2 text-blue-700"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 2v20M2 12h20" />
            </svg>
          </span>
        )}
        {tilesUnreachable && (
          <p className="absolute top-2 left-1/2 z-[900] flex -translate-x-1/2 items-center gap-1.5 rounded bg-white/95 px-2 py-1 text-xs text-slate-900 shadow">
            <MapPinOff className="size-4" aria-hidden="true" />
            The map's background could not be loaded.
          </p>
        )}
        {selected && (
          <SelectedListing
            // a new card for another listing: it takes the focus again
            key={selected.id}
            id={selected.id}
            photoSources={photoSources}
            returnTo={returnTo}
            onClose={() => closeCard(selected.marker)}
          />
        )}
        {place && (
          <ListingsHere
            listings={place.listings}
            onPick={(id) => {
              setPlace(null);
              setSelected({ id, marker: place.marker });
            }}
            onClose={() => closeCard(place.marker)}
          />
        )}
      </div>
    </section>
  );
}
