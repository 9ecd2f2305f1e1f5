import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone } from '../../../core/lead-options';
import { carrierLookupUsage, crmContacts } from '../../db/schema';
import { createAbstractClient } from '../../integrations/phone-carrier/abstract-client';
import { CarrierLookupError } from '../../integrations/phone-carrier/carrier-lookup';
import {
  startFakePhoneCarrier,
  type FakePhoneCarrier,
} from '../../integrations/phone-carrier/fake/server';
import { createNumverifyClient } from '../../integrations/phone-carrier/numverify-client';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testConfig } from '../../testing/test-app';
import { createSettings, type Settings } from '../settings/settings';
import { ensureAdminSettings } from '../settings/store';
import { CARRIER_FREE_REQUESTS_PER_MONTH } from './carrier-store';
import {
  DETECT_CARRIER_JOB,
  carrierDetectionJob,
  createCarrierDetector,
  createCarrierDetectorFromConfig,
  type CarrierDetector,
} from './carrier-detection';

let database: TestDatabase;
let adminSettingsOfTest: Settings | null = null;
/** The admin settings of the test database, as the app reads them (secrets opened). */
function settings(): Settings {
  adminSettingsOfTest ??= createSettings({ db: database.db, config: testConfig() });
  return adminSettingsOfTest;
}
const panelKeys = async () => (await settings().current()).apiSettings.sms;
let fake: FakePhoneCarrier;
/** Every log line the detectors wrote, as JSON text. */
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
/** The detectors' clock. */
let clock = new Date('2026-11-15T12:00:00Z');
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureAdminSettings(database.db);
  fake = await startFakePhoneCarrier();
});
afterAll(async () => {
  await fake?.close();
  await database?.dispose();
});
beforeEach(async () => {
  fake.reset();
  logLines.length = 0;
  clock = new Date('2026-11-15T12:00:00Z');
  await database.db.delete(carrierLookupUsage);
});

function detector(
  which: { numverify?: boolean; abstract?: boolean; numverifyKey?: string } = {},
): CarrierDetector {
  return createCarrierDetector({
    db: database.db,
    logger,
    now,
    numverify:
      which.numverify === false
        ? null
        : createNumverifyClient({
            baseUrl: fake.numverifyBaseUrl,
            apiKey: which.numverifyKey ?? fake.numverifyKey,
          }),
    abstract:
      which.abstract === false
        ? null
        : createAbstractClient({ baseUrl: fake.abstractBaseUrl, apiKey: fake.abstractKey }),
  });
}

async function usage(): Promise<Record<string, number>> {
  const rows = await database.db.select().from(carrierLookupUsage);
  return Object.fromEntries(rows.map((r) => [`${r.service} ${r.month}`, r.count]));
}

async function setUsage(service: string, month: string, count: number): Promise<void> {
  await database.db
    .insert(carrierLookupUsage)
    .values({ service, month, count })
    .onConflictDoUpdate({
      target: [carrierLookupUsage.service, carrierLookupUsage.month],
      set: { count },
    });
}

let contactCounter = 0;
async function insertContact(phone: string): Promise<number> {
  contactCounter += 1;
  const email = `lead${contactCounter}@example.com`;
  const [row] = await database.db
    .insert(crmContacts)
    .values({
      firstName: 'Lee',
      lastName: `Lead${contactCounter}`,
      email,
      emailKey: normalizeEmail(email),
      phone,
      phoneKey: normalizePhone(phone),
      source: 'Website form',
      answers: {},
    })
    .returning({ id: crmContacts.id });
  return row!.id;
}

async function contact(id: number) {
  const [row] = await database.db
    .select({
      carrier: crmContacts.carrier,
      lineType: crmContacts.lineType,
      carrierCheckedAt: crmContacts.carrierCheckedAt,
    })
    .from(crmContacts)
    .where(eq(crmContacts.id, id));
  return row!;
}

