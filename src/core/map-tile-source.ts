/*
 * Where the maps' tiles come from (the map search, the property page's Location &
 * Neighborhood map, the showing planner). In core because the browser draws them and the
 * server's Content-Security-Policy must allow their host. OpenStreetMap's by default; Google's
 * (through our own /map-tiles/ path, so the key never reaches a browser) when the admin panel
 * has a Maps key (decision 026).
 */

/**
 * Where map tiles come from ({z}/{x}/{y} are filled in). OpenStreetMap's public tiles by
 * default; point it at a commercial tile host (or a cache of our own) for heavy traffic, and
 * keep the attribution below in step with it. The host must be allowed in the server's
 * Content-Security-Policy img-src (it does, from this constant).
 */
export const MAP_TILE_URL_TEMPLATE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = {
  text: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/copyright',
};

/** The origin the tiles come from, for the Content-Security-Policy. */
export const MAP_TILE_ORIGIN = new URL(MAP_TILE_URL_TEMPLATE.replace(/\{[xyz]\}/g, '0')).origin;

/** The most a map zooms in on OpenStreetMap's standard tiles. */
export const MAP_MAX_ZOOM = 19;

/** The tile source a browser map uses (site info's `mapTiles`). */
export type MapTileSource = {
  provider: 'openstreetmap' | 'google';
  /** A Leaflet URL template ({z}/{x}/{y}). */
  urlTemplate: string;
  attribution: { text: string; url: string };
  maxZoom: number;
};

/** OpenStreetMap's public tiles: the default source. */
export const OPENSTREETMAP_TILES: MapTileSource = {
  provider: 'openstreetmap',
  urlTemplate: MAP_TILE_URL_TEMPLATE,
  attribution: MAP_ATTRIBUTION,
  maxZoom: MAP_MAX_ZOOM,
};

/** The most a map zooms in on Google's 2D road map tiles (and the /map-tiles/ path's z). */
export const GOOGLE_MAP_TILES_MAX_ZOOM = 22;

/**
 * Google's tiles through our own path (the server holds the key and session token): the
 * source while a Google Maps key is in force (admin panel, else GOOGLE_MAPS_API_KEY).
 */
export const GOOGLE_MAP_TILES: MapTileSource = {
  provider: 'google',
  urlTemplate: '/map-tiles/{z}/{x}/{y}',
  attribution: {
    text: 'Map data © Google',
    url: 'https://www.google.com/intl/en-US_US/help/terms_maps/',
  },
  maxZoom: GOOGLE_MAP_TILES_MAX_ZOOM,
};
