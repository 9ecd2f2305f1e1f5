import { useEffect, useRef } from 'react';
import type { MapTileSource } from '../../../../core/map-tile-source';
import { addBaseLayer } from '../../../components/map/base-layer';
import { L } from '../../../components/map/leaflet';

export type LocatedStop = { n: number; latitude: number; longitude: number; label: string };

function stopIcon(n: number): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white bg-blue-900 text-xs font-bold text-white shadow-md">${n}</span>`,
    iconSize: [26, 26],
  });
}

/**
 * The route's stops on a street map (Leaflet, a chunk of its own): numbered in driving order
 * and joined by straight lines (the legs are estimates, not roads). Printed with the itinerary.
 */
export default function LeafletRouteMap({
  stops,
  tiles,
}: {
  stops: readonly LocatedStop[];
  tiles: MapTileSource;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false, keyboard: true, zoomSnap: 0.5 });
    addBaseLayer(map, tiles);
    const corners = stops.map((s) => [s.latitude, s.longitude] as [number, number]);
    L.polyline(corners, { color: '#2563eb', weight: 3, interactive: false }).addTo(map);
    for (const stop of stops) {
      L.marker([stop.latitude, stop.longitude], {
        icon: stopIcon(stop.n),
        keyboard: false,
        title: `${stop.n}. ${stop.label}`,
      }).addTo(map);
    }
    map.fitBounds(L.latLngBounds(corners), { padding: [28, 28], maxZoom: 15, animate: false });
    return () => {
      map.remove();
    };
  }, [stops, tiles]);
  return <div ref={ref} className="size-full" />;
}
