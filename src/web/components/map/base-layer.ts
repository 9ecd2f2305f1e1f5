import type { MapTileSource } from '../../../core/map-tile-source';
import { L } from './leaflet';

/** Tiles that fail before any loads: past this, the tile host is out of reach. */
const FAILURES_BEFORE_GIVING_UP = 4;

/**
 * The site's tile source (site info's `mapTiles`) as the map's base layer, with its
 * attribution. `onUnreachable` is called once when tiles keep failing before any has loaded
 * (offline, a blocked host): the map still works, on a blank background, and the page says so.
 */
export function addBaseLayer(
  map: L.Map,
  source: MapTileSource,
  onUnreachable?: () => void,
): L.TileLayer {
  const attribution = `<a href="${source.attribution.url}" target="_blank" rel="noopener noreferrer">${source.attribution.text}</a>`;
  const layer = L.tileLayer(source.urlTemplate, { maxZoom: source.maxZoom, attribution });
  let loaded = 0;
  let failed = 0;
  layer.on('tileload', () => {
    loaded += 1;
  });
  layer.on('tileerror', () => {
    failed += 1;
    if (loaded === 0 && failed === FAILURES_BEFORE_GIVING_UP) onUnreachable?.();
  });
  return layer.addTo(map);
}
