import { describe, expect, it } from 'vitest';
import {
  formatMapArea,
  isInsideMapArea,
  MAP_AREA_MAX_POINTS,
  MAP_AREA_MESSAGES,
  mapAreaOfBounds,
  parseMapArea,
  rectangleOfMapArea,
} from './map-area';

const PAYSON_SQUARE = '34.22,-111.36;34.26,-111.36;34.26,-111.30;34.22,-111.30';

describe('map areas', () => {
  it('reads corners as latitude,longitude pairs', () => {
    expect(parseMapArea(` ${PAYSON_SQUARE} `)).toEqual({
      ok: true,
      points: [
        { lat: 34.22, lng: -111.36 },
        { lat: 34.26, lng: -111.36 },
        { lat: 34.26, lng: -111.3 },
        { lat: 34.22, lng: -111.3 },
      ],
    });
  });

  it('says what is wrong with a bad area', () => {
    expect(parseMapArea('34.2,-111.3;34.3')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.shape,
    });
    expect(parseMapArea('abc')).toEqual({ ok: false, message: MAP_AREA_MESSAGES.shape });
    expect(parseMapArea('34.2,-111.3;34.3,-111.3')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.tooFew,
    });
    // three corners, two of them the same place
    expect(parseMapArea('34.2,-111.3;34.3,-111.3;34.2,-111.3').ok).toBe(false);
    expect(parseMapArea('94,-111;34,-111;34,-110')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.range,
    });
    expect(parseMapArea('34,-181;34,-111;35,-110')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.range,
    });
    const many = Array.from(
      { length: MAP_AREA_MAX_POINTS + 1 },
      (_, i) => `34.${i},-111.${i}`,
    ).join(';');
    expect(parseMapArea(many)).toEqual({ ok: false, message: MAP_AREA_MESSAGES.tooMany });
    expect(parseMapArea('1,1;'.repeat(1000))).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.tooLong,
    });
    expect(parseMapArea('1e2,1;2,2;3,3')).toEqual({ ok: false, message: MAP_AREA_MESSAGES.shape });
  });

  it('writes an area back rounded to five decimals', () => {
    expect(
      formatMapArea([
        { lat: 34.123456789, lng: -111.000001 },
        { lat: 34.2, lng: -111.3 },
        { lat: 34.3, lng: -111.2 },
      ]),
    ).toBe('34.12346,-111;34.2,-111.3;34.3,-111.2');
  });

  it('turns a map view into a rectangle clamped to the globe', () => {
    expect(mapAreaOfBounds({ south: 34, west: -200, north: 95, east: -110 })).toEqual([
      { lat: 34, lng: -180 },
      { lat: 90, lng: -180 },
      { lat: 90, lng: -110 },
      { lat: 34, lng: -110 },
    ]);
  });

  it('tells points inside from points outside, concave areas too', () => {
    const square = (parseMapArea(PAYSON_SQUARE) as { points: { lat: number; lng: number }[] })
      .points;
    expect(isInsideMapArea({ lat: 34.24, lng: -111.33 }, square)).toBe(true);
    expect(isInsideMapArea({ lat: 34.27, lng: -111.33 }, square)).toBe(false);
    expect(isInsideMapArea({ lat: 34.24, lng: -111.29 }, square)).toBe(false);
    // a U shape: the notch in the middle is outside
    const u = [
      { lat: 0, lng: 0 },
      { lat: 10, lng: 0 },
      { lat: 10, lng: 3 },
      { lat: 2, lng: 3 },
      { lat: 2, lng: 7 },
      { lat: 10, lng: 7 },
      { lat: 10, lng: 10 },
      { lat: 0, lng: 10 },
    ];
    expect(isInsideMapArea({ lat: 5, lng: 5 }, u)).toBe(false);
    expect(isInsideMapArea({ lat: 5, lng: 1 }, u)).toBe(true);
    expect(isInsideMapArea({ lat: 1, lng: 5 }, u)).toBe(true);
  });

  it('knows a rectangle from other four-cornered areas', () => {
    const view = mapAreaOfBounds({ south: 34.2, west: -111.4, north: 34.3, east: -111.2 });
    expect(rectangleOfMapArea(view)).toEqual({
      south: 34.2,
      west: -111.4,
      north: 34.3,
      east: -111.2,
    });
    const tilted = [...view.slice(0, 3), { lat: 34.21, lng: -111.2 }];
    expect(rectangleOfMapArea(tilted)).toBeNull();
    expect(rectangleOfMapArea(view.slice(0, 3))).toBeNull();
    // the same four corners as a bow tie are not the rectangle
    expect(rectangleOfMapArea([view[0]!, view[2]!, view[1]!, view[3]!])).toBeNull();
  });
});
