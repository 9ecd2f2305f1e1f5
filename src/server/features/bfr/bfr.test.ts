import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BFR_LINK_FORBIDDEN,
  bfrContactReplySchema,
  bfrSavedReplySchema,
  crmCustomFieldsReplySchema,
  fieldMappingsReplySchema,
  fieldMappingsSavedReplySchema,
  listingAgentReplySchema,
  type BfrContactReply,
} from '../../../contract/bfr';
import { settingsAuditReplySchema } from '../../../contract/admin-settings';
import { apiErrorSchema } from '../../../contract/errors';
import { BFR_MAPPING_GROUPS } from '../../../core/bfr-fields';
import { bfrCrmWrites, bfrData, crmActivities, crmContacts } from '../../db/schema';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BFR_UPDATE_ACTIVITY } from '../crm/built-in-provider';
import { createCurrentCrmProvider } from '../crm/current-provider';
import { bfrCrmWriterJob, createBfrCrmWriter } from './crm-writer';
import {
  CONTACT_NOT_FOUND,
  FIELD_MAPPINGS_SAVED,
  hoaFeeIncludesOf,
  LISTING_NOT_FOUND,
} from './service';

/** The BFR admin API on the built-in CRM, with the CRM writer job running as in production. */

const ADMIN_ROUTES: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/admin/bfr/contact/harper' },
  { method: 'GET', url: '/api/admin/bfr/contacts/1' },
  { method: 'POST', url: '/api/admin/bfr/update', payload: { contactId: 1, formData: {} } },
  { method: 'GET', url: '/api/admin/fub/fields' },
  { method: 'GET', url: '/api/admin/fub/mappings' },
  {
    method: 'POST',
    url: '/api/admin/fub/mappings',
    payload: { fieldMappings: [{ formField: 'PC', fubField: '' }] },
  },
];

let t: TestApp;
let admin: HttpClient;
let harper: { id: number; email: string; phone: string };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const began = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - began > 20_000) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function addContact(firstName: string, lastName: string) {
  const lead = validLead({ firstName, lastName });
  const res = await createHttpClient(t.app).post('/api/contacts', lead);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: crmContacts.id })
    .from(crmContacts)
    .where(eq(crmContacts.emailKey, lead.email.toLowerCase()));
  return { id: row!.id, email: lead.email, phone: lead.phone };
}

async function setCustomFields(contactId: number, values: Record<string, string>) {
  await t.database.db
    .update(crmContacts)
    .set({ customFields: values })
    .where(eq(crmContacts.id, contactId));
}

async function lookup(path: string): Promise<BfrContactReply> {
  const res = await admin.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return bfrContactReplySchema.parse(res.json());
}

const rows = async (table: typeof bfrData | typeof bfrCrmWrites | typeof crmActivities) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({
    jobs: ({ database, integrations }) => [
      bfrCrmWriterJob(
        createBfrCrmWriter({
          db: database.db,
          crm: createCurrentCrmProvider({ db: database.db, integrations }),
          logger: pino({ level: 'silent' }),
        }),
      ),
    ],
  });
  admin = await signUpAdmin(t, 'bfr-admin');
  harper = await addContact('Harper', 'Quillfeather');
  await addContact('Harlan', 'Juniper');
});
afterAll(async () => {
  await t?.close();
});

describe('BFR admin API access', () => {
  it('is 401 for anonymous callers and 403 for visitors on every BFR route, with nothing of the contact', async () => {
    const visitor = await signUp(t, 'bfr-visitor');
    const routes = ADMIN_ROUTES.map((r) => ({ ...r, url: r.url.replace('/1', `/${harper.id}`) }));
    for (const { method, url, payload } of routes) {
      const anonymous = await createHttpClient(t.app).request(method, url, payload);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.body).not.toContain('Quillfeather');
      const forbidden = await visitor.request(method, url, payload);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.body).not.toContain('Quillfeather');
    }
    // the listing agent: staff or a client link's holder (bfr-links.test.ts); 403 for the rest
    for (const client of [createHttpClient(t.app), visitor]) {
      const res = await client.get('/api/listing-agent/6601234');
      expect(res.statusCode).toBe(403);
      expect(apiErrorSchema.parse(res.json()).message).toBe(BFR_LINK_FORBIDDEN);
    }
    expect(await rows(bfrData)).toBe(0);
  });
});