/** No log line holds a key or a whole phone number. */
function expectLogsClean(...secrets: string[]): void {
  const text = logLines.join('\n');
  for (const secret of [fake.numverifyKey, fake.abstractKey, ...secrets]) {
    expect(text).not.toContain(secret);
  }
}

describe('carrier detection', () => {
  it('asks numverify first and counts the request in the month (UTC)', async () => {
    expect(await detector().detect('(928) 555-0140')).toEqual({
      valid: true,
      carrier: 'Verizon Wireless',
      lineType: 'mobile',
      service: 'numverify',
    });
    expect(fake.requests).toEqual({ numverify: 1, abstract: 0 });
    expect(await usage()).toEqual({ 'numverify 2026-11': 1 });
  });

  it(`uses Abstract once numverify's ${CARRIER_FREE_REQUESTS_PER_MONTH} free requests of the month are used`, async () => {
    const d = detector();
    for (let i = 0; i < CARRIER_FREE_REQUESTS_PER_MONTH; i++) {
      const found = await d.detect(`928555${String(1000 + i).padStart(4, '0')}`);
      expect(found?.service).toBe('numverify');
    }
    expect(await d.detect('928-555-0141')).toEqual({
      valid: true,
      carrier: 'AT&T Mobility',
      lineType: 'mobile',
      service: 'abstract',
    });
    expect(fake.requests).toEqual({ numverify: 100, abstract: 1 });
    expect(await usage()).toEqual({ 'numverify 2026-11': 100, 'abstract 2026-11': 1 });
  });

  it('answers null without any request when both services have used their month, and a new month starts afresh', async () => {
    await setUsage('numverify', '2026-11', 100);
    await setUsage('abstract', '2026-11', 100);
    const d = detector();
    clock = new Date('2026-11-30T23:59:59Z');
    expect(await d.detect('928-555-0140')).toBeNull();
    expect(fake.requests).toEqual({ numverify: 0, abstract: 0 });
    expect(logLines.some((l) => l.includes('used up this month'))).toBe(true);
    expectLogsClean('9285550140', '928-555-0140');

    clock = new Date('2026-12-01T00:00:00Z');
    expect((await d.detect('928-555-0140'))?.service).toBe('numverify');
    expect(await usage()).toMatchObject({ 'numverify 2026-12': 1 });
  });

  it('marks the month used up when a service says so, and does not ask it again that month', async () => {
    fake.exhaust('numverify');
    const d = detector();
    expect((await d.detect('928-555-0142'))?.service).toBe('abstract');
    expect(await usage()).toEqual({ 'numverify 2026-11': 100, 'abstract 2026-11': 1 });
    expect((await d.detect('928-555-0143'))?.service).toBe('abstract');
    expect(fake.requests).toEqual({ numverify: 1, abstract: 2 });

    fake.exhaust('abstract');
    expect(await d.detect('928-555-0144')).toBeNull();
    expect(await d.detect('928-555-0145')).toBeNull();
    expect(fake.requests).toEqual({ numverify: 1, abstract: 3 });
    expect(await usage()).toEqual({ 'numverify 2026-11': 100, 'abstract 2026-11': 100 });
  });

  it('hands out the last free requests exactly once under concurrent lookups', async () => {
    await setUsage('numverify', '2026-11', 95);
    const d = detector();
    const found = await Promise.all(
      Array.from({ length: 12 }, (_, i) => d.detect(`92855502${String(i).padStart(2, '0')}`)),
    );
    expect(found.filter((f) => f?.service === 'numverify')).toHaveLength(5);
    expect(found.filter((f) => f?.service === 'abstract')).toHaveLength(7);
    expect(await usage()).toEqual({ 'numverify 2026-11': 100, 'abstract 2026-11': 7 });
  });

  it('falls to Abstract when numverify is down, and gives the uncounted request back', async () => {
    fake.failNext('numverify', 1, 'http-503');
    expect((await detector().detect('928-555-0146'))?.service).toBe('abstract');
    expect(await usage()).toEqual({ 'numverify 2026-11': 0, 'abstract 2026-11': 1 });
    expectLogsClean('9285550146');
  });

  it('answers null silently, making no request, when no key is configured', async () => {
    expect(await detector({ numverify: false, abstract: false }).detect('928-555-0140')).toBeNull();
    const fromConfig = createCarrierDetectorFromConfig({
      db: database.db,
      logger,
      settings: panelKeys,
      config: {
        phoneCarrier: {
          numverifyApiKey: undefined,
          abstractApiKey: undefined,
          numverifyBaseUrl: fake.numverifyBaseUrl,
          abstractBaseUrl: fake.abstractBaseUrl,
        },
      },
    });
    expect(await fromConfig.detect('928-555-0140')).toBeNull();
    const id = await insertContact('928-555-0140');
    expect(await fromConfig.detectForContact(id)).toBe('not-configured');
    expect((await contact(id)).carrierCheckedAt).toBeNull();
    expect(fake.requests).toEqual({ numverify: 0, abstract: 0 });
    expect(await usage()).toEqual({});
    expect(logLines).toEqual([]);
  });

  it('uses Abstract alone when only its key is configured', async () => {
    expect(await detector({ numverify: false }).detect('928-555-0145')).toMatchObject({
      carrier: 'Cox Communications',
      lineType: 'landline',
      service: 'abstract',
    });
    expect(fake.requests).toEqual({ numverify: 0, abstract: 1 });
  });
});

