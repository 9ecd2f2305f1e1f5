import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bfrContactReplySchema,
  bfrSavedReplySchema,
  crmCustomFieldsReplySchema,
  fieldMappingsSavedReplySchema,
} from '../../../contract/bfr';
import { apiErrorSchema } from '../../../contract/errors';
import type { FubPerson } from '../../integrations/followupboss/types';
import { bfrCrmWrites, bfrData } from '../../db/schema';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUpAdmin } from '../../testing/admin-client';
import type { HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createBuiltInCrmProvider } from '../crm/built-in-provider';
import { createCurrentCrmProvider } from '../crm/current-provider';
import { BFR_NOTE_SUBJECT } from '../crm/followupboss-provider';
import { CONTACT_GONE, createBfrCrmWriter, type BfrCrmWriter } from './crm-writer';
import { claimDueCrmWrites, markCrmWriteDelivered } from './store';

/**
 * The BFR tools with Follow Up Boss as the CRM (the fake, over HTTP): the person's custom
 * fields open the form, a save is written back with a PUT and a note, and a failed write is
 * retried later, once.
 */

const FUB_KEY = 'bfr-fub-key';
const HOUR = 3_600_000;
let fub: FakeFollowUpBoss;
let t: TestApp;
let admin: HttpClient;
let writer: BfrCrmWriter;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  fub = await startFakeFollowUpBoss({
    apiKey: FUB_KEY,
    rateLimits: { notes: 500, 'PUT.people': 500, global: 5000 },
  });
  // no job runner: the test runs the writer itself, with its clock moved on for retries
  t = await createTestApp({ env: { FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl } });
  writer = createBfrCrmWriter({
    db: t.database.db,
    crm: createCurrentCrmProvider({ db: t.database.db, integrations: t.integrations }),
    logger,
  });
  admin = await signUpAdmin(t, 'bfr-fub-admin');
});
afterAll(async () => {
  await t?.close();
  await fub?.close();
});
beforeEach(async () => {
  fub.reset();
  fub.clearData();
  for (const label of [
    'Purchase Contract',
    'Purchase Amount',
    'Settlement Statement',
    'Close Date',
    'Buyer Inspection Notice',
  ]) {
    fub.seedCustomField({ label, type: label === 'Close Date' ? 'date' : 'text' });
  }
  // the account's own names for three core boxes (the spec's customXxx) and two text fields
  fub.seedCustomField({ label: 'PC', name: 'customPC' });
  fub.seedCustomField({ label: 'BINSR', name: 'customBINSR' });
  fub.seedCustomField({ label: 'SS', name: 'customSS' });
  const saved = await admin.post('/api/admin/fub/mappings', {
    fieldMappings: [
      { formField: 'PC', fubField: 'customPC' },
      { formField: 'BINSR', fubField: 'customBINSR' },
      { formField: 'SS', fubField: 'customSS' },
      { formField: 'amount', fubField: 'customPurchaseAmount' },
      { formField: 'closeDate', fubField: 'customCloseDate' },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.database.db.delete(bfrCrmWrites);
  // the fake's ids start again at 1: so do the checklists
  await t.database.db.delete(bfrData);
});

function seedBuyer(custom: Record<string, unknown> = {}): FubPerson {
  return fub.seedPerson({
    firstName: 'Morgan',
    lastName: 'Aspen',
    name: 'Morgan Aspen',
    emails: [{ value: 'morgan.aspen@example.com', type: 'home', isPrimary: 1 }],
    phones: [{ value: '(928) 555-0142', type: 'mobile', isPrimary: 1 }],
    ...custom,
  });
}

const person = (id: number) => fub.people.find((p) => p.id === id)!;
const puts = () => fub.requests.filter((r) => r.method === 'PUT' && r.status === 200);

async function save(contactId: number, formData: object) {
  const res = await admin.post('/api/admin/bfr/update', { contactId, formData });
  expect(res.statusCode, res.body).toBe(200);
  return bfrSavedReplySchema.parse(res.json());
}

describe('BFR tools on Follow Up Boss', () => {
  it('opens the form from the person’s custom fields', async () => {
    const buyer = seedBuyer({
      customPC: 'Yes',
      customBINSR: 'y',
      customPurchaseAmount: '500,000',
      customCloseDate: '2026-12-15',
    });
    const res = await admin.get('/api/admin/bfr/contact/morgan.aspen%40example.com');
    expect(res.statusCode, res.body).toBe(200);
    const reply = bfrContactReplySchema.parse(res.json());
    expect(reply.contact).toMatchObject({
      id: buyer.id,
      name: 'Morgan Aspen',
      email: 'morgan.aspen@example.com',
      phone: '(928) 555-0142',
      customFields: { customPC: 'Yes', customPurchaseAmount: '500,000' },
      bfrData: null,
    });
    expect(reply.form).toMatchObject({
      purchaseContract: true,
      buyersInspectionNoticeSellerResponse: true,
      settlementStatement: false,
      amount: '500,000',
      closeDate: '2026-12-15',
      buyerEmail: 'morgan.aspen@example.com',
    });
    // the custom fields were read with fields=allFields
    expect(
      fub.requests.some(
        (r) => r.path === `/v1/people/${buyer.id}` && r.query.fields === 'allFields',
      ),
    ).toBe(true);
  });

  it('leaves a text field blank when the CRM’s value does not fit it', async () => {
    const buyer = seedBuyer({ customCloseDate: 'next spring' });
    const reply = bfrContactReplySchema.parse(
      (await admin.get(`/api/admin/bfr/contacts/${buyer.id}`)).json(),
    );
    expect(reply.contact.customFields.customCloseDate).toBe('next spring');
    expect(reply.form.closeDate).toBe('');
  });

  it('writes a save to the person’s custom fields with a note, retrying a failed write once', async () => {
    const buyer = seedBuyer({ customPC: 'No' });
    const saved = await save(buyer.id, {
      amount: '450,000',
      percentage: '3',
      purchaseContract: true,
    });
    expect(saved.form.commission).toBe('$13,500');
    // the three mapped boxes and the amount (the close date is blank)
    expect(saved.crmFieldsQueued).toBe(4);

    fub.failNext(1, 503);
    const failed = await writer.processDue();
    expect(failed).toMatchObject({ written: 0, failed: 1 });
    expect(person(buyer.id).customPC).toBe('No');
    expect(fub.notes).toEqual([]);
    const [entry] = await t.database.db.select().from(bfrCrmWrites);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entry!.lastError).toMatch(/not reachable/);
    // not due again yet
    expect((await writer.processDue()).written).toBe(0);

    const retried = await writer.processDue({ now: new Date(Date.now() + HOUR) });
    expect(retried).toMatchObject({ written: 1, failed: 0 });
    expect(person(buyer.id)).toMatchObject({
      customPC: 'Yes',
      customPurchaseAmount: '450,000',
      customSS: 'No',
    });
    expect(fub.notes).toEqual([
      expect.objectContaining({
        personId: buyer.id,
        subject: BFR_NOTE_SUBJECT,
        body: expect.stringMatching(
          /^BFR checklist written to CRM fields: Purchase Contract \(PC\), .*Purchase Amount$/,
        ),
      }),
    ]);
    // nothing more to write: no second PUT, no second note
    const putsAfter = puts().length;
    expect(await writer.processDue({ now: new Date(Date.now() + 2 * HOUR) })).toMatchObject({
      written: 0,
    });
    expect(puts()).toHaveLength(putsAfter);
    expect(fub.notes).toHaveLength(1);
    const [delivered] = await t.database.db.select().from(bfrCrmWrites);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });

    // the lookup now reads the values back from Follow Up Boss
    const reply = bfrContactReplySchema.parse(
      (await admin.get(`/api/admin/bfr/contacts/${buyer.id}`)).json(),
    );
    expect(reply.contact.customFields).toMatchObject({ customPC: 'Yes' });
  });

  it('merges saves made before the write into one PUT and one note', async () => {
    const buyer = seedBuyer();
    await save(buyer.id, { purchaseContract: true });
    await writer.processDue();
    const notesBefore = fub.notes.length;
    const putsBefore = puts().length;
    await save(buyer.id, { settlementStatement: true });
    await save(buyer.id, {
      amount: '475,000',
      settlementStatement: false,
      purchaseContract: false,
    });
    const pending = await t.database.db
      .select()
      .from(bfrCrmWrites)
      .where(eq(bfrCrmWrites.status, 'pending'));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.fieldValues).toEqual({
      customSS: 'No',
      customPC: 'No',
      customPurchaseAmount: '475,000',
    });
    expect((await writer.processDue()).written).toBe(1);
    expect(puts()).toHaveLength(putsBefore + 1);
    expect(fub.notes).toHaveLength(notesBefore + 1);
    expect(fub.notes.at(-1)!.body).toBe(
      'BFR checklist written to CRM fields: Settlement Statement (SS), Purchase Contract (PC), Purchase Amount',
    );
    expect(person(buyer.id)).toMatchObject({ customSS: 'No', customPC: 'No' });
  });

  it('keeps values saved while a write is on its way, and writes them next', async () => {
    const buyer = seedBuyer();
    await save(buyer.id, { purchaseContract: true });
    const now = new Date();
    // a run has claimed the entry and is writing it…
    const [claimed] = await claimDueCrmWrites(
      t.database.db,
      now,
      10,
      new Date(now.getTime() + HOUR),
    );
    expect(claimed!.fieldValues.customPC).toBe('Yes');
    // …when the admin saves again
    await save(buyer.id, { amount: '499,000' });
    expect(await markCrmWriteDelivered(t.database.db, claimed!, new Date())).toBe(false);
    const [entry] = await t.database.db.select().from(bfrCrmWrites);
    expect(entry).toMatchObject({ status: 'pending' });
    expect(entry!.fieldValues).toMatchObject({ customPC: 'Yes', customPurchaseAmount: '499,000' });
    // due at once: the next run writes it all
    expect((await writer.processDue()).written).toBe(1);
    expect(person(buyer.id)).toMatchObject({ customPC: 'Yes', customPurchaseAmount: '499,000' });
  });

  it('drops a write for a person Follow Up Boss no longer has, and waits while another CRM is on', async () => {
    const gone = seedBuyer();
    await save(gone.id, { purchaseContract: true });
    fub.people.splice(
      fub.people.findIndex((p) => p.id === gone.id),
      1,
    );
    expect((await writer.processDue()).cancelled).toBe(1);
    const [cancelled] = await t.database.db.select().from(bfrCrmWrites);
    expect(cancelled).toMatchObject({ status: 'cancelled', lastError: CONTACT_GONE });

    const buyer = seedBuyer();
    await save(buyer.id, { purchaseContract: true });
    // the built-in CRM is on now: the Follow Up Boss write must not go there
    const builtIn = createBfrCrmWriter({
      db: t.database.db,
      crm: async () => createBuiltInCrmProvider(t.database.db),
      logger,
    });
    expect(await builtIn.processDue()).toMatchObject({ written: 0, waiting: 1 });
    const [waiting] = await t.database.db
      .select()
      .from(bfrCrmWrites)
      .where(eq(bfrCrmWrites.status, 'pending'));
    expect(waiting!.lastError).toMatch(/^waiting: queued for followupboss/);
    expect(person(buyer.id).customPC).toBeUndefined();
    // Follow Up Boss back on: written at the next look
    expect((await writer.processDue({ now: new Date(Date.now() + HOUR) })).written).toBe(1);
    expect(person(buyer.id).customPC).toBe('Yes');
  });
});

