import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { systemAlerts } from '../../db/schema';

export type AlertRow = typeof systemAlerts.$inferSelect;

/** Open alerts, most severe first (critical, high, medium, then the rest), newest first within. */
export async function listOpenAlerts(db: Database): Promise<AlertRow[]> {
  return db
    .select()
    .from(systemAlerts)
    .where(isNull(systemAlerts.resolvedAt))
    .orderBy(
      sql`case ${systemAlerts.severity} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
      sql`${systemAlerts.timestamp} desc`,
    )
    .limit(200);
}

/** Marks an open alert resolved; false when there is no such open alert. */
export async function resolveAlert(db: Database, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(systemAlerts)
    .set({ resolvedAt: now })
    .where(and(eq(systemAlerts.id, id), isNull(systemAlerts.resolvedAt)))
    .returning({ id: systemAlerts.id });
  return rows.length === 1;
}
