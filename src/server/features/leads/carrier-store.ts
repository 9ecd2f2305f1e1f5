import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { carrierLookupUsage as usage, crmContacts } from '../../db/schema';
import type { CarrierService } from '../../integrations/phone-carrier/carrier-lookup';

/** Each service's free tier: requests per calendar month. */
export const CARRIER_FREE_REQUESTS_PER_MONTH = 100;

/**
 * Takes one of the month's free requests, atomically across instances: the row is created
 * at 1, or incremented only while below the limit. No row back means the month is used up.
 */
export async function reserveCarrierRequest(
  db: Database,
  service: CarrierService,
  month: string,
): Promise<boolean> {
  const rows = await db
    .insert(usage)
    .values({ service, month, count: 1 })
    .onConflictDoUpdate({
      target: [usage.service, usage.month],
      set: { count: sql`${usage.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${usage.count} < ${CARRIER_FREE_REQUESTS_PER_MONTH}`,
    })
    .returning({ count: usage.count });
  return rows.length > 0;
}

/** The service said its quota is gone: no more requests to it this month. */
export async function markCarrierMonthUsedUp(
  db: Database,
  service: CarrierService,
  month: string,
): Promise<void> {
  await db
    .insert(usage)
    .values({ service, month, count: CARRIER_FREE_REQUESTS_PER_MONTH })
    .onConflictDoUpdate({
      target: [usage.service, usage.month],
      set: {
        count: sql`greatest(${usage.count}, ${CARRIER_FREE_REQUESTS_PER_MONTH})`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Gives back a request the service did not count (it was down or refused the key), so an
 * outage and the job's retries do not eat the month. A used-up month is never reopened.
 */
export async function releaseCarrierRequest(
  db: Database,
  service: CarrierService,
  month: string,
): Promise<void> {
  await db
    .update(usage)
    .set({ count: sql`greatest(${usage.count} - 1, 0)` })
    .where(
      and(
        eq(usage.service, service),
        eq(usage.month, month),
        sql`${usage.count} < ${CARRIER_FREE_REQUESTS_PER_MONTH}`,
      ),
    );
}

/** A contact's phone and when its carrier was last looked up; null when there is no such contact. */
export async function findContactPhone(db: Database, contactId: number) {
  const [contact] = await db
    .select({ phone: crmContacts.phone, carrierCheckedAt: crmContacts.carrierCheckedAt })
    .from(crmContacts)
    .where(eq(crmContacts.id, contactId));
  return contact ?? null;
}

/**
 * Stores a lookup's result on the contact. The phone condition keeps a result from
 * overwriting a phone changed meanwhile.
 */
export async function storeContactCarrier(
  db: Database,
  contactId: number,
  phone: string,
  result: { carrier: string | null; lineType: string | null; checkedAt: Date },
): Promise<void> {
  await db
    .update(crmContacts)
    .set({ carrier: result.carrier, lineType: result.lineType, carrierCheckedAt: result.checkedAt })
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.phone, phone)));
}