describe('BFR contact lookup and save on the built-in CRM', () => {
  it('finds a contact by name or e-mail and opens the form from the CRM’s custom fields', async () => {
    await setCustomFields(harper.id, {
      customPC: 'yes',
      customBINSR: 'Y',
      customSS: 'no',
      customCN: 'TRUE',
      customProperty: '12 Ponderosa Ln, Pine, AZ 85544',
      // not mapped by default: read once the mapping says so
      customAmount: '450,000',
    });
    const byName = await lookup('/api/admin/bfr/contact/har');
    expect(byName.matches.map((m) => m.name).sort()).toEqual([
      'Harlan Juniper',
      'Harper Quillfeather',
    ]);
    const byEmail = await lookup(`/api/admin/bfr/contact/${encodeURIComponent(harper.email)}`);
    expect(byEmail.matches).toEqual([
      { id: harper.id, name: 'Harper Quillfeather', email: harper.email },
    ]);
    expect(byEmail.contact).toMatchObject({
      id: harper.id,
      name: 'Harper Quillfeather',
      email: harper.email,
      phone: harper.phone,
      bfrData: null,
      bfrUpdatedAt: null,
    });
    expect(byEmail.contact.customFields.customPC).toBe('yes');
    expect(byEmail.form).toMatchObject({
      purchaseContract: true,
      buyersInspectionNoticeSellerResponse: true,
      settlementStatement: false,
      cureNotices: true,
      wireFraud: false,
      // the address row is not mapped until an admin maps it
      property: '',
      amount: '',
      // the buyer's details come from the contact
      buyerEmail: harper.email,
      buyerPhone: harper.phone,
    });
    const res = await admin.get('/api/admin/bfr/contact/harper');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 when no contact matches, and 400 for a blank search', async () => {
    for (const path of ['/api/admin/bfr/contact/nobody-at-all', '/api/admin/bfr/contacts/999999']) {
      const res = await admin.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(CONTACT_NOT_FOUND);
    }
    expect((await admin.get('/api/admin/bfr/contact/%20%20')).statusCode).toBe(400);
  });

  it('saves the checklist with the commission worked out, and the lookup shows it again', async () => {
    // the admin maps the 17 document boxes to the built-in CRM's fields of the same codes
    const mapped = await admin.post('/api/admin/fub/mappings', {
      fieldMappings: BFR_MAPPING_GROUPS[0]!.rows.map((r) => ({
        formField: r.code,
        fubField: `custom${r.code}`,
      })),
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const res = await admin.post('/api/admin/bfr/update', {
      contactId: harper.id,
      formData: {
        mlsNumber: '6601234',
        amount: '450,000',
        percentage: '3%',
        commission: '$1',
        sellersName: 'Pat Seller',
        closeDate: '2026-11-30',
        purchaseContract: true,
        buyersInspectionNoticeSellerResponse: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = bfrSavedReplySchema.parse(res.json());
    expect(saved.form).toMatchObject({
      amount: '450,000',
      percentage: '3%',
      commission: '$13,500',
      purchaseContract: true,
      earnestMoney: false,
    });
    // first save: the 17 mapped boxes (nothing else is mapped)
    expect(saved.crmFieldsQueued).toBe(17);

    const reloaded = await lookup(`/api/admin/bfr/contacts/${harper.id}`);
    expect(reloaded.matches).toEqual([
      { id: harper.id, name: 'Harper Quillfeather', email: harper.email },
    ]);
    expect(reloaded.contact.bfrData).toMatchObject({
      amount: '450,000',
      commission: '$13,500',
      sellersName: 'Pat Seller',
      closeDate: '2026-11-30',
    });
    expect(reloaded.contact.bfrUpdatedAt).not.toBeNull();
    expect(reloaded.form).toMatchObject({ commission: '$13,500', mlsNumber: '6601234' });
    const [row] = await t.database.db.select().from(bfrData);
    expect(row).toMatchObject({
      crm: 'built-in',
      contactId: harper.id,
      contactName: 'Harper Quillfeather',
      contactEmail: harper.email,
      updatedBy: 'bfr-admin',
    });

    // a later save of one field keeps the others
    const later = bfrSavedReplySchema.parse(
      (
        await admin.post('/api/admin/bfr/update', {
          contactId: harper.id,
          formData: { percentage: '2.5' },
        })
      ).json(),
    );
    expect(later.form).toMatchObject({
      amount: '450,000',
      percentage: '2.5',
      commission: '$11,250',
      sellersName: 'Pat Seller',
      purchaseContract: true,
    });
    expect(later.crmFieldsQueued).toBe(0);
  });

  it('writes the mapped values to the contact’s custom fields with an activity line, once', async () => {
    const contact = await eventually(
      async () =>
        (
          await t.database.db
            .select({ customFields: crmContacts.customFields })
            .from(crmContacts)
            .where(eq(crmContacts.id, harper.id))
        )[0]!.customFields,
      (fields) => fields.customPC === 'Yes' && fields.customBINSR === 'No',
    );
    expect(contact).toMatchObject({ customSS: 'No', customEM: 'No', customWF: 'No' });
    const activities = await t.database.db
      .select()
      .from(crmActivities)
      .where(eq(crmActivities.activityType, BFR_UPDATE_ACTIVITY));
    expect(activities).toHaveLength(1);
    expect(activities[0]!.description).toMatch(
      /^BFR checklist written to CRM fields: Purchase Contract \(PC\), .*Cure Notices \(CN\) \(by bfr-admin\)$/,
    );
    const [entry] = await t.database.db.select().from(bfrCrmWrites);
    expect(entry).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
  });

  it('opens boxes by the loading rule: a saved tick wins, an unticked special box takes the CRM’s', async () => {
    // someone ticks both in the CRM after the save
    const [row] = await t.database.db
      .select({ customFields: crmContacts.customFields })
      .from(crmContacts)
      .where(eq(crmContacts.id, harper.id));
    await setCustomFields(harper.id, {
      ...row!.customFields,
      customBINSR: 'yes',
      customEM: 'yes',
    });
    const { form } = await lookup(`/api/admin/bfr/contacts/${harper.id}`);
    // BINSR is saved unticked but is one of the boxes the CRM decides then
    expect(form.buyersInspectionNoticeSellerResponse).toBe(true);
    // earnest money is saved unticked: the saved value wins
    expect(form.earnestMoney).toBe(false);
    expect(form.purchaseContract).toBe(true);
  });

  it('refuses bad form data with the field names, writing nothing', async () => {
    const before = { data: await rows(bfrData), writes: await rows(bfrCrmWrites) };
    const cases: Array<[object, string]> = [
      [{ favouriteColour: 'green' }, 'formData'],
      [{ buyerEmail: 'not-an-email' }, 'formData.buyerEmail'],
      [{ closeDate: '30/11/2026' }, 'formData.closeDate'],
      [{ purchaseContract: 'yes' }, 'formData.purchaseContract'],
      [{ amount: 'lots' }, 'formData.amount'],
    ];
    for (const [formData, field] of cases) {
      const res = await admin.post('/api/admin/bfr/update', { contactId: harper.id, formData });
      expect(res.statusCode, JSON.stringify(formData)).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(Object.keys(body.fieldErrors ?? {}), JSON.stringify(formData)).toContain(field);
    }
    const unknownKey = apiErrorSchema.parse(
      (
        await admin.post('/api/admin/bfr/update', {
          contactId: harper.id,
          formData: { favouriteColour: 'green' },
        })
      ).json(),
    );
    expect(unknownKey.fieldErrors?.formData).toContain('favouriteColour');
    const missing = await admin.post('/api/admin/bfr/update', {
      contactId: 999_999,
      formData: { amount: '1' },
    });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe(CONTACT_NOT_FOUND);
    expect({ data: await rows(bfrData), writes: await rows(bfrCrmWrites) }).toEqual(before);
  });
});

describe('the BFR field mapping on the built-in CRM', () => {
  it('lists the built-in CRM’s custom fields by label', async () => {
    const res = await admin.get('/api/admin/fub/fields');
    expect(res.statusCode).toBe(200);
    const { fields } = crmCustomFieldsReplySchema.parse(res.json());
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['customPC', 'customAmount']));
    const labels = fields.map((f) => f.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers the mappings the admin chose (the 17 document codes), nothing by default', async () => {
    const { fieldMappings } = fieldMappingsReplySchema.parse(
      (await admin.get('/api/admin/fub/mappings')).json(),
    );
    const core = BFR_MAPPING_GROUPS[0]!.rows.map((r) => r.code);
    expect(Object.keys(fieldMappings).sort()).toEqual([...core].sort());
    expect(fieldMappings.PC).toBe('customPC');
  });

  it('saves the rows sent, audited, and a mapped field is read and written from then on', async () => {
    const res = await admin.post('/api/admin/fub/mappings', {
      fieldMappings: [
        { formField: 'amount', fubField: 'customAmount' },
        { formField: 'property', fubField: 'customProperty' },
        { formField: 'WF', fubField: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = fieldMappingsSavedReplySchema.parse(res.json());
    expect(saved.message).toBe(FIELD_MAPPINGS_SAVED);
    expect(saved.fieldMappings).toMatchObject({
      amount: 'customAmount',
      property: 'customProperty',
      PC: 'customPC',
    });
    expect(saved.fieldMappings.WF).toBeUndefined();
    expect(
      fieldMappingsReplySchema.parse((await admin.get('/api/admin/fub/mappings')).json()),
    ).toEqual({ fieldMappings: saved.fieldMappings });

    const audit = settingsAuditReplySchema.parse(
      (await admin.get('/api/admin/settings/audit')).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      actor: 'bfr-admin',
      section: 'fubFieldMappings',
      fields: expect.arrayContaining(['fubFieldMappings.amount', 'fubFieldMappings.WF']),
    });

    // the address is now read from the CRM (the saved one is blank)
    const { form } = await lookup(`/api/admin/bfr/contacts/${harper.id}`);
    expect(form.property).toBe('12 Ponderosa Ln, Pine, AZ 85544');

    // a change of a mapped field is queued, an unmapped one is not
    const update = bfrSavedReplySchema.parse(
      (
        await admin.post('/api/admin/bfr/update', {
          contactId: harper.id,
          formData: { amount: '455,000', wireFraud: true },
        })
      ).json(),
    );
    // the amount only: the commission is not mapped, and wire fraud no longer is
    expect(update.crmFieldsQueued).toBe(1);
    await eventually(
      async () =>
        (
          await t.database.db
            .select({ customFields: crmContacts.customFields })
            .from(crmContacts)
            .where(eq(crmContacts.id, harper.id))
        )[0]!.customFields,
      (fields) => fields.customAmount === '455,000',
    );
  });

  it('refuses a field the CRM does not have, an unknown row and an empty change', async () => {
    const before = fieldMappingsReplySchema.parse(
      (await admin.get('/api/admin/fub/mappings')).json(),
    );
    const unknownField = await admin.post('/api/admin/fub/mappings', {
      fieldMappings: [
        { formField: 'PC', fubField: 'customPC' },
        { formField: 'SS', fubField: 'customNoSuchField' },
      ],
    });
    expect(unknownField.statusCode).toBe(400);
    const body = apiErrorSchema.parse(unknownField.json());
    expect(body.fieldErrors).toEqual({
      'fieldMappings.1.fubField': 'The CRM has no custom field customNoSuchField',
    });
    for (const fieldMappings of [
      [{ formField: 'notACode', fubField: 'customPC' }],
      [{ formField: 'PC', fubField: 'stage' }],
      [],
    ]) {
      const res = await admin.post('/api/admin/fub/mappings', { fieldMappings });
      expect(res.statusCode, JSON.stringify(fieldMappings)).toBe(400);
    }
    expect(
      fieldMappingsReplySchema.parse((await admin.get('/api/admin/fub/mappings')).json()),
    ).toEqual(before);
  });
});

describe('the listing agent by MLS number', () => {
  beforeAll(async () => {
    await insertListings(t.database.db, [
      makeListing({
        mlsNumber: '6601234',
        address: '12 Ponderosa Ln',
        city: 'Pine',
        zipCode: '85544',
        price: 450_000,
        yearBuilt: 1975,
        propertySubType: 'Single Family Residence',
        hasHoa: false,
        hoaFee: 85,
        hoaName: 'Pine Meadows HOA',
        listingAgentName: 'Pat Agent',
        listingAgentPhone: '(928) 555-0199',
        listingAgentEmail: 'pat@rimcountry.example',
        raw: { AssociationFeeIncludes: 'Trash, Sewer' },
      }),
      makeListing({
        mlsNumber: '6601235',
        yearBuilt: 2004,
        propertySubType: 'Single Family Residence',
        hasHoa: null,
        hoaFee: null,
        hoaName: null,
        listingAgentName: null,
        listingAgentPhone: null,
        listingAgentEmail: null,
        raw: { AssociationFeeIncludes: { Trash: true, 'Sewer Service': false, Water: true } },
      }),
      makeListing({ mlsNumber: '6601236', idxDisplayAllowed: false }),
    ]);
  });

  it('answers the agent, the address and the property analysis', async () => {
    const res = await admin.get('/api/listing-agent/6601234');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = listingAgentReplySchema.parse(res.json());
    expect(reply.agent).toEqual({
      listingAgent: 'Pat Agent',
      listingAgentPhone: '(928) 555-0199',
      listingAgentEmail: 'pat@rimcountry.example',
    });
    expect(reply.property).toMatchObject({
      mlsNumber: '6601234',
      address: '12 Ponderosa Ln, Pine, AZ 85544',
      price: 450_000,
      yearBuilt: 1975,
      hoaFee: 85,
      hoaFeeIncludes: ['Trash', 'Sewer'],
    });
    expect(reply.analysis).toEqual({ leadPaint: true, hoaAddendum: true, septic: false });

    const other = listingAgentReplySchema.parse(
      (await admin.get('/api/listing-agent/6601235')).json(),
    );
    expect(other.agent).toEqual({ listingAgent: '', listingAgentPhone: '', listingAgentEmail: '' });
    expect(other.property.hoaFeeIncludes).toEqual(['Trash', 'Water']);
    expect(other.analysis).toEqual({ leadPaint: false, hoaAddendum: false, septic: true });
  });

  it('answers 404 for an unknown or withheld listing, 400 for a short number', async () => {
    for (const mls of ['6609999', '6601236']) {
      const res = await admin.get(`/api/listing-agent/${mls}`);
      expect(res.statusCode, mls).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(LISTING_NOT_FOUND);
    }
    expect((await admin.get('/api/listing-agent/66012')).statusCode).toBe(400);
  });
});

describe('what the HOA fee includes, as the feed sends it', () => {
  it('reads a comma list, a list and an object of name → true', () => {
    expect(hoaFeeIncludesOf('Sewer Service, Trash ,, Water')).toEqual([
      'Sewer Service',
      'Trash',
      'Water',
    ]);
    expect(hoaFeeIncludesOf(['Sewer', ' Cable TV ', 3, null, {}])).toEqual([
      'Sewer',
      'Cable TV',
      '3',
    ]);
    expect(hoaFeeIncludesOf({ Sewer: true, Trash: false, Water: 'true' })).toEqual([
      'Sewer',
      'Water',
    ]);
    for (const nothing of [null, undefined, 12, true, '']) {
      expect(hoaFeeIncludesOf(nothing)).toEqual([]);
    }
  });
});
