import { describe, expect, it } from 'vitest';
import {
  AVERAGE_MPH,
  estimateDrive,
  formatDuration,
  haversineMiles,
  nearestNeighbourOrder,
  optimizeStops,
  pathMiles,
  planRoute,
  ROAD_FACTOR,
  twoOpt,
  type GeoPoint,
} from './showing-route';

/** A small deterministic generator (no Math.random in tests). */
function points(seed: number, n: number): GeoPoint[] {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return Array.from({ length: n }, () => ({
    latitude: 34.2 + next() * 0.2,
    longitude: -111.4 + next() * 0.2,
  }));
}

const along = (order: number[], pts: GeoPoint[]) => order.map((i) => pts[i]!);

describe('showing route', () => {
  it('measures great-circle miles', () => {
    // Payson to Phoenix, about 75 miles as the crow flies
    const miles = haversineMiles(
      { latitude: 34.2309, longitude: -111.3251 },
      { latitude: 33.4484, longitude: -112.074 },
    );
    expect(miles).toBeGreaterThan(65);
    expect(miles).toBeLessThan(75);
    expect(
      haversineMiles({ latitude: 34, longitude: -111 }, { latitude: 34, longitude: -111 }),
    ).toBe(0);
  });

  it('estimates a drive with the road factor at the average speed', () => {
    const drive = estimateDrive(10);
    expect(drive.miles).toBeCloseTo(10 * ROAD_FACTOR);
    expect(drive.minutes).toBe(Math.ceil(((10 * ROAD_FACTOR) / AVERAGE_MPH) * 60));
  });

  it('never makes 2-opt longer than nearest neighbour', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const pts = points(seed, 12);
      const start = seed % 2 === 0 ? { latitude: 34.3, longitude: -111.3 } : null;
      const nn = nearestNeighbourOrder(pts, start);
      const improved = twoOpt(pts, nn, start);
      expect([...improved].sort((a, b) => a - b)).toEqual([...pts.keys()]);
      expect(pathMiles(along(improved, pts), start)).toBeLessThanOrEqual(
        pathMiles(along(nn, pts), start) + 1e-9,
      );
    }
  });

  it('finds the optimal order of a known small instance', () => {
    // five houses along one road, picked out of order: the best drive goes end to end
    const road = [0, 3, 1, 4, 2].map((k) => ({
      id: 100 + k,
      latitude: 34.2 + k * 0.01,
      longitude: -111.33 + k * 0.01,
    }));
    expect(optimizeStops(road).map((s) => s.id)).toEqual([100, 101, 102, 103, 104]);
    // from a start beyond the far end, the drive begins there
    const start = { latitude: 34.26, longitude: -111.27 };
    expect(optimizeStops(road, start).map((s) => s.id)).toEqual([104, 103, 102, 101, 100]);
  });

  it('plans 1 and 2 stops', () => {
    const one = planRoute([{ id: 1, latitude: 34.2, longitude: -111.3 }], {
      timeAtEachProperty: 30,
      startsAt: '2026-11-28T16:00:00.000Z',
    });
    expect(one.stops).toMatchObject([
      {
        id: 1,
        legMiles: null,
        arriveOffset: 0,
        leaveOffset: 30,
        leaveAt: '2026-11-28T16:30:00.000Z',
      },
    ]);
    expect(one.totalMiles).toBe(0);
    expect(one.endsAt).toBe('2026-11-28T16:30:00.000Z');

    const two = planRoute(
      [
        { id: 1, latitude: 34.2, longitude: -111.3 },
        { id: 2, latitude: 34.3, longitude: -111.3 },
      ],
      { timeAtEachProperty: 30 },
    );
    const leg = estimateDrive(
      haversineMiles({ latitude: 34.2, longitude: -111.3 }, { latitude: 34.3, longitude: -111.3 }),
    );
    expect(two.stops.map((s) => s.id)).toEqual([1, 2]);
    expect(two.stops[1]).toMatchObject({
      legMinutes: leg.minutes,
      arriveOffset: 30 + leg.minutes,
      leaveOffset: 60 + leg.minutes,
      arriveAt: null,
    });
    expect(two.totalMinutes).toBe(60 + leg.minutes);
    expect(two.driveMinutes).toBe(leg.minutes);
  });

  it('keeps ties in the picked order, and the same input gives the same route', () => {
    // four corners of a square: several orders are equally short
    const square = [
      { id: 7, latitude: 34.2, longitude: -111.3 },
      { id: 8, latitude: 34.21, longitude: -111.3 },
      { id: 9, latitude: 34.2, longitude: -111.29 },
      { id: 10, latitude: 34.21, longitude: -111.29 },
    ];
    const first = optimizeStops(square).map((s) => s.id);
    expect(first[0]).toBe(7);
    expect(optimizeStops(square).map((s) => s.id)).toEqual(first);
    // identical coordinates: the picked order stays
    const same = [3, 1, 2].map((id) => ({ id, latitude: 34.2, longitude: -111.3 }));
    expect(optimizeStops(same).map((s) => s.id)).toEqual([3, 1, 2]);
  });

  it('puts listings without coordinates last and flags them', () => {
    const route = planRoute(
      [
        { id: 1, latitude: null, longitude: null },
        { id: 2, latitude: 34.2, longitude: -111.3 },
        { id: 3, latitude: 34.25, longitude: -111.3 },
      ],
      { timeAtEachProperty: 45 },
    );
    expect(route.stops.map((s) => s.id)).toEqual([2, 3, 1]);
    expect(route.stops[2]).toMatchObject({ located: false, arriveOffset: null, legMiles: null });
    expect(route.unlocated).toEqual([1]);
    expect(route.stops[1]!.leaveOffset).toBe(route.totalMinutes);
  });

  it('writes durations', () => {
    expect(formatDuration(40)).toBe('40 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(85)).toBe('1 h 25 min');
  });
});
