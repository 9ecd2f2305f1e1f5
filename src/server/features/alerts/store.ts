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

export type AlertInput = {
  severity: 'critical' | 'high' | 'medium' | 'low';
  type?: 'error' | 'warning';
  component: string;
  title: string;
  message: string;
};

/**
 * Raises an alert for the admin banner, once: while an open alert with the same component
 * and title exists, it is refreshed (message, time) instead of duplicated. True when it opened
 * a new one (worth a log line; a refresh is not).
 */
export async function raiseAlert(
  db: Database,
  alert: AlertInput,
  now = new Date(),
): Promise<boolean> {
  const open = and(
    eq(systemAlerts.component, alert.component),
    eq(systemAlerts.title, alert.title),
    isNull(systemAlerts.resolvedAt),
  );
  const updated = await db
    .update(systemAlerts)
    .set({ message: alert.message, severity: alert.severity, timestamp: now })
    .where(open)
    .returning({ id: systemAlerts.id });
  if (updated.length > 0) return false;
  await db.insert(systemAlerts).values({
    severity: alert.severity,
    type: alert.type ?? 'error',
    component: alert.component,
    title: alert.title,
    message: alert.message,
    timestamp: now,
  });
  return true;
}

/** Resolves every open alert of a component (it has recovered). Returns how many. */
export async function resolveAlertsOf(
  db: Database,
  component: string,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .update(systemAlerts)
    .set({ resolvedAt: now })
    .where(and(eq(systemAlerts.component, component), isNull(systemAlerts.resolvedAt)))
    .returning({ id: systemAlerts.id });
  return rows.length;
}
