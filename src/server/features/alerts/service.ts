import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { systemAlerts } from '../../db/schema';

export type AlertInput = {
  severity: 'critical' | 'high' | 'medium' | 'low';
  type?: 'error' | 'warning';
  component: string;
  title: string;
  message: string;
};

/**
 * Raises an alert for the admin banner, once: while an open alert with the same component
 * and title exists, it is refreshed (message, time) instead of duplicated.
 */
export async function raiseAlert(db: Database, alert: AlertInput, now = new Date()): Promise<void> {
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
  if (updated.length > 0) return;
  await db.insert(systemAlerts).values({
    severity: alert.severity,
    type: alert.type ?? 'error',
    component: alert.component,
    title: alert.title,
    message: alert.message,
    timestamp: now,
  });
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
