import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_CRM_CUSTOM_FIELDS } from '../../../core/bfr-fields';
import { crmActivities, crmContacts } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { BFR_UPDATE_ACTIVITY, createBuiltInCrmProvider } from './built-in-provider';

/** The built-in CRM's custom fields (the BFR field mapping) on a real database. */

let database: TestDatabase;
let contactId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(crmContacts)
    .values({
      firstName: 'Jordan',
      lastName: 'Mesa',
      email: 'jordan@example.com',
      emailKey: 'jordan@example.com',
      phone: '(928) 555-0110',
      phoneKey: '9285550110',
      source: 'Website form',
      answers: {},
      customFields: { customKeep: 'kept', customPC: 'No' },
    })
    .returning({ id: crmContacts.id });
  contactId = row!.id;
});
afterAll(async () => {
  await database?.dispose();
});

describe('the built-in CRM’s custom fields', () => {
  it('offers one field per mapping row, named as Follow Up Boss names them, sorted by label', async () => {
    const fields = await createBuiltInCrmProvider(database.db).customFieldDefinitions();
    expect(fields).toHaveLength(BUILT_IN_CRM_CUSTOM_FIELDS.length);
    const labels = fields.map((f) => f.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(fields).toContainEqual({
      id: 'customPC',
      name: 'customPC',
      label: 'Purchase Contract (PC)',
      type: 'text',
    });
    expect(fields).toContainEqual({
      id: 'customCloseDate',
      name: 'customCloseDate',
      label: 'Close of Escrow Date',
      type: 'date',
    });
  });

  it('reads a contact’s values, and null for a contact it does not have', async () => {
    const crm = createBuiltInCrmProvider(database.db);
    expect(await crm.contactCustomFields(contactId)).toEqual({
      customKeep: 'kept',
      customPC: 'No',
    });
    expect(await crm.contactCustomFields(contactId + 1000)).toBeNull();
  });

  it('merges written values into the contact and records an activity, together', async () => {
    const crm = createBuiltInCrmProvider(database.db);
    const summary = 'BFR checklist written to CRM fields: Purchase Contract (PC), Purchase Amount';
    expect(
      await crm.writeCustomFields(
        contactId,
        { customPC: 'Yes', customAmount: '450,000' },
        { summary, author: 'dana' },
      ),
    ).toBe(true);
    expect(await crm.contactCustomFields(contactId)).toEqual({
      customKeep: 'kept',
      customPC: 'Yes',
      customAmount: '450,000',
    });
    const activities = await crm.contactActivities(contactId, 10);
    expect(activities).toEqual([
      expect.objectContaining({
        activityType: BFR_UPDATE_ACTIVITY,
        description: `${summary} (by dana)`,
      }),
    ]);

    // a contact that is gone: false, and nothing written anywhere
    expect(
      await crm.writeCustomFields(contactId + 1000, { customPC: 'Yes' }, { summary, author: 'x' }),
    ).toBe(false);
    const all = await database.db.select().from(crmActivities);
    expect(all).toHaveLength(1);
    const [row] = await database.db
      .select({ customFields: crmContacts.customFields })
      .from(crmContacts)
      .where(eq(crmContacts.id, contactId));
    expect(row!.customFields.customPC).toBe('Yes');
  });
});

describe('the built-in CRM’s new contacts', () => {
  let own: TestDatabase;
  const DAY = 86_400_000;
  beforeAll(async () => {
    own = await createTestDatabase();
    // inserted out of creation order, so the id order is not the answer's
    for (const [firstName, daysAgo] of [
      ['SixDays', 6],
      ['EightDays', 8],
      ['OneDay', 1],
    ] as const) {
      await own.db.insert(crmContacts).values({
        firstName,
        lastName: 'Lead',
        email: `${firstName.toLowerCase()}@example.com`,
        emailKey: `${firstName.toLowerCase()}@example.com`,
        phone: '(928) 555-0120',
        phoneKey: '9285550120',
        source: 'Website form',
        answers: {},
        createdAt: new Date(Date.now() - daysAgo * DAY),
      });
    }
  });
  afterAll(async () => {
    await own?.dispose();
  });

  it('lists those created in the last 7 days, newest first, at most `max`', async () => {
    const crm = createBuiltInCrmProvider(own.db);
    const since = new Date(Date.now() - 7 * DAY);
    const recent = await crm.contactsCreatedSince(since, 25);
    expect(recent.map((c) => c.firstName)).toEqual(['OneDay', 'SixDays']);
    expect(Date.parse(recent[0]!.created)).toBeGreaterThan(Date.parse(recent[1]!.created));
    expect((await crm.contactsCreatedSince(since, 1)).map((c) => c.firstName)).toEqual(['OneDay']);
  });
});
