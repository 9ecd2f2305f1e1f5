import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import {
  destinationTestReplySchema,
  recentDeliveriesReplySchema,
  type DeliveryDestination,
} from '../../../contract/operations';
import { leadDeliveries, leadSubmissions } from '../../db/schema';
import {
  startFakeAppsScript,
  type FakeAppsScript,
} from '../../integrations/apps-script/fake/server';
import {
  FAKE_FORM_ENTRIES,
  startFakeGoogleForms,
  type FakeGoogleForms,
} from '../../integrations/google-forms/fake/server';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createLeadDestinations } from './destinations';
import { createLeadOutbox, type LeadOutbox } from './outbox';

/*
 * The Google Sheets (Apps Script) and Google Forms destinations as their admin pages use them:
 * settings through the settings API, test sends through the real clients to the fakes, leads
 * through the outbox, each destination's latest deliveries and 'retry'.
 */

const logger = pino({ level: 'silent' });

let t: TestApp;
let admin: HttpClient;
let forms: FakeGoogleForms;
let script: FakeAppsScript;
let outbox: LeadOutbox;

const {
  firstName: FIRST,
  lastName: LAST,
  email: EMAIL,
  phone: PHONE,
  timeframe: TIMEFRAME,
  wishList: WISH_LIST,
  summary: SUMMARY,
  reference: REFERENCE,
} = FAKE_FORM_ENTRIES;

const MAPPING = {
  firstName: FIRST,
  lastName: LAST,
  email: EMAIL,
  phone: PHONE,
  timeframe: TIMEFRAME,
  homeWishList: WISH_LIST,
  summary: SUMMARY,
  reference: REFERENCE,
};

beforeAll(async () => {
  forms = await startFakeGoogleForms();
  script = await startFakeAppsScript();
  t = await createTestApp();
  admin = await signUpAdmin(t, 'google-admin');
  outbox = createLeadOutbox({
    db: t.database.db,
    destinations: createLeadDestinations({
      db: t.database.db,
      config: t.config,
      integrations: t.integrations,
    }),
    logger,
  });
});
afterAll(async () => {
  await t?.close();
  await forms?.close();
  await script?.close();
});
beforeEach(async () => {
  forms.reset();
  script.reset();
  await t.database.db.delete(leadSubmissions);
  await saveSettings({
    googleForms: {
      enabled: true,
      responseUrl: '',
      entryIds: Object.fromEntries(Object.keys(MAPPING).map((k) => [k, ''])),
    },
    googleAppsScript: { webhookUrl: '', enabled: false, formType: 'both' },
  });
});

async function saveSettings(
  apiSettings: Record<string, unknown>,
  method: 'PATCH' | 'PUT' = 'PATCH',
) {
  const res = await admin.request(method, '/api/admin/settings', { apiSettings });
  expect(res.statusCode, res.body).toBe(200);
}

const configureForm = () =>
  saveSettings({ googleForms: { responseUrl: forms.viewformUrl(), entryIds: MAPPING } });

async function submitLead(overrides: Parameters<typeof validLead>[0] = {}) {
  const res = await createHttpClient(t.app).post('/api/contacts', validLead(overrides));
  expect(res.statusCode, res.body).toBe(200);
}

