import { MAP_TILE_URL_TEMPLATE } from '../../../core/map-tile-source';

/**
 * The Location & Neighborhood map: a 3x3 block of slippy-map tiles around the listing, drawn
 * as plain images (no map library in the visitor bundle).
 */

/** Street level with the neighbourhood around it. */
export const MAP_ZOOM = 14;
export const TILE_SIZE = 256;
/** The grid is GRID x GRID tiles, the listing's tile in the middle. */
export const GRID = 3;

export type MapTile = { key: string; url: string; column: number; row: number };

export type TileGrid = {
  tiles: MapTile[];
  /** The listing's pixel position inside the grid (0..GRID*TILE_SIZE). */
  markerX: number;
  markerY: number;
};

const MAX_LATITUDE = 85.0511;

/**
 * The tiles around a point (Web Mercator) and where the point falls among them; null for
 * coordinates a map cannot show.
 */
export function tileGrid(
  latitude: number,
  longitude: number,
  zoom: number = MAP_ZOOM,
  template: string = MAP_TILE_URL_TEMPLATE,
): TileGrid | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > MAX_LATITUDE || Math.abs(longitude) > 180) return null;
  const n = 2 ** zoom;
  const x = ((longitude + 180) / 360) * n;
  const rad = (latitude * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const tileX = Math.min(Math.floor(x), n - 1);
  const tileY = Math.min(Math.floor(y), n - 1);
  const half = Math.floor(GRID / 2);
  const tiles: MapTile[] = [];
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      const tx = (((tileX + column - half) % n) + n) % n;
      const ty = tileY + row - half;
      if (ty < 0 || ty >= n) continue;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: template
          .replace('{z}', String(zoom))
          .replace('{x}', String(tx))
          .replace('{y}', String(ty)),
        column,
        row,
      });
    }
  }
  return {
    tiles,
    markerX: (half + (x - tileX)) * TILE_SIZE,
    markerY: (half + (y - tileY)) * TILE_SIZE,
  };
}
