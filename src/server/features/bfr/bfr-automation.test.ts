import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bfrAutomationInfoSchema,
  bfrLinksReplySchema,
  contactMonitorReplySchema,
  contactMonitorStatusSchema,
  fubWebhookReplySchema,
  processedContactsReplySchema,
  webhookTestReplySchema,
} from '../../../contract/bfr';
import { apiErrorSchema } from '../../../contract/errors';
import { BFR_LINK_CRM_FIELD } from '../../../core/bfr-fields';
import {
  bfrCrmWrites,
  crmContacts,
  contactMonitorState,
  obfuscatedBfrLinks,
  processedContacts,
} from '../../db/schema';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { freePort } from '../../testing/free-port';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCurrentCrmProvider } from '../crm/current-provider';
import { listOpenAlerts } from '../alerts/store';
import { contactOfAccount } from '../activity/store';
import { createBfrAutomation } from './automation';
import { CONTACT_MONITOR_JOB, contactMonitorJob } from './contact-monitor';
import { BAD_SIGNATURE, UNSIGNED_REFUSED, WEBHOOK_PATH } from './crm-webhook';
import { createBfrCrmWriter } from './crm-writer';

/*
 * BFR link automation (issue 21) with Follow Up Boss (the fake, over HTTP): the signed
 * webhook, contact monitoring's window and its checks, once per contact across instances.
 */

const FUB_KEY = 'automation-fub-key';
const SYSTEM_KEY = 'automation-system-key';
const MINUTE = 60_000;
const logger = pino({ level: 'silent' });

let fub: FakeFollowUpBoss;
let t: TestApp;
let admin: HttpClient;
/** The app's clock: tests move it and put it back. */
let now = new Date();

/** The delivery as Follow Up Boss signs and sends it. */
function deliver(payload: unknown, signature?: string) {
  const signed = fub.signWebhook(payload);
  return createHttpClient(t.app).post(WEBHOOK_PATH, signed.body, {
    'content-type': 'application/json',
    'fub-signature': signature ?? signed.signature,
  });
}

const peopleCreated = (...ids: number[]) => ({
  eventId: `evt-${ids.join('-')}`,
  eventCreated: new Date().toISOString(),
  event: 'peopleCreated',
  resourceIds: ids,
  uri: `${fub.apiBaseUrl}/people?id=${ids.join(',')}`,
});

async function linksOf(contactId: number) {
  return t.database.db
    .select()
    .from(obfuscatedBfrLinks)
    .where(
      and(eq(obfuscatedBfrLinks.contactId, contactId), eq(obfuscatedBfrLinks.crm, 'followupboss')),
    );
}

async function processedRows(contactId: number) {
  return t.database.db
    .select()
    .from(processedContacts)
    .where(eq(processedContacts.contactId, contactId));
}

/** Runs the CRM writer until the queued link fields are written to Follow Up Boss. */
async function writeCrmFields() {
  const writer = createBfrCrmWriter({
    db: t.database.db,
    crm: createCurrentCrmProvider({ db: t.database.db, integrations: t.integrations }),
    logger,
  });
  await writer.processDue();
}

/** A second app instance's automation on the same database (its own objects, same tables). */
function otherInstance() {
  return createBfrAutomation({
    db: t.database.db,
    crm: createCurrentCrmProvider({ db: t.database.db, integrations: t.integrations }),
    config: t.config,
    clock: () => now,
    sendJob: async () => null,
    logger,
  });
}

