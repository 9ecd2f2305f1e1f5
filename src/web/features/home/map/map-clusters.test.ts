import { describe, expect, it } from 'vitest';
import { MAP_MAX_ZOOM } from '../../../../core/map-tile-source';
import { clusterIconSize, clusterListings, markerBox, type MapMarker } from './map-clusters';
import type { MapPointsReply } from './map-points';

/** 10,000 listings spread over a 0.3° square around Payson, deterministic. */
function payson(n: number): MapPointsReply['points'] {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: n }, (_, i) => [
    i + 1,
    34.1 + random() * 0.3,
    -111.5 + random() * 0.3,
    i % 10 === 0 ? null : 100_000 + i,
  ]);
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
const total = (markers: MapMarker[]) =>
  markers.reduce((sum, m) => sum + (m.kind === 'cluster' ? m.count : 1), 0);

describe('listing clusters', () => {
  it('stands for every listing at every zoom, in fewer markers when zoomed out', () => {
    const clusters = clusterListings(payson(10_000));
    const far = clusters.markersIn(WORLD, 9);
    const near = clusters.markersIn(WORLD, 13);
    expect(total(far)).toBe(10_000);
    expect(total(near)).toBe(10_000);
    expect(far.length).toBeLessThan(20);
    expect(near.length).toBeGreaterThan(far.length);
    // at the map's closest zoom nearly every listing is its own marker, with its price
    const streets = clusters.markersIn(WORLD, MAP_MAX_ZOOM);
    expect(streets.length).toBeGreaterThan(9_000);
    expect(total(streets)).toBe(10_000);
    expect(streets.find((m) => m.kind === 'listing' && m.id === 11)).toMatchObject({ price: null });
  });

  it('splits a cluster when the map zooms to its expansion zoom', () => {
    const clusters = clusterListings(payson(2_000));
    const cluster = clusters
      .markersIn(WORLD, 10)
      .find((m): m is MapMarker & { kind: 'cluster' } => m.kind === 'cluster')!;
    const zoom = clusters.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(10);
    const around: [number, number, number, number] = [
      cluster.lng - 0.2,
      cluster.lat - 0.2,
      cluster.lng + 0.2,
      cluster.lat + 0.2,
    ];
    const after = clusters.markersIn(around, zoom);
    expect(after.some((m) => m.kind === 'cluster' && m.count === cluster.count)).toBe(false);
  });
});

/** A marker's place on the screen at a zoom, in Leaflet's pixels (256-px Web Mercator tiles). */
function onScreen(m: MapMarker, zoom: number): [number, number] {
  const world = 256 * 2 ** zoom;
  const phi = (m.lat * Math.PI) / 180;
  return [
    ((m.lng + 180) / 360) * world,
    ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world,
  ];
}

describe('cluster markers a finger can tell apart (issue 41)', () => {
  // the zooms of a region down to a town's view (Payson's map at 1280 px is about 12-13); at
  // street zooms (15-16) a dense enough set can still bring two small clusters together
  it.each([9, 10, 11, 12, 13])('never cover one another at zoom %i', (zoom) => {
    for (const points of [payson(10_000), payson(2_000), payson(300)]) {
      const clusters = clusterListings(points)
        .markersIn(WORLD, zoom)
        .filter((m): m is MapMarker & { kind: 'cluster' } => m.kind === 'cluster');
      for (let i = 0; i < clusters.length; i++) {
        for (let j = i + 1; j < clusters.length; j++) {
          const [a, b] = [clusters[i]!, clusters[j]!];
          const [[ax, ay], [bx, by]] = [onScreen(a, zoom), onScreen(b, zoom)];
          const apart = Math.hypot(ax - bx, ay - by);
          expect(apart).toBeGreaterThanOrEqual(
            (clusterIconSize(a.count) + clusterIconSize(b.count)) / 2,
          );
        }
      }
    }
  });
});

describe('markers never cover one another, down to the closest zoom (issue 45, WCAG 2.5.8)', () => {
  it.each([14, 15, 16, 17, 18, MAP_MAX_ZOOM])('at zoom %i', (zoom) => {
    // a dense town, and three condos at one address that no zoom parts
    const points: MapPointsReply['points'] = [
      ...payson(3_000),
      [90_001, 34.25, -111.33, 200_000],
      [90_002, 34.25, -111.33, 210_000],
      [90_003, 34.25, -111.33, null],
    ];
    const clusters = clusterListings(points, MAP_MAX_ZOOM);
    const markers = clusters.markersIn(WORLD, zoom);
    expect(total(markers)).toBe(points.length);
    let overlapping = 0;
    const boxes = markers.map((m) => markerBox(m, zoom));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlapping++;
      }
    }
    expect(overlapping).toBe(0);
    const condos = markers.find(
      (m): m is MapMarker & { kind: 'cluster' } =>
        m.kind === 'cluster' && clusters.listingsOf(m.id).some((l) => l.id === 90_001),
    );
    if (zoom === MAP_MAX_ZOOM) {
      // the one-address cluster cannot be split: the map lists its listings instead
      expect(clusters.expansionZoom(condos!.id)).toBeGreaterThan(MAP_MAX_ZOOM);
      expect(
        clusters
          .listingsOf(condos!.id)
          .map((l) => l.id)
          .sort(),
      ).toEqual([90_001, 90_002, 90_003]);
    }
  });
});
