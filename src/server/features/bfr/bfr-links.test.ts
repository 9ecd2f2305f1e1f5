import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BFR_LINK_FORBIDDEN,
  bfrContactReplySchema,
  bfrLinkRevokedReplySchema,
  bfrLinksReplySchema,
  bfrPublicContactReplySchema,
  bfrSavedReplySchema,
  generateBfrLinkReplySchema,
  listingAgentReplySchema,
  type GenerateBfrLinkReply,
} from '../../../contract/bfr';
import { apiErrorSchema } from '../../../contract/errors';
import { BFR_LINK_CRM_FIELD } from '../../../core/bfr-fields';
import { bfrCrmWrites, bfrData, crmActivities, crmContacts } from '../../db/schema';
import { siteOrigin } from '../../http/site-origin';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BFR_UPDATE_ACTIVITY } from '../crm/built-in-provider';
import { createCurrentCrmProvider } from '../crm/current-provider';
import { createBfrCrmWriter, type BfrCrmWriter } from './crm-writer';
import { BFR_GRANT_COOKIE, MAX_BFR_GRANTS } from './link-grants';
import { BFR_LINK_NOT_FOUND } from './link-service';
import { CONTACT_NOT_FOUND } from './service';

/*
 * The client links to buyer files and the client's form API (issue 21) on the built-in CRM:
 * link generation, the grant cookie /bfr/{id} sets, what it opens and what it does not.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MLS = '6609876';

let t: TestApp;
let admin: HttpClient;
let writer: BfrCrmWriter;
/** The app's clock for grants: tests move it and put it back. */
let now = new Date();
let harper: { id: number; email: string; phone: string };
let harlan: { id: number; email: string; phone: string };

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

