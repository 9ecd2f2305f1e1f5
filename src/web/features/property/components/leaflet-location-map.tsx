import { MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MapTileSource } from '../../../../core/map-tile-source';
import { addBaseLayer } from '../../../components/map/base-layer';
import { L } from '../../../components/map/leaflet';
import { pinIcon } from '../../../components/map/pin-icon';

/** Street level with the neighbourhood around it. */
export const LOCATION_MAP_ZOOM = 14;

/**
 * The property page's Leaflet map (a lazy chunk: Leaflet reads `window` when it loads). The
 * keyboard pans and zooms it once focused; the scroll wheel zooms only after a click or focus,
 * so a wheel over the map still scrolls the page.
 */
export function LeafletLocationMap({
  latitude,
  longitude,
  label,
  source,
}: {
  latitude: number;
  longitude: number;
  label: string;
  source: MapTileSource;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setUnreachable(false);
    const map = L.map(element, {
      center: [latitude, longitude],
      zoom: LOCATION_MAP_ZOOM,
      keyboard: true,
      scrollWheelZoom: false,
      attributionControl: true,
    });
    map.attributionControl.setPrefix(false);
    addBaseLayer(map, source, () => setUnreachable(true));
    L.marker([latitude, longitude], {
      icon: pinIcon(),
      keyboard: false,
      interactive: false,
    }).addTo(map);
    const wheelOn = () => map.scrollWheelZoom.enable();
    const wheelOff = () => map.scrollWheelZoom.disable();
    map.on('focus click', wheelOn);
    map.on('blur', wheelOff);
    return () => {
      map.off('focus click', wheelOn);
      map.off('blur', wheelOff);
      map.remove();
    };
  }, [latitude, longitude, source]);

  return (
    <>
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-roledescription="map"
        data-testid="location-leaflet-map"
        className="absolute inset-0 z-0"
      />
      {unreachable && (
        <div className="pointer-events-none absolute inset-x-0 top-0 z-[1000] flex justify-center p-3">
          <p className="flex items-center gap-2 rounded-md bg-white/95 px-3 py-2 text-sm font-medium text-slate-800 shadow">
            <MapPinOff aria-hidden="true" className="size-5" />
            The map could not be loaded.
          </p>
        </div>
      )}
    </>
  );
}
