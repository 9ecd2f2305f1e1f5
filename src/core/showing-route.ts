/**
 * The showing planner's route (issue 24, the spec's showing_routes): the order of the stops
 * that makes the shortest drive, and the day's schedule with `timeAtEachProperty` minutes at
 * each. Distances are great-circle (haversine) miles between the listings' coordinates; the
 * drive is an ESTIMATE, not a road route: straight-line miles x ROAD_FACTOR at AVERAGE_MPH
 * (mountain roads wind and climb, so both are cautious). Pure: browser and server share it.
 */

/** The spec's showing time per property, in minutes. */
export const DEFAULT_TIME_AT_EACH_PROPERTY = 30;
export const MIN_TIME_AT_EACH_PROPERTY = 5;
export const MAX_TIME_AT_EACH_PROPERTY = 240;
export const MIN_ROUTE_STOPS = 2;
export const MAX_ROUTE_STOPS = 25;

/** Road miles per straight-line mile: winding mountain roads are about a third longer. */
export const ROAD_FACTOR = 1.3;
/** Average driving speed of the estimate (mountain highways and town streets together). */
export const AVERAGE_MPH = 35;

/** What the screens say of the figures (they are an estimate). */
export const DRIVE_ESTIMATE_NOTE = `Drive times are estimates: straight-line distance × ${ROAD_FACTOR} at ${AVERAGE_MPH} mph, not a road route.`;

const EARTH_RADIUS_MILES = 3958.8;

export type GeoPoint = { latitude: number; longitude: number };

/** A listing to visit: its coordinates when the feed has them. */
export type RouteStopInput = { id: number; latitude: number | null; longitude: number | null };

export type PlannedStop = {
  id: number;
  latitude: number | null;
  longitude: number | null;
  /** False when the listing has no coordinates: put last, no drive or times computed. */
  located: boolean;
  /** Estimated road miles and minutes from the previous stop (or the start); null for the first stop without a start point, and for stops without coordinates. */
  legMiles: number | null;
  legMinutes: number | null;
  /** Minutes from the start time to the arrival and the leaving; null when not located. */
  arriveOffset: number | null;
  leaveOffset: number | null;
  /** ISO times of arrival and leaving when the route has a start time. */
  arriveAt: string | null;
  leaveAt: string | null;
};

export type PlannedRoute = {
  stops: PlannedStop[];
  /** Estimated road miles and drive minutes of the whole route (located stops). */
  totalMiles: number;
  driveMinutes: number;
  /** Drive plus visits, start to leaving the last located stop. */
  totalMinutes: number;
  timeAtEachProperty: number;
  startsAt: string | null;
  endsAt: string | null;
  /** Ids of the stops without coordinates (flagged on the screen). */
  unlocated: number[];
};

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road miles and whole driving minutes (rounded up) of a straight-line distance. */
export function estimateDrive(straightMiles: number): { miles: number; minutes: number } {
  const miles = straightMiles * ROAD_FACTOR;
  return { miles, minutes: Math.ceil((miles / AVERAGE_MPH) * 60 - 1e-9) };
}

/** Straight-line length of visiting `points` in the given order, from `start` when given. */
export function pathMiles(points: readonly GeoPoint[], start: GeoPoint | null = null): number {
  let total = 0;
  let previous = start;
  for (const point of points) {
    if (previous) total += haversineMiles(previous, point);
    previous = point;
  }
  return total;
}

/**
 * Nearest neighbour from the start (or, without one, from each point in turn, keeping the
 * shortest): the index order. Ties go to the lower index, so equal inputs give equal routes.
 */
export function nearestNeighbourOrder(
  points: readonly GeoPoint[],
  start: GeoPoint | null = null,
): number[] {
  const n = points.length;
  const from = (first: number | null): number[] => {
    const left = new Set(points.keys());
    const order: number[] = [];
    let current: GeoPoint | null = start;
    if (first !== null) {
      order.push(first);
      left.delete(first);
      current = points[first]!;
    }
    while (left.size > 0) {
      let best = -1;
      let bestMiles = Infinity;
      for (const i of left) {
        const miles = haversineMiles(current!, points[i]!);
        if (miles < bestMiles - 1e-9) {
          best = i;
          bestMiles = miles;
        }
      }
      order.push(best);
      left.delete(best);
      current = points[best]!;
    }
    return order;
  };
  if (n === 0) return [];
  if (start) return from(null);
  let bestOrder = from(0);
  let bestMiles = pathMiles(bestOrder.map((i) => points[i]!));
  for (let first = 1; first < n; first++) {
    const order = from(first);
    const miles = pathMiles(order.map((i) => points[i]!));
    if (miles < bestMiles - 1e-9) {
      bestOrder = order;
      bestMiles = miles;
    }
  }
  return bestOrder;
}

