import { LocateFixed, MapPinOff, Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { clusterIconSize, clusterListings, type MapMarker } from './map-clusters';
import { MapListingCard } from './map-listing-card';
import { useMapPoints } from './map-points';

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
    html: `<span class="flex size-full items-end justify-center"><span class="whitespace-nowrap rounded-full border-2 border-white px-2 py-0.5 text-xs font-bold shadow-md ${colours}">${text}</span></span>`,
    iconSize: [72, 26],
    iconAnchor: [36, 26],
  });
}

/** Calls `act` on Enter or Space, the keys a role=button answers to. */
function onActivateKey(marker: L.Marker, act: () => void) {
  marker.on('keypress', (event) => {
    const key = (event.originalEvent as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      event.originalEvent.preventDefault();
      act();
    }
  });
}

function markerFor(
  m: MapMarker,
  selectedId: number | null,
  actions: { zoomInto: (m: MapMarker & { kind: 'cluster' }) => void; select: (id: number) => void },
): L.Marker {
  if (m.kind === 'cluster') {
    const label = `${formatWholeNumber(m.count)} listings here; zoom in`;
    const marker = L.marker([m.lat, m.lng], {
      icon: clusterIcon(m.count),
      keyboard: true,
      title: label,
    });
    marker.on('click', () => actions.zoomInto(m));
    onActivateKey(marker, () => actions.zoomInto(m));
    marker.on('add', () => {
      const element = marker.getElement();
      if (!element) return;
      element.setAttribute('aria-label', label);
      element.dataset.testid = 'map-cluster';
      element.dataset.count = String(m.count);
    });
    return marker;
  }
  const selected = m.id === selectedId;
  const label = `${m.price === null ? 'Listing' : formatPriceTag(m.price)}: show its card`;
  const marker = L.marker([m.lat, m.lng], {
    icon: priceIcon(m.price, selected),
    keyboard: true,
    title: label,
    zIndexOffset: selected ? 1000 : 0,
    riseOnHover: true,
  });
  marker.on('click', () => actions.select(m.id));
  onActivateKey(marker, () => actions.select(m.id));
  marker.on('add', () => {
    const element = marker.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.dataset.testid = 'map-listing';
    element.dataset.listingId = String(m.id);
  });
  return marker;
}

/** The card of the marker last clicked, over the bottom of the map, with the IDX attribution. */
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
    <div
      role="dialog"
      aria-label="Selected listing"
      data-testid="map-listing-card"
      className="absolute right-2 bottom-2 left-2 z-[1000] mx-auto max-w-md sm:right-auto sm:left-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="relative rounded-xl bg-card shadow-xl">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the listing card"
          className="absolute top-2 right-2 z-20 rounded-full bg-white/90 p-1.5 text-slate-900 shadow focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        {listing.data ? (
          <MapListingCard property={listing.data} photoSources={photoSources} returnTo={returnTo} />
        ) : (
          <p className="p-6 text-sm text-muted-foreground" role="status">
            {listing.error ? 'This listing could not be loaded.' : 'Loading listing...'}
          </p>
        )}
      </div>
    </div>
  );
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
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [tilesUnreachable, setTilesUnreachable] = useState(false);

  const filtersKey = JSON.stringify(filters);
  const clusters = useMemo(
    () => (points.data ? clusterListings(points.data.points) : null),
    [points.data],
  );

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
    setSelectedId(null);
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
    layer.clearLayers();
    const actions = {
      zoomInto: (cluster: MapMarker & { kind: 'cluster' }) => {
        map.setView([cluster.lat, cluster.lng], clusters.expansionZoom(cluster.id));
      },
      select: setSelectedId,
    };
    for (const marker of markers) layer.addLayer(markerFor(marker, selectedId, actions));
  }, [clusters, viewVersion, selectedId]);

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
    setSelectedId(null);
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

  return (
    <section aria-label="Map search" className="mb-6" data-testid="map-search">
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
        {selectedId !== null && (
          <SelectedListing
            id={selectedId}
            photoSources={photoSources}
            returnTo={returnTo}
            onClose={() => setSelectedId(null)}
          />
        )}
      </div>
    </section>
  );
}