describe('detectForContact', () => {
  it('stores carrier, line type and the check time on the contact', async () => {
    const id = await insertContact('(928) 555-0144');
    expect(await detector().detectForContact(id)).toBe('stored');
    expect(await contact(id)).toEqual({
      carrier: 'Google Voice',
      lineType: 'voip',
      carrierCheckedAt: clock,
    });
    // checked already: no second request unless forced
    expect(await detector().detectForContact(id)).toBe('already-checked');
    expect(fake.requests.numverify).toBe(1);
    expect(await detector().detectForContact(id, { force: true })).toBe('stored');
    expect(fake.requests.numverify).toBe(2);
  });

  it('marks a contact checked when a service answered without a carrier', async () => {
    const unknown = await insertContact('928-555-0148');
    expect(await detector().detectForContact(unknown)).toBe('stored');
    expect(await contact(unknown)).toEqual({
      carrier: null,
      lineType: null,
      carrierCheckedAt: clock,
    });
    const invalid = await insertContact('928-555-0149');
    expect(await detector().detectForContact(invalid)).toBe('stored');
    expect((await contact(invalid)).carrierCheckedAt).toEqual(clock);
    const short = await insertContact('555-0140');
    expect(await detector().detectForContact(short)).toBe('invalid-number');
    expect((await contact(short)).carrierCheckedAt).toEqual(clock);
    expect(fake.requests).toEqual({ numverify: 2, abstract: 0 });
  });

  it('throws for the job runner to retry when the services are down, leaving the contact unchecked', async () => {
    const id = await insertContact('928-555-0141');
    fake.failNext('numverify', 1, 'http-503');
    fake.failNext('abstract', 1, 'drop');
    const error = await detector()
      .detectForContact(id)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(CarrierLookupError);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect((await contact(id)).carrierCheckedAt).toBeNull();
    // the outage did not eat the free requests
    expect(await usage()).toEqual({ 'numverify 2026-11': 0, 'abstract 2026-11': 0 });
    expectLogsClean('9285550141');

    // the retry, once the services are back
    expect(await detector().detectForContact(id)).toBe('stored');
    expect((await contact(id)).carrier).toBe('AT&T Mobility');
  });

  it('leaves the contact unchecked, without throwing, when both months are used up', async () => {
    await setUsage('numverify', '2026-11', 100);
    await setUsage('abstract', '2026-11', 100);
    const id = await insertContact('928-555-0142');
    expect(await detector().detectForContact(id)).toBe('used-up');
    expect((await contact(id)).carrierCheckedAt).toBeNull();
    expect(fake.requests).toEqual({ numverify: 0, abstract: 0 });
  });

  it('ends quietly (no retry would help) when the keys are refused', async () => {
    const id = await insertContact('928-555-0142');
    const d = createCarrierDetector({
      db: database.db,
      logger,
      now,
      numverify: createNumverifyClient({ baseUrl: fake.numverifyBaseUrl, apiKey: 'nv-wrong-91' }),
      abstract: createAbstractClient({ baseUrl: fake.abstractBaseUrl, apiKey: 'ab-wrong-37' }),
    });
    expect(await d.detectForContact(id)).toBe('failed');
    expect((await contact(id)).carrierCheckedAt).toBeNull();
    expect(logLines.filter((l) => l.includes('invalid-key'))).toHaveLength(2);
    expectLogsClean('nv-wrong-91', 'ab-wrong-37', '9285550142');
  });

  it('answers no-contact for an unknown id', async () => {
    expect(await detector().detectForContact(999_999)).toBe('no-contact');
  });

  it('runs as the leads.detect-carrier job', async () => {
    const job = carrierDetectionJob(detector());
    expect(job).toMatchObject({ name: DETECT_CARRIER_JOB, policy: 'standard', retryLimit: 5 });
    expect(job.retryDelaySeconds).toBeGreaterThan(0);
    const id = await insertContact('928-555-0143');
    await job.handler({ contactId: id }, { jobId: 'test-job', logger });
    expect(await contact(id)).toMatchObject({ carrier: 'CenturyLink', lineType: 'landline' });
  });
});