/**
 * 2-opt on an open path: reverses a stretch of the order whenever that shortens the drive,
 * until no reversal does. Each accepted move makes the path strictly shorter, so the result is
 * never longer than the order it was given.
 */
export function twoOpt(
  points: readonly GeoPoint[],
  order: readonly number[],
  start: GeoPoint | null = null,
): number[] {
  const path = [...order];
  const n = path.length;
  const d = (a: GeoPoint | null, b: GeoPoint | null) => (a && b ? haversineMiles(a, b) : 0);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = i === 0 ? start : points[path[i - 1]!]!;
        const after = j === n - 1 ? null : points[path[j + 1]!]!;
        const first = points[path[i]!]!;
        const last = points[path[j]!]!;
        const delta = d(before, last) + d(first, after) - d(before, first) - d(last, after);
        if (delta < -1e-9) {
          path.splice(i, j - i + 1, ...path.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return path;
}

/** The shortest-drive order of the stops: located ones (nearest neighbour + 2-opt), then the rest as given. */
export function optimizeStops<T extends RouteStopInput>(
  stops: readonly T[],
  start: GeoPoint | null = null,
): T[] {
  const located = stops.filter(isLocated);
  const points = located.map((s) => ({ latitude: s.latitude, longitude: s.longitude }));
  const order = twoOpt(points, nearestNeighbourOrder(points, start), start);
  return [...order.map((i) => located[i]!), ...stops.filter((s) => !isLocated(s))];
}

function isLocated<T extends RouteStopInput>(
  stop: T,
): stop is T & { latitude: number; longitude: number } {
  return (
    stop.latitude !== null &&
    stop.longitude !== null &&
    Number.isFinite(stop.latitude) &&
    Number.isFinite(stop.longitude)
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const addMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * The schedule of visiting the stops in the order given: each located stop's leg from the
 * previous one (or the start point), arrival and leaving minutes from the start, and the ISO
 * times when `startsAt` is set. Stops without coordinates get no leg and no times.
 */
export function scheduleRoute(
  stops: readonly RouteStopInput[],
  options: { timeAtEachProperty: number; startsAt?: string | null; start?: GeoPoint | null },
): PlannedRoute {
  const startsAt = options.startsAt ?? null;
  const visit = options.timeAtEachProperty;
  let previous: GeoPoint | null = options.start ?? null;
  let clock = 0;
  let straight = 0;
  let driveMinutes = 0;
  const planned: PlannedStop[] = stops.map((stop) => {
    if (!isLocated(stop)) {
      return {
        id: stop.id,
        latitude: null,
        longitude: null,
        located: false,
        legMiles: null,
        legMinutes: null,
        arriveOffset: null,
        leaveOffset: null,
        arriveAt: null,
        leaveAt: null,
      };
    }
    const point = { latitude: stop.latitude, longitude: stop.longitude };
    let legMiles: number | null = null;
    let legMinutes: number | null = null;
    if (previous) {
      const legStraight = haversineMiles(previous, point);
      const drive = estimateDrive(legStraight);
      straight += legStraight;
      legMiles = round1(drive.miles);
      legMinutes = drive.minutes;
      driveMinutes += drive.minutes;
      clock += drive.minutes;
    }
    previous = point;
    const arriveOffset = clock;
    clock += visit;
    return {
      id: stop.id,
      ...point,
      located: true,
      legMiles,
      legMinutes,
      arriveOffset,
      leaveOffset: clock,
      arriveAt: startsAt ? addMinutes(startsAt, arriveOffset) : null,
      leaveAt: startsAt ? addMinutes(startsAt, clock) : null,
    };
  });
  return {
    stops: planned,
    totalMiles: round1(straight * ROAD_FACTOR),
    driveMinutes,
    totalMinutes: clock,
    timeAtEachProperty: visit,
    startsAt,
    endsAt: startsAt ? addMinutes(startsAt, clock) : null,
    unlocated: planned.filter((s) => !s.located).map((s) => s.id),
  };
}

/** The shortest-drive order of the stops, scheduled. */
export function planRoute(
  stops: readonly RouteStopInput[],
  options: { timeAtEachProperty: number; startsAt?: string | null; start?: GeoPoint | null },
): PlannedRoute {
  return scheduleRoute(optimizeStops(stops, options.start ?? null), options);
}

/** '1 h 25 min', '40 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
