import { describe, expect, it } from 'vitest';
import { MAP_ZOOM, TILE_SIZE, tileGrid } from './map-tiles';

describe('tileGrid', () => {
  it('puts Payson in the middle tile of a 3x3 block at zoom 14', () => {
    const grid = tileGrid(34.2309, -111.3251);
    expect(grid).not.toBeNull();
    // Payson, AZ at zoom 14: x = 68.6749 / 360 * 16384 = 3125.47, y = 6532.2 (worked by hand)
    const middle = grid!.tiles.find((t) => t.column === 1 && t.row === 1);
    expect(middle?.key).toBe(`${MAP_ZOOM}/3125/6532`);
    expect(middle?.url).toBe('https://tile.openstreetmap.org/14/3125/6532.png');
    expect(grid!.tiles).toHaveLength(9);
    expect(grid!.tiles[0]?.key).toBe('14/3124/6531');
    // the marker lies inside the middle tile
    expect(grid!.markerX).toBeGreaterThanOrEqual(TILE_SIZE);
    expect(grid!.markerX).toBeLessThan(2 * TILE_SIZE);
    expect(grid!.markerY).toBeGreaterThanOrEqual(TILE_SIZE);
    expect(grid!.markerY).toBeLessThan(2 * TILE_SIZE);
  });

  it('uses the template it is given', () => {
    const grid = tileGrid(0, 0, 1, 'https://tiles.example/{z}/{x}/{y}.webp');
    expect(grid?.tiles.map((t) => t.url)).toContain('https://tiles.example/1/1/1.webp');
  });

  it('refuses coordinates a map cannot show', () => {
    expect(tileGrid(Number.NaN, 10)).toBeNull();
    expect(tileGrid(89, 10)).toBeNull();
    expect(tileGrid(10, 181)).toBeNull();
  });
});