beforeAll(async () => {
  fub = await startFakeFollowUpBoss({
    apiKey: FUB_KEY,
    systemKey: SYSTEM_KEY,
    rateLimits: { notes: 500, 'PUT.people': 500, global: 5000 },
  });
  const port = await freePort();
  t = await createTestApp({
    env: {
      FUB_API_KEY: FUB_KEY,
      FUB_BASE_URL: fub.apiBaseUrl,
      FUB_SYSTEM_KEY: SYSTEM_KEY,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    clock: () => now,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  admin = await signUpAdmin(t, 'automation-admin');
});
afterAll(async () => {
  await t?.close();
  await fub?.close();
});
beforeEach(async () => {
  now = new Date();
  fub.reset();
  fub.clearData();
  await t.database.db.delete(processedContacts);
  await t.database.db.delete(obfuscatedBfrLinks);
  await t.database.db.delete(bfrCrmWrites);
  await t.database.db
    .update(contactMonitorState)
    .set({ isMonitoring: false, activeUntil: null, lastCheckAt: null, checkedThrough: null });
});

describe('POST /api/fub/webhook', () => {
  it("gives a new person a link once and writes it to the person's CRM field", async () => {
    const person = fub.seedPerson({ firstName: 'Wren', lastName: 'Alder', name: 'Wren Alder' });
    const res = await deliver(peopleCreated(person.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(fubWebhookReplySchema.parse(res.json())).toEqual({ success: true, processed: 1 });

    const [link] = await linksOf(person.id);
    expect(link).toMatchObject({ isActive: true, contactName: 'Wren Alder' });
    const [row] = await processedRows(person.id);
    expect(row).toMatchObject({
      bfrLinkGenerated: true,
      obfuscatedId: link!.obfuscatedId,
      source: 'webhook',
    });

    await writeCrmFields();
    const res2 = await fetch(`${fub.apiBaseUrl}/people/${person.id}?fields=allFields`, {
      headers: { authorization: `Basic ${Buffer.from(`${FUB_KEY}:`).toString('base64')}` },
    });
    const stored = (await res2.json()) as Record<string, unknown>;
    expect(stored[BFR_LINK_CRM_FIELD]).toBe(`${t.config.publicUrl}/bfr/${link!.obfuscatedId}`);

    // the client opens it without signing in
    const client = createHttpClient(t.app);
    expect((await client.get(`/bfr/${link!.obfuscatedId}`)).statusCode).toBe(303);
    expect((await client.get(`/api/bfr/contact/${person.id}`)).statusCode).toBe(200);

    // no monitoring check ran, yet the automation did look at a new contact: the status's
    // last check is that delivery, not 'Never' (issue 41)
    const status = contactMonitorStatusSchema.parse(
      (await admin.get('/api/admin/contact-monitor/status')).json(),
    );
    expect(status.lastCheckTime).toBe(row!.processedAt.toISOString());
  });

  it('does nothing more when the same delivery comes again, or a second one for the person', async () => {
    const person = fub.seedPerson({ name: 'Replay Person' });
    const first = await deliver(peopleCreated(person.id));
    expect(first.json()).toEqual({ success: true, processed: 1 });
    const replies = await Promise.all([
      deliver(peopleCreated(person.id)),
      deliver(peopleCreated(person.id)),
      deliver({ ...peopleCreated(person.id), eventId: 'another-event' }),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, processed: 0 });
    }
    expect(await linksOf(person.id)).toHaveLength(1);
    expect(await processedRows(person.id)).toHaveLength(1);
  });

  it('keeps the link an admin already made for the person', async () => {
    const person = fub.seedPerson({ name: 'Made By Hand' });
    const made = await admin.post('/api/admin/fub/generate-bfr-link', { contactId: person.id });
    expect(made.statusCode, made.body).toBe(200);
    expect((await deliver(peopleCreated(person.id))).json()).toEqual({
      success: true,
      processed: 1,
    });
    const links = await linksOf(person.id);
    expect(links).toHaveLength(1);
    expect(links[0]!.obfuscatedId).toBe(
      made.json<{ link: { obfuscatedId: string } }>().link.obfuscatedId,
    );
  });

  it('refuses a delivery with a wrong or missing signature (401) and makes nothing', async () => {
    const person = fub.seedPerson({ name: 'Forged Person' });
    const forged = await deliver(peopleCreated(person.id), 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    expect(apiErrorSchema.parse(forged.json()).message).toBe(BAD_SIGNATURE);
    const unsigned = await createHttpClient(t.app).post(
      WEBHOOK_PATH,
      JSON.stringify(peopleCreated(person.id)),
      { 'content-type': 'application/json' },
    );
    expect(unsigned.statusCode).toBe(401);
    // a valid signature of another body does not carry over
    const other = fub.signWebhook(peopleCreated(person.id + 1000));
    expect((await deliver(peopleCreated(person.id), other.signature)).statusCode).toBe(401);
    expect(await linksOf(person.id)).toHaveLength(0);
    expect(await processedRows(person.id)).toHaveLength(0);
  });

  it('acknowledges other events and a test delivery without making links', async () => {
    const person = fub.seedPerson({ name: 'Stage Change' });
    const stage = await deliver({ ...peopleCreated(person.id), event: 'peopleStageUpdated' });
    expect(stage.json()).toEqual({ success: true, processed: 0, ignored: true });
    const test = await deliver({ event: 'person.created', test: true, data: { name: 'Test' } });
    expect(test.json()).toEqual({ success: true, processed: 0, test: true });
    expect(await linksOf(person.id)).toHaveLength(0);
  });

  it("takes the spec's own body, and answers 400 for one that names no contact or is not JSON", async () => {
    const person = fub.seedPerson({ name: 'Spec Body' });
    const spec = await deliver({
      event: 'person.created',
      data: { id: person.id, name: 'Spec Body', emails: [] },
    });
    expect(spec.json()).toEqual({ success: true, processed: 1 });
    const nameless = await deliver({ event: 'person.created', data: { name: 'Nobody' } });
    expect(nameless.statusCode).toBe(400);
    const broken = await createHttpClient(t.app).post(WEBHOOK_PATH, '{"event":', {
      'content-type': 'application/json',
      'fub-signature': fub.signWebhook('{"event":').signature,
    });
    expect(broken.statusCode).toBe(400);
  });

  it('skips a person the CRM does not have', async () => {
    const res = await deliver(peopleCreated(987_654));
    expect(res.json()).toEqual({ success: true, processed: 0 });
  });
});

describe('the admin calls', () => {
  it('are for admins only', async () => {
    const visitor = await signUp(t, 'automation-visitor');
    for (const [method, url] of [
      ['GET', '/api/admin/bfr/automation'],
      ['POST', '/api/admin/bfr/webhook-test'],
      ['GET', '/api/admin/contact-monitor/status'],
      ['POST', '/api/admin/contact-monitor/start'],
      ['POST', '/api/admin/contact-monitor/stop'],
      ['POST', '/api/admin/trigger-monitoring'],
      ['GET', '/api/admin/processed-contacts'],
    ] as const) {
      expect((await createHttpClient(t.app).request(method, url)).statusCode, url).toBe(401);
      expect((await visitor.request(method, url)).statusCode, url).toBe(403);
    }
  });

  it('show the webhook address and test it over the network, signed', async () => {
    const info = bfrAutomationInfoSchema.parse(
      (await admin.get('/api/admin/bfr/automation')).json(),
    );
    expect(info).toEqual({
      webhookUrl: `${t.config.publicUrl}${WEBHOOK_PATH}`,
      signatureRequired: true,
      systemKeySet: true,
      crm: 'followupboss',
      linkField: BFR_LINK_CRM_FIELD,
    });
    const test = webhookTestReplySchema.parse(
      (await admin.post('/api/admin/bfr/webhook-test')).json(),
    );
    expect(test.success, test.message).toBe(true);
    expect(test.message).toContain('signature was verified');
  });

  it('list the last processed contacts with the total', async () => {
    for (let i = 0; i < 7; i += 1) {
      const person = fub.seedPerson({
        name: `Listed ${i}`,
        emails: [{ value: `listed${i}@example.com`, type: 'home', isPrimary: true }],
      });
      now = new Date(now.getTime() + 1000);
      await deliver(peopleCreated(person.id));
    }
    const reply = processedContactsReplySchema.parse(
      (await admin.get('/api/admin/processed-contacts')).json(),
    );
    expect(reply.total).toBe(7);
    expect(reply.contacts.map((c) => c.contactEmail)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `listed${i}@example.com`),
    );
    expect((await admin.get('/api/admin/processed-contacts?limit=0')).statusCode).toBe(400);
  });
});

describe('contact monitoring', () => {
  const status = async () =>
    contactMonitorStatusSchema.parse((await admin.get('/api/admin/contact-monitor/status')).json());

  it('after a trigger, links a new contact at the next check, then stops after 30 minutes', async () => {
    expect(await status()).toMatchObject({ isMonitoring: false, lastCheckTime: null });
    const triggered = contactMonitorReplySchema.parse(
      (await admin.post('/api/admin/trigger-monitoring')).json(),
    );
    expect(triggered.status.isMonitoring).toBe(true);
    expect(Date.parse(triggered.status.activeUntil!)).toBe(now.getTime() + 30 * MINUTE);

    const monitor = otherInstance().monitor;
    const person = fub.seedPerson({ name: 'Monitored Person' });
    expect(await monitor.check()).toMatchObject({ outcome: 'checked', processed: 1 });
    expect(await processedRows(person.id)).toMatchObject([
      { source: 'monitor', bfrLinkGenerated: true },
    ]);
    expect((await status()).lastCheckTime).toBe(now.toISOString());
    // the next check finds nothing new
    now = new Date(now.getTime() + MINUTE);
    expect(await monitor.check()).toMatchObject({ outcome: 'checked', processed: 0 });

    now = new Date(now.getTime() + 30 * MINUTE);
    expect((await status()).isMonitoring).toBe(false);
    expect(await monitor.check()).toMatchObject({ outcome: 'ended' });
    fub.seedPerson({ name: 'Too Late' });
    expect(await monitor.check()).toMatchObject({ outcome: 'off' });
  });

  it('runs until stopped after Start; a trigger does not shorten it', async () => {
    const started = contactMonitorReplySchema.parse(
      (await admin.post('/api/admin/contact-monitor/start')).json(),
    );
    expect(started.status).toMatchObject({ isMonitoring: true, activeUntil: null });
    const triggered = contactMonitorReplySchema.parse(
      (await admin.post('/api/admin/trigger-monitoring')).json(),
    );
    expect(triggered.status).toMatchObject({ isMonitoring: true, activeUntil: null });
    now = new Date(now.getTime() + 3 * 60 * MINUTE);
    expect(await otherInstance().monitor.check()).toMatchObject({ outcome: 'checked' });
    const stopped = contactMonitorReplySchema.parse(
      (await admin.post('/api/admin/contact-monitor/stop')).json(),
    );
    expect(stopped.status.isMonitoring).toBe(false);
    expect(await otherInstance().monitor.check()).toMatchObject({ outcome: 'off' });
  });

  it('processes each new contact once when two instances check at the same moment', async () => {
    await admin.post('/api/admin/contact-monitor/start');
    const people = [0, 1, 2, 3].map((i) => fub.seedPerson({ name: `Raced ${i}` }));
    const checks = await Promise.all([
      otherInstance().monitor.check(),
      otherInstance().monitor.check(),
    ]);
    expect(checks.reduce((sum, c) => sum + c.processed, 0)).toBe(people.length);
    for (const person of people) {
      expect(await linksOf(person.id)).toHaveLength(1);
      expect(await processedRows(person.id)).toHaveLength(1);
    }
    // and the webhook arriving later for one of them changes nothing
    expect((await deliver(peopleCreated(people[0]!.id))).json()).toEqual({
      success: true,
      processed: 0,
    });
    await admin.post('/api/admin/contact-monitor/stop');
  });
});

describe('contact monitoring on the job runner, built-in CRM, no system key', () => {
  let app: TestApp;
  let staff: HttpClient;
  beforeAll(async () => {
    app = await createTestApp({
      jobs: ({ database, config, integrations }) => [
        contactMonitorJob(
          createBfrAutomation({
            db: database.db,
            crm: createCurrentCrmProvider({ db: database.db, integrations }),
            config,
            clock: () => new Date(),
            sendJob: async () => null,
            logger,
          }).monitor,
        ),
      ],
    });
    staff = await signUpAdmin(app, 'runner-admin');
  });
  afterAll(async () => app?.close());

  it('a trigger queues a check that links a contact the site form just made', async () => {
    // two site accounts the built-in CRM keeps contacts for (their activity): the admin's own
    // and a visitor who only registered. They are no leads and get no link (issue 41).
    const visitor = await signUp(app, 'runner-visitor');
    for (const account of [staff, visitor]) {
      const me = (await account.get('/api/user')).json() as { id: number };
      expect(await contactOfAccount(app.database.db, me.id)).not.toBeNull();
    }
    const lead = await createHttpClient(app.app).post('/api/contacts', {
      firstName: 'Juniper',
      lastName: 'Moss',
      email: 'juniper.moss@example.com',
      phone: '9285550142',
      message: 'Looking in Payson',
    });
    expect(lead.statusCode, lead.body).toBe(200);
    expect((await staff.post('/api/admin/trigger-monitoring')).statusCode).toBe(200);
    let reply = processedContactsReplySchema.parse(
      (await staff.get('/api/admin/processed-contacts')).json(),
    );
    // the row is claimed first, then the link made: wait for both
    for (let i = 0; i < 60 && !reply.contacts[0]?.bfrLinkGenerated; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      reply = processedContactsReplySchema.parse(
        (await staff.get('/api/admin/processed-contacts')).json(),
      );
    }
    expect(reply.contacts).toMatchObject([
      { contactEmail: 'juniper.moss@example.com', source: 'monitor', bfrLinkGenerated: true },
    ]);
    const links = bfrLinksReplySchema.parse(
      (await staff.get(`/api/admin/bfr/links?contactId=${reply.contacts[0]!.contactId}`)).json(),
    );
    expect(links.links).toHaveLength(1);
    expect(CONTACT_MONITOR_JOB).toBe('bfr.monitor-contacts');
    // the last check is the one that linked the lead, not 'Never'
    const status = contactMonitorStatusSchema.parse(
      (await staff.get('/api/admin/contact-monitor/status')).json(),
    );
    expect(status.lastCheckTime).not.toBeNull();
  });

  it('takes unsigned deliveries of the spec body, and ignores Follow Up Boss ids', async () => {
    const info = bfrAutomationInfoSchema.parse(
      (await staff.get('/api/admin/bfr/automation')).json(),
    );
    expect(info).toMatchObject({ signatureRequired: false, crm: 'built-in' });
    const fubShaped = await createHttpClient(app.app).post(WEBHOOK_PATH, {
      event: 'peopleCreated',
      resourceIds: [1],
    });
    expect(fubShaped.json()).toEqual({ success: true, processed: 0, ignored: true });
  });
});

describe('the webhook in production without a system key (issue 39)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://ridgeline.example' },
    });
  });
  afterAll(async () => prod?.close());

  it('refuses every delivery, makes no link, and tells the admins why', async () => {
    const lead = await createHttpClient(prod.app).post(
      '/api/contacts',
      { firstName: 'Ivy', lastName: 'Stone', email: 'ivy.stone@example.com', phone: '9285550177' },
      { origin: 'https://ridgeline.example' },
    );
    expect(lead.statusCode, lead.body).toBe(200);
    const [contact] = await prod.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, 'ivy.stone@example.com'));
    for (const body of [
      { event: 'person.created', data: { id: contact!.id } },
      { event: 'person.created', data: { id: contact!.id, name: 'Ivy Stone' } },
    ]) {
      const res = await createHttpClient(prod.app).post(WEBHOOK_PATH, body);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: UNSIGNED_REFUSED });
    }
    const links = await prod.database.db
      .select()
      .from(obfuscatedBfrLinks)
      .where(eq(obfuscatedBfrLinks.contactId, contact!.id));
    expect(links).toEqual([]);
    const alerts = await listOpenAlerts(prod.database.db);
    expect(alerts.filter((a) => a.component === 'crm-webhook')).toMatchObject([
      { title: 'CRM webhook deliveries are refused', severity: 'high' },
    ]);
    // the automation page says deliveries need a signature
    const staff = await signUpAdmin(prod, 'prod-admin');
    const info = bfrAutomationInfoSchema.parse(
      (
        await staff.get('/api/admin/bfr/automation', { origin: 'https://ridgeline.example' })
      ).json(),
    );
    expect(info.signatureRequired).toBe(true);
    // the page says the deliveries are refused, not read (issue 41)
    expect(info.systemKeySet).toBe(false);
  });
});

describe('the webhook in development without a system key (issue 39)', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => dev?.close());

  it('still reads unsigned deliveries, and raises no alert', async () => {
    const lead = await createHttpClient(dev.app).post('/api/contacts', {
      firstName: 'Rowan',
      lastName: 'Ash',
      email: 'rowan.ash@example.com',
      phone: '9285550178',
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const [contact] = await dev.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, 'rowan.ash@example.com'));
    const res = await createHttpClient(dev.app).post(WEBHOOK_PATH, {
      event: 'person.created',
      data: { id: contact!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, processed: 1 });
    const links = await dev.database.db
      .select()
      .from(obfuscatedBfrLinks)
      .where(eq(obfuscatedBfrLinks.contactId, contact!.id));
    expect(links).toHaveLength(1);
    const alerts = await listOpenAlerts(dev.database.db);
    expect(alerts.filter((a) => a.component === 'crm-webhook')).toEqual([]);
    const staff = await signUpAdmin(dev, 'dev-admin');
    const info = bfrAutomationInfoSchema.parse(
      (await staff.get('/api/admin/bfr/automation')).json(),
    );
    expect(info.signatureRequired).toBe(false);
  });
});
