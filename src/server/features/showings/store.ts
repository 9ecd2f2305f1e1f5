import { desc, eq } from 'drizzle-orm';
import type { PlannedRoute } from '../../../core/showing-route';
import type { Database } from '../../db/connect';
import { showingRoutes } from '../../db/schema';

/*
 * Showing routes (showing_routes). The team shares them: every staff member sees and edits
 * every route (staff are admins until a staff role exists); created_by says who planned it.
 */

export type ShowingRouteRow = typeof showingRoutes.$inferSelect;

/** What optimized_route holds: the schedule in driving order and how the order was made. */
export type StoredRoute = {
  ordering: 'optimized' | 'manual';
  plan: PlannedRoute;
  /** Estimated road miles of the picked order (what the plan is compared with). */
  pickedOrderMiles: number;
  /**
   * Who the tour is for (issue 41), printed on the itinerary. Kept here, with the plan, rather
   * than in a column of its own: showing_routes has none, and routes saved before have no key.
   */
  clientName?: string | null;
};

export const storedRouteOf = (row: ShowingRouteRow): StoredRoute =>
  row.optimizedRoute as unknown as StoredRoute;

export type ShowingRouteValues = {
  name: string;
  propertyIds: number[];
  timeAtEachProperty: number;
  startsAt: Date | null;
  route: StoredRoute;
};

const columns = (values: Partial<ShowingRouteValues>) => ({
  name: values.name,
  propertyIds: values.propertyIds,
  timeAtEachProperty: values.timeAtEachProperty,
  startsAt: values.startsAt,
  optimizedRoute: values.route as unknown as Record<string, unknown> | undefined,
});

export async function insertShowingRoute(
  db: Database,
  values: ShowingRouteValues,
  createdBy: number,
): Promise<ShowingRouteRow> {
  const [row] = await db
    .insert(showingRoutes)
    .values({ ...columns(values), name: values.name, propertyIds: values.propertyIds, createdBy })
    .returning();
  return row!;
}

/** Every route, newest first. */
export async function listShowingRoutes(db: Database): Promise<ShowingRouteRow[]> {
  return db
    .select()
    .from(showingRoutes)
    .orderBy(desc(showingRoutes.createdAt), desc(showingRoutes.id));
}

export async function findShowingRoute(db: Database, id: number): Promise<ShowingRouteRow | null> {
  const [row] = await db.select().from(showingRoutes).where(eq(showingRoutes.id, id));
  return row ?? null;
}

/** Changes a route; null when it does not exist. */
export async function updateShowingRoute(
  db: Database,
  id: number,
  values: Partial<ShowingRouteValues>,
): Promise<ShowingRouteRow | null> {
  const [row] = await db
    .update(showingRoutes)
    .set(columns(values))
    .where(eq(showingRoutes.id, id))
    .returning();
  return row ?? null;
}

/** Deletes a route; false when there was none. */
export async function deleteShowingRoute(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(showingRoutes)
    .where(eq(showingRoutes.id, id))
    .returning({ id: showingRoutes.id });
  return rows.length > 0;
}
