import type { PropertySummary } from '../../../contract/properties';
import type { ShowingRoute, ShowingRouteListItem } from '../../../contract/showings';
import { storedRouteOf, type ShowingRouteRow } from './store';

/** A route as staff see it: the stops in driving order, each with its card (fields listed). */
export function presentShowingRoute(
  row: ShowingRouteRow,
  shown: ReadonlyMap<number, PropertySummary>,
): ShowingRoute {
  const { plan, ordering, pickedOrderMiles } = storedRouteOf(row);
  return {
    ...presentShowingRouteListItem(row),
    endsAt: plan.endsAt,
    ordering,
    stops: plan.stops.map((stop) => ({
      id: stop.id,
      located: stop.located,
      latitude: stop.latitude,
      longitude: stop.longitude,
      legMiles: stop.legMiles,
      legMinutes: stop.legMinutes,
      arriveOffset: stop.arriveOffset,
      leaveOffset: stop.leaveOffset,
      arriveAt: stop.arriveAt,
      leaveAt: stop.leaveAt,
      property: shown.get(stop.id) ?? null,
    })),
    driveMinutes: plan.driveMinutes,
    pickedOrderMiles,
  };
}

/** A row of the saved routes' list. */
export function presentShowingRouteListItem(row: ShowingRouteRow): ShowingRouteListItem {
  const { plan, clientName } = storedRouteOf(row);
  return {
    id: row.id,
    name: row.name,
    clientName: clientName ?? null,
    propertyIds: row.propertyIds,
    timeAtEachProperty: row.timeAtEachProperty,
    startsAt: row.startsAt?.toISOString() ?? null,
    totalMiles: plan.totalMiles,
    totalMinutes: plan.totalMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