async function deliveries(destination: DeliveryDestination) {
  const res = await admin.get(`/api/admin/lead-deliveries?destination=${destination}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return recentDeliveriesReplySchema.parse(res.json());
}

const rowsOf = (destination: string) =>
  t.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.destination, destination));

describe('access', () => {
  it('is for admins: 401 anonymous, 403 for a visitor', async () => {
    const visitor = await signUp(t, 'google-visitor');
    const anonymous = createHttpClient(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/lead-deliveries?destination=google-forms'],
      ['POST', '/api/admin/google-sheets/test'],
      ['POST', '/api/admin/google-forms/test'],
    ] as const) {
      expect(
        (await anonymous.request(method, url, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(401);
      expect(
        (await visitor.request(method, url, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(403);
    }
    expect(script.received).toEqual([]);
    expect(forms.responses).toEqual([]);
  });
});

describe('Google Forms settings', () => {
  it('starts enabled with no form: leads make no delivery row and the test send says why', async () => {
    const settings = (await admin.get('/api/admin/settings')).json();
    expect(settings.apiSettings.googleForms).toMatchObject({ enabled: true, responseUrl: '' });
    await submitLead();
    expect(await rowsOf('google-forms')).toEqual([]);
    expect(await outbox.processDue()).toEqual({ delivered: 0, failed: 0, cancelled: 0 });
    expect(forms.requestLog).toEqual([]);
    expect(await deliveries('google-forms')).toEqual({
      destination: 'google-forms',
      configured: false,
      deliveries: [],
    });
    const test = await admin.post('/api/admin/google-forms/test');
    expect(test.statusCode).toBe(409);
    expect(apiErrorSchema.parse(test.json()).message).toMatch(/No Google Form is configured/);
    // a link without a single mapped question is not configured either
    await saveSettings({ googleForms: { responseUrl: forms.viewformUrl() } });
    await submitLead();
    expect(await rowsOf('google-forms')).toEqual([]);
  });

  it('refuses a bad link, bad entry ids and an entry used twice, with field messages, and keeps the stored values', async () => {
    await configureForm();
    const res = await admin.request('PATCH', '/api/admin/settings', {
      apiSettings: {
        googleForms: {
          responseUrl: 'docs.google.com/forms/x',
          entryIds: { email: 'entry.12a', phone: 'entry 5' },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fieldErrors).toEqual({
      'apiSettings.googleForms.responseUrl': 'Enter a valid URL',
      'apiSettings.googleForms.entryIds.email': 'Enter the entry id, like entry.1234567',
      'apiSettings.googleForms.entryIds.phone': 'Enter the entry id, like entry.1234567',
    });
    // one entry for two fields, checked against the stored mapping
    const twice = await admin.request('PATCH', '/api/admin/settings', {
      apiSettings: { googleForms: { entryIds: { timeframe: FIRST } } },
    });
    expect(twice.statusCode).toBe(400);
    expect(apiErrorSchema.parse(twice.json()).fieldErrors).toEqual({
      'apiSettings.googleForms.entryIds.timeframe': `${FIRST} is already used for First name`,
    });
    const unknown = await admin.request('PATCH', '/api/admin/settings', {
      apiSettings: { googleForms: { entryIds: { favouriteColour: 'entry.1' } } },
    });
    expect(unknown.statusCode).toBe(400);
    const stored = (await admin.get('/api/admin/settings')).json().apiSettings.googleForms;
    expect(stored.responseUrl).toBe(forms.viewformUrl());
    expect(stored.entryIds.email).toBe(EMAIL);
  });

  it('records who changed which fields in the audit trail', async () => {
    await configureForm();
    const { entries } = (await admin.get('/api/admin/settings/audit')).json() as {
      entries: Array<{ actor: string; fields: string[] }>;
    };
    expect(entries[0]).toMatchObject({ actor: 'google-admin' });
    expect(entries[0]!.fields).toEqual(
      expect.arrayContaining([
        'apiSettings.googleForms.responseUrl',
        'apiSettings.googleForms.entryIds.email',
      ]),
    );
  });
});

describe('leads to Google Forms', () => {
  it('submits each lead through the outbox with its mapped entry fields, once', async () => {
    await configureForm();
    await submitLead({
      firstName: 'Opal',
      lastName: 'Pine',
      email: 'opal.pine@example.com',
      phone: '(928) 555-0199',
      homeWishList: ['Mountain View', 'RV Parking'],
    });
    expect(await outbox.processDue()).toMatchObject({ delivered: 1, failed: 0 });
    expect(forms.responses).toHaveLength(1);
    const [submission] = await t.database.db.select().from(leadSubmissions);
    expect(forms.responses[0]).toEqual({
      formId: forms.form.formId,
      answers: {
        [FIRST]: ['Opal'],
        [LAST]: ['Pine'],
        [EMAIL]: ['opal.pine@example.com'],
        [PHONE]: ['(928) 555-0199'],
        [TIMEFRAME]: ['1-3 months'],
        [WISH_LIST]: ['Mountain View', 'RV Parking'],
        [SUMMARY]: [expect.stringContaining('Wish list: Mountain View, RV Parking')],
        [REFERENCE]: [`RL-${submission!.id}`],
      },
    });
    // delivered stays delivered: later runs send nothing
    await outbox.processDue();
    expect(forms.responses).toHaveLength(1);
    const list = await deliveries('google-forms');
    expect(list.configured).toBe(true);
    expect(list.deliveries).toEqual([
      expect.objectContaining({
        leadName: 'Opal Pine',
        state: 'delivered',
        attempts: 1,
        lastError: null,
        retryable: false,
        nextAttemptAt: null,
      }),
    ]);
  });

  it('shows a failing form as a failed delivery; Retry sends it again, and it arrives once', async () => {
    await configureForm();
    forms.failNext(1, 'http-503');
    await submitLead({ firstName: 'Retta', lastName: 'Retry' });
    expect(await outbox.processDue()).toMatchObject({ delivered: 0, failed: 1 });
    const [failed] = (await deliveries('google-forms')).deliveries;
    expect(failed).toMatchObject({
      leadName: 'Retta Retry',
      state: 'retrying',
      attempts: 1,
      retryable: true,
    });
    expect(failed!.lastError).toMatch(/unavailable: Google Forms .* answered HTTP 503/);
    expect(forms.responses).toEqual([]);

    // not due yet (30 s backoff): a run now sends nothing; Retry makes it due at once
    await outbox.processDue();
    expect(forms.responses).toEqual([]);
    expect((await admin.post(`/api/admin/lead-deliveries/${failed!.id}/retry`)).statusCode).toBe(
      200,
    );
    expect(await outbox.processDue()).toMatchObject({ delivered: 1, failed: 0 });
    await outbox.processDue();
    expect(forms.responses).toHaveLength(1);
    expect(forms.responses[0]!.answers[LAST]).toEqual(['Retry']);
    expect((await deliveries('google-forms')).deliveries[0]).toMatchObject({
      state: 'delivered',
      attempts: 2,
      retryable: false,
    });
    // a delivered lead cannot be retried into a second response
    expect((await admin.post(`/api/admin/lead-deliveries/${failed!.id}/retry`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a refused lead (a required question unmapped) for a fixed mapping, never losing it', async () => {
    await saveSettings({
      googleForms: { responseUrl: forms.responseUrl(), entryIds: { ...MAPPING, email: '' } },
    });
    await submitLead({ firstName: 'Nola' });
    await outbox.processDue();
    const [refused] = (await deliveries('google-forms')).deliveries;
    expect(refused!.lastError).toMatch(/rejected: .*HTTP 400.*required question/);
    await configureForm();
    expect((await admin.post(`/api/admin/lead-deliveries/${refused!.id}/retry`)).statusCode).toBe(
      200,
    );
    await outbox.processDue();
    expect(forms.responses.map((r) => r.answers[FIRST])).toEqual([['Nola']]);
  });

  it('sends each of many leads exactly once when two runs overlap', async () => {
    await configureForm();
    for (let i = 0; i < 6; i++) await submitLead({ firstName: `Lead${i}` });
    const runs = await Promise.all([outbox.processDue(), outbox.processDue()]);
    expect(runs[0]!.delivered + runs[1]!.delivered).toBe(6);
    expect(forms.responses.map((r) => r.answers[FIRST]![0]).sort()).toEqual([
      'Lead0',
      'Lead1',
      'Lead2',
      'Lead3',
      'Lead4',
      'Lead5',
    ]);
    const rows = await t.database.db
      .select()
      .from(leadDeliveries)
      .where(
        and(eq(leadDeliveries.destination, 'google-forms'), eq(leadDeliveries.status, 'delivered')),
      );
    expect(rows).toHaveLength(6);
  });

  it('sends nothing to a form switched off, even when it is configured', async () => {
    await configureForm();
    await saveSettings({ googleForms: { enabled: false } });
    await submitLead();
    expect(await rowsOf('google-forms')).toEqual([]);
    expect((await deliveries('google-forms')).configured).toBe(false);
  });
});

describe('test sends', () => {
  it('posts a marked test row to the saved Apps Script webhook, enabled or not', async () => {
    const none = await admin.post('/api/admin/google-sheets/test');
    expect(none.statusCode).toBe(409);
    expect(apiErrorSchema.parse(none.json()).message).toMatch(/No webhook URL is saved/);

    await saveSettings(
      { googleAppsScript: { webhookUrl: script.webhookUrl, formType: 'google-sheet' } },
      'PUT',
    );
    const sent = await admin.post('/api/admin/google-sheets/test');
    expect(sent.statusCode, sent.body).toBe(200);
    const reply = destinationTestReplySchema.parse(sent.json());
    expect(reply.success).toBe(true);
    expect(reply.message).toContain(new URL(script.url).host);
    expect(reply.message).not.toContain(script.deploymentId);
    expect(script.received).toEqual([
      expect.objectContaining({
        test: true,
        formType: 'google-sheet',
        submissionId: expect.stringMatching(/^test-\d+$/),
        contact: expect.objectContaining({ firstName: 'Test', lastName: 'Lead' }),
      }),
    ]);
    // a test is not a lead: no delivery row
    expect(await rowsOf('apps-script')).toEqual([]);

    script.failNext(1, 'ok-false');
    const refused = destinationTestReplySchema.parse(
      (await admin.post('/api/admin/google-sheets/test')).json(),
    );
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(/refused the delivery: .*Spreadsheets timed out/);
  });

  it('submits a marked test response to the saved form with the saved mapping', async () => {
    await configureForm();
    await saveSettings({ googleForms: { enabled: false } });
    const sent = destinationTestReplySchema.parse(
      (await admin.post('/api/admin/google-forms/test')).json(),
    );
    expect(sent).toEqual({
      success: true,
      message: `Google Forms (${new URL(forms.url).host}) recorded the test submission: 8 mapped fields sent.`,
    });
    expect(forms.responses).toHaveLength(1);
    expect(forms.responses[0]!.answers).toMatchObject({
      [FIRST]: ['Test'],
      [LAST]: ['Lead'],
      [REFERENCE]: [expect.stringMatching(/^RL-test-\d+$/)],
    });
    expect(forms.responses[0]!.answers[SUMMARY]![0]).toContain('TEST sent from the admin panel');
    expect(await rowsOf('google-forms')).toEqual([]);

    // Google's refusal comes back as the reply, not as an error of ours
    await saveSettings({
      googleForms: { responseUrl: `${forms.url}/forms/d/e/1FAIpQLSgone/viewform` },
    });
    const refused = destinationTestReplySchema.parse(
      (await admin.post('/api/admin/google-forms/test')).json(),
    );
    expect(refused).toMatchObject({ success: false });
    expect(refused.message).toMatch(/no form at this address \(HTTP 404\)/);
  });
});

describe('the delivery list', () => {
  it('lists the Apps Script deliveries newest first, at most 50, and refuses an unknown destination', async () => {
    await saveSettings({ googleAppsScript: { webhookUrl: script.webhookUrl, enabled: true } });
    for (const name of ['Ada', 'Bo', 'Cy'])
      await submitLead({ firstName: name, lastName: 'Sheet' });
    await outbox.processDue();
    const list = await deliveries('apps-script');
    expect(list.configured).toBe(true);
    expect(list.deliveries.map((d) => [d.leadName, d.state])).toEqual([
      ['Cy Sheet', 'delivered'],
      ['Bo Sheet', 'delivered'],
      ['Ada Sheet', 'delivered'],
    ]);
    const bad = await admin.get('/api/admin/lead-deliveries?destination=dropbox');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors).toHaveProperty('destination');
  });
});
