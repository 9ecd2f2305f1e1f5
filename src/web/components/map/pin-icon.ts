import { L } from './leaflet';

/**
 * A listing's map pin as inline SVG (Leaflet's default marker is a PNG whose URL a bundler
 * would have to rewrite).
 */
export function pinIcon(className = 'text-red-600'): L.DivIcon {
  return L.divIcon({
    className: 'ridgeline-pin',
    html: `<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" class="${className} drop-shadow"><path fill="currentColor" stroke="white" stroke-width="2" d="M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1z"/><circle cx="12" cy="11.5" r="4" fill="white"/></svg>`,
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });
}