async function generate(contactId: number, name?: string): Promise<GenerateBfrLinkReply> {
  const res = await admin.post('/api/admin/fub/generate-bfr-link', {
    contactId,
    ...(name === undefined ? {} : { name }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return generateBfrLinkReplySchema.parse(res.json());
}

/** A browser that opened the link (anonymous: no authentication is needed). */
async function opener(link: GenerateBfrLinkReply): Promise<HttpClient> {
  const client = createHttpClient(t.app);
  const res = await client.get(`/bfr/${link.link.obfuscatedId}`);
  expect(res.statusCode, res.body).toBe(303);
  return client;
}

function expectForbidden(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(403);
  expect(apiErrorSchema.parse(JSON.parse(res.body))).toEqual({
    code: 'FORBIDDEN',
    message: BFR_LINK_FORBIDDEN,
  });
}

const submit = (client: HttpClient, contactId: number, formData: Record<string, unknown>) =>
  client.post('/api/public/bfr/submit', { contactId, formData });

async function pendingWrite(contactId: number) {
  const [row] = await t.database.db
    .select()
    .from(bfrCrmWrites)
    .where(and(eq(bfrCrmWrites.contactId, contactId), eq(bfrCrmWrites.status, 'pending')));
  return row ?? null;
}

async function customFieldsOf(contactId: number) {
  const [row] = await t.database.db
    .select({ customFields: crmContacts.customFields })
    .from(crmContacts)
    .where(eq(crmContacts.id, contactId));
  return row!.customFields as Record<string, string>;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  writer = createBfrCrmWriter({
    db: t.database.db,
    crm: createCurrentCrmProvider({ db: t.database.db, integrations: t.integrations }),
    logger: pino({ level: 'silent' }),
  });
  admin = await signUpAdmin(t, 'links-admin');
  harper = await addContact('Harper', 'Quillfeather');
  harlan = await addContact('Harlan', 'Juniper');
  await insertListings(t.database.db, [
    makeListing({
      mlsNumber: MLS,
      listingAgentName: 'Pat Agent',
      listingAgentPhone: '(928) 555-0199',
      listingAgentEmail: 'pat@rimcountry.example',
    }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('BFR link generation', () => {
  it('gives each link a random 128-bit+ id, a public address, and one active link per contact', async () => {
    const first = await generate(harper.id);
    const second = await generate(harper.id, 'Harper Q.');
    for (const reply of [first, second]) {
      expect(reply.link.obfuscatedId).toMatch(/^[A-Za-z0-9_-]{22,50}$/);
      expect(reply.bfrLink).toBe(`${siteOrigin(t.config)}/bfr/${reply.link.obfuscatedId}`);
      expect(reply.link.url).toBe(reply.bfrLink);
      // at least 128 random bits
      expect(Buffer.from(reply.link.obfuscatedId, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
    expect(second.link.obfuscatedId).not.toBe(first.link.obfuscatedId);
    expect(first.link).toMatchObject({
      contactId: harper.id,
      contactName: 'Harper Quillfeather',
      isActive: true,
      revokedAt: null,
    });
    expect(second.link.contactName).toBe('Harper Q.');

    const res = await admin.get(`/api/admin/bfr/links?contactId=${harper.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { links } = bfrLinksReplySchema.parse(res.json());
    // newest first; generating again revoked the older link
    expect(links.map((l) => [l.obfuscatedId, l.isActive])).toEqual([
      [second.link.obfuscatedId, true],
      [first.link.obfuscatedId, false],
    ]);
    expect(links[1]!.revokedAt).not.toBeNull();
    expect((await createHttpClient(t.app).get(`/bfr/${first.link.obfuscatedId}`)).statusCode).toBe(
      404,
    );
  });

  it('leaves one active link when two are generated at the same moment', async () => {
    const replies = await Promise.all([generate(harlan.id), generate(harlan.id)]);
    const { links } = bfrLinksReplySchema.parse(
      (await admin.get(`/api/admin/bfr/links?contactId=${harlan.id}`)).json(),
    );
    const active = links.filter((l) => l.isActive).map((l) => l.obfuscatedId);
    expect(active).toHaveLength(1);
    expect(replies.map((r) => r.link.obfuscatedId)).toContain(active[0]);
  });

  it('answers 404 for a contact the CRM does not have, and 400 without a contact id', async () => {
    const missing = await admin.post('/api/admin/fub/generate-bfr-link', { contactId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe(CONTACT_NOT_FOUND);
    const blank = await admin.post('/api/admin/fub/generate-bfr-link', { name: 'Nobody' });
    expect(blank.statusCode).toBe(400);
  });

  it('writes the link to the contact’s customBFRLink field through the outbox, the latest one once', async () => {
    await generate(harlan.id);
    const latest = await generate(harlan.id);
    const pending = await pendingWrite(harlan.id);
    expect(pending?.fieldValues).toEqual({ [BFR_LINK_CRM_FIELD]: latest.bfrLink });
    expect(pending?.requestedBy).toBe('links-admin');

    const run = await writer.processDue();
    expect(run.written).toBeGreaterThanOrEqual(1);
    expect((await customFieldsOf(harlan.id))[BFR_LINK_CRM_FIELD]).toBe(latest.bfrLink);
    const activities = await t.database.db
      .select()
      .from(crmActivities)
      .where(
        and(
          eq(crmActivities.contactId, harlan.id),
          eq(crmActivities.activityType, BFR_UPDATE_ACTIVITY),
        ),
      );
    expect(activities.map((a) => a.description)).toEqual([
      'BFR checklist written to CRM fields: BFR Link (by links-admin)',
    ]);
    // the built-in CRM lists the field, so it can be seen and mapped like the others
    const fields = await admin.get('/api/admin/fub/fields');
    expect(fields.body).toContain(BFR_LINK_CRM_FIELD);
  });

  it('is for admins only: 401 anonymous, 403 for a signed-in visitor', async () => {
    const visitor = await signUp(t, 'links-visitor');
    const { link } = await generate(harper.id);
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['POST', '/api/admin/fub/generate-bfr-link', { contactId: harper.id }],
      ['GET', `/api/admin/bfr/links?contactId=${harper.id}`],
      ['POST', `/api/admin/bfr/links/${link.obfuscatedId}/revoke`, {}],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await createHttpClient(t.app).request(method, url, payload);
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await visitor.request(method, url, payload);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.body).not.toContain(link.obfuscatedId);
    }
    expect((await opener({ success: true, bfrLink: link.url, link })).cookies.size).toBe(1);
  });
});

describe('opening a client link', () => {
  it('sets a signed, HttpOnly, SameSite=Lax grant cookie and sends the browser to the form', async () => {
    const link = await generate(harper.id);
    const client = createHttpClient(t.app);
    const res = await client.get(`/bfr/${link.link.obfuscatedId}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/bfr-form?contactId=${harper.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${BFR_GRANT_COOKIE}=`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    // not over https in tests
    expect(setCookie).not.toContain('Secure');
    // signed: value.signature
    expect(client.cookies.get(BFR_GRANT_COOKIE)).toMatch(/^[A-Za-z0-9_-]+\.[^.]+$/);
  });

  it('shows the site’s 404 page for an unknown, malformed or revoked id, and sets nothing', async () => {
    const unknownPage = await createHttpClient(t.app).get('/no-such-page/anywhere');
    expect(unknownPage.statusCode).toBe(404);
    const link = await generate(harper.id);
    const revoked = await admin.post(`/api/admin/bfr/links/${link.link.obfuscatedId}/revoke`, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    for (const id of [
      'AAAAAAAAAAAAAAAAAAAAAAAA',
      `${harper.id}`,
      'not a link',
      'x'.repeat(51),
      link.link.obfuscatedId,
    ]) {
      const res = await createHttpClient(t.app).get(`/bfr/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toBe(unknownPage.body);
    }
    // longer than the router takes as a parameter: the page shell's own 404 page
    const long = await createHttpClient(t.app).get(`/bfr/${'x'.repeat(200)}`);
    expect(long.statusCode).toBe(404);
    expect(long.body).toBe(unknownPage.body);
  });
});

describe('what a grant opens', () => {
  it('opens that contact’s form and its save, without the CRM’s custom fields', async () => {
    const link = await generate(harper.id);
    const client = await opener(link);
    const res = await client.get(`/api/bfr/contact/${harper.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = bfrPublicContactReplySchema.strict().parse(res.json());
    expect(Object.keys(reply.contact).sort()).toEqual(['email', 'id', 'name', 'phone']);
    expect(reply.contact).toEqual({
      id: harper.id,
      name: 'Harper Quillfeather',
      email: harper.email,
      phone: harper.phone,
    });
    expect(res.body).not.toContain('customFields');
    expect(res.body).not.toContain(BFR_LINK_CRM_FIELD);
    expect(reply.form.buyerEmail).toBe(harper.email);

    const saved = await submit(client, harper.id, {
      mlsNumber: MLS,
      amount: '450,000',
      percentage: '3',
      lendersName: 'Rim Country Lending',
      purchaseContract: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bfrSavedReplySchema.parse(saved.json()).form).toMatchObject({
      commission: '$13,500',
      lendersName: 'Rim Country Lending',
    });
    const [row] = await t.database.db
      .select({ updatedBy: bfrData.updatedBy })
      .from(bfrData)
      .where(eq(bfrData.contactId, harper.id));
    expect(row!.updatedBy).toBe(`client link ${link.link.obfuscatedId.slice(0, 6)}`);

    // the admin's lookup shows what the client saved
    const lookup = await admin.get(`/api/admin/bfr/contacts/${harper.id}`);
    const { contact, form } = bfrContactReplySchema.parse(lookup.json());
    expect(contact.bfrData).toMatchObject({
      mlsNumber: MLS,
      amount: '450,000',
      commission: '$13,500',
      lendersName: 'Rim Country Lending',
      purchaseContract: true,
    });
    expect(form.lendersName).toBe('Rim Country Lending');
    // and the client reads it back
    const again = bfrPublicContactReplySchema.parse(
      (await client.get(`/api/bfr/contact/${harper.id}`)).json(),
    );
    expect(again.form).toEqual(form);
    expect(again.bfrUpdatedAt).not.toBeNull();
  });

  it('opens nothing of another contact (a guessed id), with or without a session', async () => {
    const client = await opener(await generate(harper.id));
    expectForbidden(await client.get(`/api/bfr/contact/${harlan.id}`));
    expectForbidden(await submit(client, harlan.id, { lendersName: 'Mallory' }));
    expectForbidden(await client.get('/api/bfr/contact/999999'));
    const visitor = await signUp(t, 'links-guesser');
    expectForbidden(await visitor.get(`/api/bfr/contact/${harper.id}`));
    expectForbidden(await submit(visitor, harper.id, { lendersName: 'Mallory' }));
    const [row] = await t.database.db
      .select({ lendersName: bfrData.lendersName })
      .from(bfrData)
      .where(eq(bfrData.contactId, harlan.id));
    expect(row?.lendersName ?? '').not.toBe('Mallory');
  });

  it('is 403 without a cookie, with an unsigned or tampered cookie, and with another secret’s', async () => {
    const client = await opener(await generate(harper.id));
    const signed = client.cookies.get(BFR_GRANT_COOKIE)!;
    const [value] = signed.split('.');
    const grants = JSON.parse(Buffer.from(value!, 'base64url').toString('utf8')) as Array<{
      contactId: number;
    }>;
    expect(grants[0]!.contactId).toBe(harper.id);
    const forHarlan = Buffer.from(
      JSON.stringify(grants.map((g) => ({ ...g, contactId: harlan.id }))),
    ).toString('base64url');
    const signature = signed.slice(value!.length + 1);
    const forged = [
      // no signature at all
      value!,
      forHarlan,
      // a grant for someone else under the real signature
      `${forHarlan}.${signature}`,
      // signed by another secret
      `${value}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    ];
    expectForbidden(await createHttpClient(t.app).get(`/api/bfr/contact/${harper.id}`));
    for (const cookie of forged) {
      const headers = { cookie: `${BFR_GRANT_COOKIE}=${cookie}` };
      for (const id of [harper.id, harlan.id]) {
        expectForbidden(await createHttpClient(t.app).get(`/api/bfr/contact/${id}`, headers));
      }
    }
  });

  it('stops at once when the link is revoked, and when a newer link replaces it', async () => {
    const link = await generate(harper.id);
    const client = await opener(link);
    expect((await client.get(`/api/bfr/contact/${harper.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/listing-agent/${MLS}`)).statusCode).toBe(200);

    const res = await admin.post(`/api/admin/bfr/links/${link.link.obfuscatedId}/revoke`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(bfrLinkRevokedReplySchema.parse(res.json()).link).toMatchObject({
      obfuscatedId: link.link.obfuscatedId,
      isActive: false,
    });
    expectForbidden(await client.get(`/api/bfr/contact/${harper.id}`));
    expectForbidden(await submit(client, harper.id, { lendersName: 'Late' }));
    expectForbidden(await client.get(`/api/listing-agent/${MLS}`));
    // the contact's CRM field no longer names a dead link
    expect((await pendingWrite(harper.id))?.fieldValues[BFR_LINK_CRM_FIELD]).toBe('');

    const reissued = await opener(await generate(harper.id));
    const replaced = await generate(harper.id);
    expectForbidden(await reissued.get(`/api/bfr/contact/${harper.id}`));
    const current = await opener(replaced);
    expect((await current.get(`/api/bfr/contact/${harper.id}`)).statusCode).toBe(200);

    const unknown = await admin.post('/api/admin/bfr/links/AAAAAAAAAAAAAAAAAAAAAAAA/revoke', {});
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe(BFR_LINK_NOT_FOUND);
  });

  it('expires 30 days after the link was opened', async () => {
    const client = await opener(await generate(harper.id));
    const opened = now;
    try {
      now = new Date(opened.getTime() + 29 * DAY_MS);
      expect((await client.get(`/api/bfr/contact/${harper.id}`)).statusCode).toBe(200);
      now = new Date(opened.getTime() + 30 * DAY_MS + 1000);
      expectForbidden(await client.get(`/api/bfr/contact/${harper.id}`));
      expectForbidden(await client.get(`/api/listing-agent/${MLS}`));
    } finally {
      now = new Date();
    }
  });

  it(`keeps the grants of the last ${MAX_BFR_GRANTS} links a browser opened`, async () => {
    const contacts = [harper, harlan];
    for (let i = contacts.length; i <= MAX_BFR_GRANTS; i += 1) {
      contacts.push(await addContact('Grant', `Holder${i}`));
    }
    const client = createHttpClient(t.app);
    for (const contact of contacts) {
      const { link } = await generate(contact.id);
      expect((await client.get(`/bfr/${link.obfuscatedId}`)).statusCode).toBe(303);
    }
    expect(contacts).toHaveLength(MAX_BFR_GRANTS + 1);
    // the oldest fell out; the newest five open
    expectForbidden(await client.get(`/api/bfr/contact/${contacts[0]!.id}`));
    for (const contact of contacts.slice(1)) {
      expect((await client.get(`/api/bfr/contact/${contact.id}`)).statusCode).toBe(200);
    }
  });
});

describe('staff on the client’s routes', () => {
  it('read and save any contact’s form, and look listings up, without a link', async () => {
    const res = await admin.get(`/api/bfr/contact/${harlan.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(bfrPublicContactReplySchema.parse(res.json()).contact.id).toBe(harlan.id);
    const saved = await submit(admin, harlan.id, { escrowOfficer: 'Erin Escrow' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.database.db
      .select({ updatedBy: bfrData.updatedBy, escrowOfficer: bfrData.escrowOfficer })
      .from(bfrData)
      .where(eq(bfrData.contactId, harlan.id));
    expect(row).toEqual({ updatedBy: 'links-admin', escrowOfficer: 'Erin Escrow' });
    expect((await admin.get('/api/bfr/contact/999999')).statusCode).toBe(404);

    const agent = await admin.get(`/api/listing-agent/${MLS}`);
    expect(agent.statusCode, agent.body).toBe(200);
    expect(listingAgentReplySchema.parse(agent.json()).agent.listingAgent).toBe('Pat Agent');
  });

  it('lets a link holder look the listing agent up, and nobody else', async () => {
    const client = await opener(await generate(harlan.id));
    const res = await client.get(`/api/listing-agent/${MLS}`);
    expect(res.statusCode, res.body).toBe(200);
    expectForbidden(await createHttpClient(t.app).get(`/api/listing-agent/${MLS}`));
    expectForbidden(await (await signUp(t, 'links-mls')).get(`/api/listing-agent/${MLS}`));
  });
});
