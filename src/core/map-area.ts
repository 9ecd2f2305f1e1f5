/*
 * The map search's area (decision 026): a polygon drawn on the map, or the map's view after
 * 'Search this area', kept in the search's URL and query as one `polygon` parameter:
 * "lat,lng;lat,lng;lat,lng" (3 to MAP_AREA_MAX_POINTS corners, the last joined to the first).
 * The server finds listings whose coordinates lie inside it (or on its edge).
 */

export type LatLng = { lat: number; lng: number };

export const MAP_AREA_MIN_POINTS = 3;
export const MAP_AREA_MAX_POINTS = 50;
/** Decimals kept per coordinate: 5 is about a metre, more than a drawn line means. */
export const MAP_AREA_DECIMALS = 5;
/** Longest parameter accepted before it is read at all. */
export const MAP_AREA_MAX_LENGTH = MAP_AREA_MAX_POINTS * 24;

export const MAP_AREA_MESSAGES = {
  shape: 'Map area must be corners "latitude,longitude" separated by ";"',
  tooFew: `Map area needs at least ${MAP_AREA_MIN_POINTS} corners`,
  tooMany: `Map area may have at most ${MAP_AREA_MAX_POINTS} corners`,
  range: 'Map area corners need a latitude from -90 to 90 and a longitude from -180 to 180',
  tooLong: `Map area must be at most ${MAP_AREA_MAX_LENGTH} characters`,
} as const;

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

export type MapAreaResult = { ok: true; points: LatLng[] } | { ok: false; message: string };

/** Reads the `polygon` parameter; the corners in order, or what is wrong with it. */
export function parseMapArea(text: string): MapAreaResult {
  const trimmed = text.trim();
  if (trimmed.length > MAP_AREA_MAX_LENGTH)
    return { ok: false, message: MAP_AREA_MESSAGES.tooLong };
  const pairs = trimmed.split(';').filter((p) => p.trim() !== '');
  const points: LatLng[] = [];
  for (const pair of pairs) {
    const parts = pair.split(',').map((p) => p.trim());
    if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) {
      return { ok: false, message: MAP_AREA_MESSAGES.shape };
    }
    const lat = Number(parts[0]);
    const lng = Number(parts[1]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return { ok: false, message: MAP_AREA_MESSAGES.range };
    }
    points.push({ lat, lng });
  }
  const distinct = new Set(points.map((p) => `${p.lat},${p.lng}`)).size;
  if (distinct < MAP_AREA_MIN_POINTS) return { ok: false, message: MAP_AREA_MESSAGES.tooFew };
  if (points.length > MAP_AREA_MAX_POINTS) return { ok: false, message: MAP_AREA_MESSAGES.tooMany };
  return { ok: true, points };
}

const round = (n: number) => Number(n.toFixed(MAP_AREA_DECIMALS));

/** The `polygon` parameter of an area (coordinates rounded to MAP_AREA_DECIMALS). */
export function formatMapArea(points: readonly LatLng[]): string {
  return points.map((p) => `${round(p.lat)},${round(p.lng)}`).join(';');
}

/** The rectangle of a map view as an area (south-west, north-west, north-east, south-east). */
export function mapAreaOfBounds(bounds: {
  south: number;
  west: number;
  north: number;
  east: number;
}): LatLng[] {
  const south = Math.max(-90, bounds.south);
  const north = Math.min(90, bounds.north);
  const west = Math.max(-180, bounds.west);
  const east = Math.min(180, bounds.east);
  return [
    { lat: south, lng: west },
    { lat: north, lng: west },
    { lat: north, lng: east },
    { lat: south, lng: east },
  ];
}

/**
 * The rectangle an area is, when it is one (four corners on two latitudes and two longitudes,
 * as 'Search this area' sends a map's view); null for any other shape. The server asks for a
 * rectangle as a box, which its index answers without checking each point against a polygon.
 */
export function rectangleOfMapArea(
  area: readonly LatLng[],
): { south: number; west: number; north: number; east: number } | null {
  if (area.length !== 4) return null;
  const lats = [...new Set(area.map((p) => p.lat))];
  const lngs = [...new Set(area.map((p) => p.lng))];
  if (lats.length !== 2 || lngs.length !== 2) return null;
  // each corner a different pairing of the two latitudes and two longitudes, in order round
  // the edge (each side along a latitude or a longitude: no bow tie)
  const pairs = new Set(area.map((p) => `${p.lat},${p.lng}`));
  if (pairs.size !== 4) return null;
  const alongAnEdge = area.every((p, i) => {
    const next = area[(i + 1) % area.length]!;
    return (p.lat === next.lat) !== (p.lng === next.lng);
  });
  if (!alongAnEdge) return null;
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

/**
 * Whether a point lies inside the area (crossing rule; a point exactly on an edge may go
 * either way, as no listing sits on a hand-drawn line). The browser and the tests use it; the
 * server asks PostgreSQL (`point <@ polygon`).
 */
export function isInsideMapArea(point: LatLng, area: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = area.length - 1; i < area.length; j = i++) {
    const a = area[i]!;
    const b = area[j]!;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}