describe('createCarrierDetectorFromConfig', () => {
  const config = (numverifyApiKey?: string, abstractApiKey?: string) => ({
    phoneCarrier: {
      numverifyApiKey,
      abstractApiKey,
      numverifyBaseUrl: fake.numverifyBaseUrl,
      abstractBaseUrl: fake.abstractBaseUrl,
    },
  });

  /** Saves the panel's keys as the admin panel does ('' removes a key). */
  async function saveSmsKeys(numverifyApiKey: string, abstractApiKey: string): Promise<void> {
    await settings().update(
      {
        apiSettings: {
          sms: { numverifyApiKey: numverifyApiKey || null, abstractApiKey: abstractApiKey || null },
        },
      },
      { userId: null, name: 'test' },
    );
  }

  it('uses the environment keys when the admin panel has none', async () => {
    await saveSmsKeys('', '');
    const d = createCarrierDetectorFromConfig({
      db: database.db,
      logger,
      now,
      settings: panelKeys,
      config: config(fake.numverifyKey, fake.abstractKey),
    });
    expect((await d.detect('928-555-0140'))?.service).toBe('numverify');
  });

  it("prefers the admin panel's keys, read at each lookup", async () => {
    await saveSmsKeys('', fake.abstractKey);
    const d = createCarrierDetectorFromConfig({
      db: database.db,
      logger,
      now,
      settings: panelKeys,
      config: config('env-numverify-wrong', undefined),
    });
    // numverify refuses the environment's key; Abstract answers with the panel's key
    expect((await d.detect('928-555-0140'))?.service).toBe('abstract');

    await saveSmsKeys(fake.numverifyKey, fake.abstractKey);
    expect((await d.detect('928-555-0140'))?.service).toBe('numverify');
    expectLogsClean('env-numverify-wrong');
    await saveSmsKeys('', '');
  });

  it('takes the keys from a settings reader when given one', async () => {
    const d = createCarrierDetectorFromConfig({
      db: database.db,
      logger,
      now,
      config: config(undefined, undefined),
      settings: async () => ({ numverifyApiKey: fake.numverifyKey, abstractApiKey: '' }),
    });
    const id = await insertContact('928-555-0147');
    expect(await d.detectForContact(id)).toBe('stored');
    const [row] = await database.db
      .select({ carrier: crmContacts.carrier })
      .from(crmContacts)
      .where(and(eq(crmContacts.id, id)));
    expect(row?.carrier).toBe('T-Mobile USA, Inc.');
  });
});