describe('the field mapping on Follow Up Boss', () => {
  it('lists the account’s custom fields, and answers 503 while it cannot be reached', async () => {
    const { fields } = crmCustomFieldsReplySchema.parse(
      (await admin.get('/api/admin/fub/fields')).json(),
    );
    expect(fields.map((f) => f.label)).toEqual([
      'BINSR',
      'Buyer Inspection Notice',
      'Close Date',
      'PC',
      'Purchase Amount',
      'Purchase Contract',
      'Settlement Statement',
      'SS',
    ]);
    fub.failAll(503);
    try {
      const res = await admin.get('/api/admin/fub/fields');
      expect(res.statusCode).toBe(503);
      expect(apiErrorSchema.parse(res.json()).code).toBe('UNAVAILABLE');
      expect(res.body).not.toContain(FUB_KEY);
    } finally {
      fub.recover();
    }
  });

  it('refuses a field the account does not have, unless Follow Up Boss cannot be asked', async () => {
    const refused = await admin.post('/api/admin/fub/mappings', {
      fieldMappings: [{ formField: 'SS', fubField: 'customSettlementStmt' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fieldErrors).toEqual({
      'fieldMappings.0.fubField': 'The CRM has no custom field customSettlementStmt',
    });
    const accepted = await admin.post('/api/admin/fub/mappings', {
      fieldMappings: [{ formField: 'SS', fubField: 'customSettlementStatement' }],
    });
    expect(fieldMappingsSavedReplySchema.parse(accepted.json()).fieldMappings.SS).toBe(
      'customSettlementStatement',
    );

    fub.failAll(503);
    try {
      const unchecked = await admin.post('/api/admin/fub/mappings', {
        fieldMappings: [{ formField: 'SS', fubField: 'customSettlementStmt' }],
      });
      expect(unchecked.statusCode, unchecked.body).toBe(200);
    } finally {
      fub.recover();
    }
    // put back the default for the other tests
    await admin.post('/api/admin/fub/mappings', {
      fieldMappings: [{ formField: 'SS', fubField: 'customSS' }],
    });
  });
});
