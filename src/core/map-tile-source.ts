/*
 * The map tiles of the property page's Location & Neighborhood section. In core because the
 * page draws them and the server's Content-Security-Policy must allow their host.
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
