import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../contract/errors';
import { createContactReplySchema, type LeadFormInput } from '../../../contract/leads';
import {
  crmActivities,
  crmContacts,
  crmNotes,
  leadDeliveries,
  leadSubmissions,
  listings,
  systemAlerts,
} from '../../db/schema';
import {
  startFakeAppsScript,
  type FakeAppsScript,
} from '../../integrations/apps-script/fake/server';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { pageOfContacts } from '../crm/store';
import { signUpAdmin } from '../../testing/admin-client';
import { createHttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  startFakePhoneCarrier,
  type FakePhoneCarrier,
} from '../../integrations/phone-carrier/fake/server';
import { carrierDetectionJob, createCarrierDetectorFromConfig } from './carrier-detection';
import { createIntegrations } from '../settings/integrations';
import { createLeadDestinations } from './destinations';
import { ALERT_AFTER_ATTEMPTS, createLeadOutbox, leadOutboxJob, type LeadOutbox } from './outbox';
import { claimDueDeliveries, IN_FLIGHT } from './outbox-store';
import { LEAD_RATE_LIMIT } from './routes';
import { DIFFERENT_DETAILS, SUSPECTED_SPAM_TAG } from './store';

const FUB_KEY = 'fub-test-key-0123456789';
const logger = pino({ level: 'silent' });

let counter = 0;
/** A complete, valid submission; every call a new person unless overridden. */
function lead(overrides: Partial<LeadFormInput> = {}): LeadFormInput {
  counter += 1;
  return {
    firstName: 'Avery',
    lastName: `Lead${counter}`,
    email: `avery.lead${counter}@example.com`,
    phone: `(928) 555-${String(1000 + counter).padStart(4, '0')}`,
    currentlyOwnHome: true,
    needToSellFirst: false,
    preApproved: true,
    workingWithAgent: false,
    buyOrSellInterest: 'buying',
    timeframe: '1-3months',
    priceRange: '400000-600000',
    bedrooms: '3',
    bathrooms: '2',
    sqft: '1,500-2,500',
    propertyType: 'single-family',
    preferredAreas: 'Payson, Pine',
    homeWishList: ['Mountain View', 'RV Parking'],
    comments: 'Looking for a place near the rim.',
    elapsedMs: 45_000,
    pagePath: '/new-client',
    ...overrides,
  };
}

/** Posts a lead from its own address (the per-IP limit is tested on its own). */
async function submit(t: TestApp, body: unknown) {
  return createHttpClient(t.app).post('/api/contacts', body);
}

/** The ids of the contacts the staff search finds for a term (the CRM API's query). */
async function searchContacts(t: TestApp, q: string): Promise<number[]> {
  const { rows: found } = await pageOfContacts(t.database.db, { q, offset: 0, limit: 25 });
  return found.map((contact) => contact.id);
}

async function rows<T>(query: Promise<T[]>): Promise<T[]> {
  return query;
}

describe('POST /api/contacts without any CRM configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every required field with the lead schema message and stores nothing', async () => {
    const res = await submit(t, {});
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      phone: 'Phone number is required',
    });
    const [n] = await t.database.db.select({ n: count() }).from(leadSubmissions);
    expect(n!.n).toBe(0);
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Valid email is required'],
    // a typed number too short is not "required": it is not a valid phone
    [{ phone: '555-0142' }, 'phone', 'Enter a valid phone number'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: 'call me maybe!' }, 'phone', 'Enter a valid phone number'],
    [{ timeframe: 'someday' }, 'timeframe', 'Choose one of the listed options'],
    [{ priceRange: '5' }, 'priceRange', 'Choose one of the listed options'],
    [{ homeWishList: ['Moat'] }, 'homeWishList.0', 'Choose features from the list'],
    [{ comments: 'x'.repeat(5001) }, 'comments', 'At most 5000 characters'],
    [{ pagePath: 'https://evil.example/' }, 'pagePath', 'Must be a path on this site'],
    [{ firstName: 'A'.repeat(101) }, 'firstName', 'At most 100 characters'],
    [{ phone: '9'.repeat(31) }, 'phone', 'Enter a valid phone number'],
    [{ bedrooms: '7' }, 'bedrooms', 'Choose one of the listed options'],
    [{ propertyType: 'castle' }, 'propertyType', 'Choose one of the listed options'],
    [{ financingType: 'barter' }, 'financingType', 'Choose one of the listed options'],
    [{ howDidYouHear: 'radio' }, 'howDidYouHear', 'Choose one of the listed options'],
    [{ source: 'Evil Source!' }, 'source', 'Use lowercase letters, digits and dashes'],
  ] as const)('refuses %j with a message on %s', async (override, field, message) => {
    const res = await submit(t, lead(override as Partial<LeadFormInput>));
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fieldErrors?.[field]).toBe(message);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await createHttpClient(t.app).request('POST', '/api/contacts', '{"firstName":', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores the lead with its answers, activity and note, and answers without the contact id', async () => {
    const body = lead({ email: 'Jordan.Pine@Example.com' });
    const res = await submit(t, body);
    expect(res.statusCode, res.body).toBe(200);
    const reply = createContactReplySchema.parse(res.json());
    const [contact] = await t.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, 'jordan.pine@example.com'));
    expect(contact).toBeDefined();
    // an anonymous caller never learns a contact id (issue 39)
    expect(reply.fubContactId).toBeNull();
    expect(contact).toMatchObject({
      firstName: 'Avery',
      email: 'Jordan.Pine@Example.com',
      phoneKey: body.phone!.replace(/\D/g, ''),
      price: 600_000,
      source: 'website-contact-form',
      tags: ['Website Lead', 'Buyer', 'Pre-approved'],
    });
    expect(contact!.answers).toMatchObject({
      timeframe: '1-3months',
      homeWishList: ['Mountain View', 'RV Parking'],
      preferredContact: 'email',
      bestTimeToContact: 'anytime',
      urgency: 'medium',
    });
    const activities = await rows(
      t.database.db.select().from(crmActivities).where(eq(crmActivities.contactId, contact!.id)),
    );
    expect(activities.map((a) => a.activityType)).toEqual(['Lead created']);
    const notes = await rows(
      t.database.db.select().from(crmNotes).where(eq(crmNotes.contactId, contact!.id)),
    );
    expect(notes[0]!.body).toContain('Timeframe: 1-3 months');
    expect(notes[0]!.body).toContain('Wish list: Mountain View, RV Parking');
    // nothing to deliver to: no outbox rows
    const [deliveries] = await t.database.db.select({ n: count() }).from(leadDeliveries);
    expect(deliveries!.n).toBe(0);
  });

  /** The contact of a primary e-mail address. */
  async function contactOf(email: string) {
    const [contact] = await rows(
      t.database.db.select().from(crmContacts).where(eq(crmContacts.emailKey, email.toLowerCase())),
    );
    return contact!;
  }

  it('adds a resubmission to the contact found by e-mail (any case) or phone, never changing who it is', async () => {
    const first = lead();
    const a = createContactReplySchema.parse((await submit(t, first)).json());
    expect(a.fubContactId).toBeNull();
    const again = createContactReplySchema.parse(
      (
        await submit(t, {
          ...first,
          email: first.email!.toUpperCase(),
          phone: '928-555-7777',
          timeframe: 'immediately',
        })
      ).json(),
    );
    // an existing contact's id is never handed out
    expect(again.fubContactId).toBeNull();
    // the contact's phone written differently, with another address
    const byPhone = createContactReplySchema.parse(
      (await submit(t, { ...lead(), phone: `+1 ${first.phone!.replace(/-/g, '.')}` })).json(),
    );
    expect(byPhone.fubContactId).toBeNull();

    const contact = await contactOf(first.email!);
    expect(contact.email).toBe(first.email); // the address others find it by stays
    expect(contact.phone).toBe(first.phone); // and so does the phone
    expect(contact.extraPhones).toEqual(['9285557777']);
    const activities = await rows(
      t.database.db.select().from(crmActivities).where(eq(crmActivities.contactId, contact.id)),
    );
    expect(activities.map((x) => x.activityType).sort()).toEqual([
      'Lead created',
      DIFFERENT_DETAILS,
      DIFFERENT_DETAILS,
    ]);
    expect(
      await rows(
        t.database.db
          .select()
          .from(leadSubmissions)
          .where(eq(leadSubmissions.contactId, contact.id)),
      ),
    ).toHaveLength(3);
  });

  it('answers an anonymous caller the same whether the e-mail or phone is a contact (issue 39)', async () => {
    const known = lead();
    await submit(t, known);
    const replies = [];
    for (const body of [
      lead(), // a new person
      { ...lead(), email: known.email }, // a known e-mail
      { ...lead(), email: known.email!.toUpperCase() },
      { ...lead(), phone: known.phone }, // a known phone
      lead({ elapsedMs: 500 }), // held as suspected spam
    ]) {
      const res = await submit(t, body);
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'rl_visitor');
      replies.push({
        body: res.body,
        cookieLength: cookie?.value.length,
        options: cookie && { ...cookie, value: '' },
      });
    }
    for (const reply of replies) {
      expect(reply.body).toBe(replies[0]!.body);
      expect(reply.cookieLength).toBeDefined();
      expect(reply.cookieLength).toBe(replies[0]!.cookieLength);
      expect(reply.options).toEqual(replies[0]!.options);
    }
    expect(JSON.parse(replies[0]!.body)).toEqual({ success: true, fubContactId: null });
    // the cookie holds no contact id in the clear
    const cookieOfNew = (await submit(t, lead())).cookies.find((c) => c.name === 'rl_visitor')!;
    expect(cookieOfNew.value).not.toMatch(/^\d+(\.|$)/);
  });

  it('tells staff entering a lead the contact it made', async () => {
    const admin = await signUpAdmin(t, `lead-desk-${Date.now()}`);
    const body = lead();
    const reply = createContactReplySchema.parse((await admin.post('/api/contacts', body)).json());
    const contact = await contactOf(body.email!);
    expect(reply.fubContactId).toBe(contact.id);
  });

  it('never lets an anonymous lead rewrite an existing contact: Alice stays Alice, Mallory is kept beside her', async () => {
    const alice = lead({
      firstName: 'Alice',
      lastName: 'Original',
      email: 'alice@example.com',
      phone: '928-555-0101',
    });
    const first = createContactReplySchema.parse((await submit(t, alice)).json());
    const mallory = createContactReplySchema.parse(
      (
        await submit(t, {
          ...alice,
          firstName: 'Mallory',
          lastName: 'Attacker',
          phone: '602-555-9999',
          comments: 'call me instead',
        })
      ).json(),
    );
    expect(mallory.fubContactId).toBeNull();
    expect(first.fubContactId).toBeNull();

    const contact = await contactOf('alice@example.com');
    expect(contact).toMatchObject({
      firstName: 'Alice',
      lastName: 'Original',
      email: 'alice@example.com',
      phone: '928-555-0101',
    });
    expect(contact.answers.comments).not.toBe('call me instead');
    // both submissions are kept in full
    const submissions = await rows(
      t.database.db.select().from(leadSubmissions).where(eq(leadSubmissions.contactId, contact.id)),
    );
    expect(submissions).toHaveLength(2);
    expect(submissions.map((x) => (x.answers as { firstName: string }).firstName).sort()).toEqual([
      'Alice',
      'Mallory',
    ]);
    expect(
      submissions.some((x) => (x.answers as { comments?: string }).comments === 'call me instead'),
    ).toBe(true);
    // staff see it for what it is
    const activities = await rows(
      t.database.db.select().from(crmActivities).where(eq(crmActivities.contactId, contact.id)),
    );
    const flagged = activities.find((x) => x.activityType === DIFFERENT_DETAILS);
    expect(flagged?.description).toContain('new submission with different details');
    expect(flagged?.description).toContain('name Mallory Attacker');
    expect(flagged?.description).toContain('phone 602-555-9999');
  });

  it('keeps a new e-mail from a lead matched by phone, so staff find the contact by it', async () => {
    const owner = lead({ email: 'first.address@example.com', phone: '928-555-0133' });
    await submit(t, owner);
    await submit(t, { ...owner, email: 'second.address@example.com', phone: '(928) 555-0133' });
    const contact = await contactOf('first.address@example.com');
    expect(contact.extraEmails).toEqual(['second.address@example.com']);
    const found = await searchContacts(t, 'second.address');
    expect(found).toContain(contact.id);
  });

  it('makes one contact when the same person submits several times at once', async () => {
    const body = lead();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => submit(t, { ...body, comments: 'sent twice?' })),
    );
    for (const res of replies) expect(res.statusCode, res.body).toBe(200);
    const contacts = await rows(
      t.database.db
        .select()
        .from(crmContacts)
        .where(eq(crmContacts.emailKey, body.email!.toLowerCase())),
    );
    expect(contacts).toHaveLength(1);
    const activities = await rows(
      t.database.db
        .select()
        .from(crmActivities)
        .where(eq(crmActivities.contactId, contacts[0]!.id)),
    );
    expect(activities).toHaveLength(5);
  });

  it('keeps a honeypot submission without making a contact', async () => {
    const body = lead({ companyWebsite: 'http://spam.example' });
    const res = await submit(t, body);
    expect(res.statusCode).toBe(200);
    expect(createContactReplySchema.parse(res.json()).fubContactId).toBeNull();
    const contacts = await rows(
      t.database.db
        .select()
        .from(crmContacts)
        .where(eq(crmContacts.emailKey, body.email!.toLowerCase())),
    );
    expect(contacts).toHaveLength(0);
    const held = await rows(
      t.database.db.select({ reason: leadSubmissions.spamReason }).from(leadSubmissions),
    );
    expect(held.map((h) => h.reason).filter(Boolean)).toEqual(['honeypot field filled']);
  });

  it('stores a submission sent faster than a person types, tagged for the agent', async () => {
    for (const [trap, why] of [
      [{ elapsedMs: 800 }, 'sent 800 ms after the form opened'],
      [{ elapsedMs: undefined }, 'no fill time'],
    ] as const) {
      const body = lead(trap);
      expect((await submit(t, body)).statusCode).toBe(200);
      const [contact] = await rows(
        t.database.db
          .select()
          .from(crmContacts)
          .where(eq(crmContacts.emailKey, String(body.email).toLowerCase())),
      );
      expect(contact!.tags).toContain(SUSPECTED_SPAM_TAG);
      const [activity] = await rows(
        t.database.db.select().from(crmActivities).where(eq(crmActivities.contactId, contact!.id)),
      );
      expect(activity!.description).toContain(`(suspected spam: ${why})`);
    }
  });

  it(`limits one network to ${LEAD_RATE_LIMIT.max} submissions, with a clear 429`, async () => {
    const client = createHttpClient(t.app);
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) {
      expect((await client.post('/api/contacts', lead())).statusCode).toBe(200);
    }
    const refused = await client.post('/api/contacts', lead());
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(
      /^Too many submissions from this network\. Please wait \d+ minutes? and try again\.$/,
    );
    expect((await submit(t, lead())).statusCode).toBe(200);
  });
});

describe('lead delivery to Follow Up Boss and Apps Script', () => {
  let fub: FakeFollowUpBoss;
  let script: FakeAppsScript;
  let t: TestApp;
  let outbox: LeadOutbox;

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY, systemKey: 'system-key' });
    script = await startFakeAppsScript();
    t = await createTestApp({
      env: {
        FUB_API_KEY: FUB_KEY,
        FUB_BASE_URL: fub.apiBaseUrl,
        FUB_SYSTEM_KEY: 'system-key',
        APPS_SCRIPT_WEBHOOK_URL: script.webhookUrl,
        PUBLIC_URL: 'https://homes.ridgeline.example',
      },
    });
    outbox = outboxWith();
  });

  /** An outbox over the configured destinations, with Follow Up Boss client tuning. */
  function outboxWith(
    fubOptions: { timeoutMs?: number; maxInlineWaitSeconds?: number } = {},
    concurrency?: number,
  ): LeadOutbox {
    return createLeadOutbox({
      db: t.database.db,
      destinations: createLeadDestinations({
        db: t.database.db,
        config: t.config,
        integrations: createIntegrations({
          settings: t.integrations.settings,
          config: t.config,
          followUpBossClient: fubOptions,
        }),
      }),
      logger,
      ...(concurrency ? { concurrency } : {}),
    });
  }
  afterAll(async () => {
    await t?.close();
    await fub?.close();
    await script?.close();
  });
  beforeEach(async () => {
    fub.reset();
    fub.clearData();
    script.reset();
    await t.database.db.delete(leadSubmissions);
    await t.database.db.delete(crmContacts);
    await t.database.db.delete(systemAlerts);
  });
  afterEach(() => {
    fub.recover();
  });

  const pending = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(leadDeliveries)
        .where(eq(leadDeliveries.status, 'pending'))
    )[0]!.n;

  it('sends a Registration event with the person, tags and answers, and the lead to the script', async () => {
    const body = lead({ firstName: 'Riley', lastName: 'Spruce' });
    expect((await submit(t, body)).statusCode).toBe(200);
    const run = await outbox.processDue();
    expect(run).toEqual({ delivered: 2, failed: 0, cancelled: 0 });

    expect(fub.events).toHaveLength(1);
    const event = fub.events[0]!;
    expect(event).toMatchObject({
      type: 'Registration',
      source: 'homes.ridgeline.example',
      system: 'Ridgeline',
      pageUrl: 'https://homes.ridgeline.example/new-client',
    });
    expect(event.person).toMatchObject({
      firstName: 'Riley',
      lastName: 'Spruce',
      emails: [{ value: body.email }],
      phones: [{ value: body.phone }],
      tags: ['Website Lead', 'Buyer', 'Pre-approved'],
      price: 600_000,
    });
    expect(event.message).toContain('Price range: $400,000 - $600,000');
    expect(event.message).toContain('Wish list: Mountain View, RV Parking');
    // the request carried our identification headers, never the key in the clear
    const post = fub.requests.find((r) => r.method === 'POST' && r.path === '/v1/events')!;
    expect(post.system).toBe('Ridgeline');
    expect(post.systemKeyValid).toBe(true);

    // the contact now knows its Follow Up Boss id; a later lead does not hand it out
    const [contact] = await t.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, String(body.email).toLowerCase()));
    expect(contact!.fubPersonId).toBe(event.personId);
    const again = createContactReplySchema.parse((await submit(t, body)).json());
    expect(again.fubContactId).toBeNull();

    expect(script.received).toHaveLength(1);
    expect(script.received[0]).toMatchObject({
      formType: 'both',
      contact: { firstName: 'Riley', lastName: 'Spruce', email: body.email },
      answers: { timeframe: '1-3months', homeWishList: ['Mountain View', 'RV Parking'] },
    });
  });

  it('pushes a submission with different details as an event of the existing person, never renaming them', async () => {
    const alice = lead({ firstName: 'Alice', lastName: 'Original', phone: '928-555-0101' });
    await submit(t, alice);
    await submit(t, {
      ...alice,
      firstName: 'Mallory',
      lastName: 'Attacker',
      phone: '602-555-9999',
    });
    await outbox.processDue();
    const events = fub.events.filter((e) => e.person?.emails?.[0]?.value === alice.email);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.person).toMatchObject({
        firstName: 'Alice',
        lastName: 'Original',
        phones: [{ value: '928-555-0101' }],
      });
    }
    expect(events[1]!.message).toContain(
      'New submission with different details: name Mallory Attacker; phone 602-555-9999.',
    );
    // the fake's people were never renamed either
    expect(JSON.stringify(fub.people)).not.toContain('Mallory');
  });

  it('sends an Inquiry with the listing when the form came from a property page', async () => {
    await insertListings(t.database.db, [
      makeListing({ mlsNumber: '6123456', address: '804 N Rim Rd', price: 515_000 }),
    ]);
    const [listing] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.mlsNumber, '6123456'));
    await submit(
      t,
      lead({ propertyId: listing!.id, pagePath: `/new-client?property=${listing!.id}` }),
    );
    await outbox.processDue();
    expect(fub.events[0]).toMatchObject({
      type: expect.stringMatching(/Inquiry/),
      property: {
        street: '804 N Rim Rd',
        city: 'Payson',
        mlsNumber: '6123456',
        url: `https://homes.ridgeline.example/property/${listing!.id}`,
      },
    });
    expect(fub.events[0]!.message).toContain('Asked about 804 N Rim Rd, Payson (MLS #6123456)');
  });

  it('stores the lead even when every destination is down, and delivers it later', async () => {
    fub.failAll(503);
    script.failNext(10, 'http-503');
    const res = await submit(t, lead());
    expect(res.statusCode).toBe(200);
    const [stored] = await t.database.db.select({ n: count() }).from(crmContacts);
    expect(stored!.n).toBe(1);

    const failed = await outbox.processDue();
    expect(failed).toEqual({ delivered: 0, failed: 2, cancelled: 0 });
    expect(await pending()).toBe(2);

    fub.recover();
    script.reset();
    // not due yet: the retry waits its backoff
    expect((await outbox.processDue()).delivered).toBe(0);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await outbox.processDue({ now: later })).toEqual({
      delivered: 2,
      failed: 0,
      cancelled: 0,
    });
    expect(fub.events).toHaveLength(1);
    expect(script.received).toHaveLength(1);
  });

  it('delivers 200 leads exactly once after Follow Up Boss recovers, with an alert meanwhile', async () => {
    fub.failAll(503);
    for (let i = 0; i < 200; i++) {
      const res = await submit(t, lead());
      expect(res.statusCode).toBe(200);
    }
    let now = Date.now();
    for (let round = 1; round <= ALERT_AFTER_ATTEMPTS; round++) {
      const run = await outbox.processDue({ now: new Date(now) });
      // the script is up: its 200 copies go through on the first round
      expect(run.failed).toBe(200);
      now += 60 * 60_000;
    }
    const open = await t.database.db.select().from(systemAlerts);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      component: 'Lead delivery: Follow Up Boss',
      title: 'Leads are not reaching Follow Up Boss',
      severity: 'high',
      resolvedAt: null,
    });
    expect(open[0]!.message).toContain('200 leads waiting for Follow Up Boss');
    expect(fub.events).toHaveLength(0);

    fub.recover();
    const recovered = await outbox.processDue({ now: new Date(now) });
    expect(recovered).toEqual({ delivered: 200, failed: 0, cancelled: 0 });
    expect(await pending()).toBe(0);
    expect(fub.events).toHaveLength(200);
    expect(fub.people).toHaveLength(200);
    const perPerson = new Map<number, number>();
    for (const e of fub.events) perPerson.set(e.personId!, (perPerson.get(e.personId!) ?? 0) + 1);
    expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
    expect(script.received).toHaveLength(200);
    // a later run sends nothing again
    expect((await outbox.processDue({ now: new Date(now + 3_600_000) })).delivered).toBe(0);
    expect(fub.events).toHaveLength(200);

    const [alert] = await t.database.db.select().from(systemAlerts);
    expect(alert!.resolvedAt).not.toBeNull();
  }, 120_000);

  it('honours 429 Retry-After: the lead and the others wait that long, without extra requests', async () => {
    // one at a time, so the second lead is still waiting when the first hears 429
    const throttled = outboxWith({ maxInlineWaitSeconds: 0 }, 1);
    script.failNext(10, 'http-503'); // only Follow Up Boss is due in this test's runs
    await submit(t, lead());
    await submit(t, lead());
    fub.rateLimitNext(1, 2);
    const start = Date.now();
    const first = await throttled.processDue({ now: new Date(start) });
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(fub.events).toHaveLength(0);
    const waiting = await t.database.db
      .select({ at: leadDeliveries.nextAttemptAt })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.destination, 'followupboss'));
    expect(waiting).toHaveLength(2);
    for (const w of waiting) expect(w.at.getTime()).toBeGreaterThanOrEqual(start + 2_000);

    const requestsBefore = fub.requests.length;
    expect((await throttled.processDue({ now: new Date(start + 1_000) })).delivered).toBe(0);
    expect(fub.requests.length).toBe(requestsBefore);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + 2_100 - Date.now())));
    const later = await throttled.processDue({ now: new Date(start + 2_100) });
    expect(later.delivered).toBe(2);
    expect(fub.events).toHaveLength(2);
  });

  it('does not send a lead twice when the attempt that timed out had arrived', async () => {
    const slowOutbox = outboxWith({ timeoutMs: 300 });
    await submit(t, lead());
    fub.setLatency(1_000);
    const first = await slowOutbox.processDue();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    // the fake handled the event; only its answer came too late
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fub.events).toHaveLength(1);
    fub.setLatency(0);
    const retry = await slowOutbox.processDue({ now: new Date(Date.now() + 3_600_000) });
    expect(retry.delivered).toBeGreaterThanOrEqual(1);
    expect(fub.events).toHaveLength(1);
    const [delivery] = await t.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.destination, 'followupboss'));
    expect(delivery).toMatchObject({ status: 'delivered', externalId: String(fub.people[0]!.id) });
  });

  it('holds a lead for a destination switched off, and cancels it only after a day', async () => {
    await submit(t, lead());
    const withoutScript = createLeadOutbox({
      db: t.database.db,
      destinations: async () =>
        (
          await createLeadDestinations({
            db: t.database.db,
            config: t.config,
            integrations: t.integrations,
          })()
        ).filter((d) => d.name !== 'apps-script'),
      logger,
    });
    expect(await withoutScript.processDue()).toEqual({ delivered: 1, failed: 0, cancelled: 0 });
    const held = async () =>
      (
        await t.database.db
          .select()
          .from(leadDeliveries)
          .where(eq(leadDeliveries.destination, 'apps-script'))
      )[0]!;
    expect((await held()).status).toBe('pending');
    // switched on again within the day: delivered after all
    expect((await outbox.processDue({ now: new Date(Date.now() + 11 * 60_000) })).delivered).toBe(
      1,
    );
    expect(script.received).toHaveLength(1);

    await submit(t, lead());
    await withoutScript.processDue();
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000);
    expect((await withoutScript.processDue({ now: dayLater })).cancelled).toBe(1);
    expect(script.received).toHaveLength(1);
  });

  it('never delivers a honeypot submission, and tags a hurried one in the CRM', async () => {
    await submit(t, lead({ companyWebsite: 'https://bot.example' }));
    await submit(t, lead({ elapsedMs: 500 }));
    expect(await outbox.processDue()).toEqual({ delivered: 2, failed: 0, cancelled: 0 });
    expect(fub.events).toHaveLength(1);
    expect(fub.events[0]!.person!.tags).toContain(SUSPECTED_SPAM_TAG);
  });

  it('lets two runs at once send each lead exactly once', async () => {
    for (let i = 0; i < 8; i++) await submit(t, lead());
    const [a, b] = await Promise.all([outbox.processDue(), outbox.processDue()]);
    expect(a.delivered + b.delivered).toBe(16);
    expect(a.failed + b.failed).toBe(0);
    expect(fub.events).toHaveLength(8);
    expect(script.received).toHaveLength(8);
  });

  it('keeps checking before resending until an attempt has a definite answer', async () => {
    const slow = outboxWith({ timeoutMs: 300 });
    await submit(t, lead());
    fub.setLatency(1_000);
    await slow.processDue();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fub.events).toHaveLength(1);
    fub.setLatency(0);
    // the check itself fails: the lead stays "may have arrived"
    fub.failNext(1, 503);
    const hour = 3_600_000;
    expect((await slow.processDue({ now: new Date(Date.now() + hour) })).failed).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.destination, 'followupboss'));
    expect(row!.lastError).toMatch(/^unconfirmed: unavailable/);
    expect((await slow.processDue({ now: new Date(Date.now() + 2 * hour) })).delivered).toBe(1);
    expect(fub.events).toHaveLength(1);
  });

  it('a run that dies mid-delivery leaves the lead to be checked, not resent blindly', async () => {
    await submit(t, lead());
    // a run that claimed the rows and never finished (the process died)
    await claimDueDeliveries(t.database.db, new Date(), 50, new Date(Date.now() + 1_000));
    const [row] = await t.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.destination, 'followupboss'));
    expect(row!.lastError).toBe(IN_FLIGHT);
    // nothing to do while the lease lasts
    expect((await outbox.processDue()).delivered).toBe(0);
    const later = new Date(Date.now() + 60_000);
    expect((await outbox.processDue({ now: later })).delivered).toBe(2);
    expect(fub.events).toHaveLength(1);
    // the check looked for the lead first (it had not arrived), then sent it
    expect(fub.requests.some((r) => r.method === 'GET' && r.path === '/v1/people')).toBe(true);
  });

  it('resolves the alert when the destination recovers, delivering the backlog at once', async () => {
    fub.failAll(503);
    await submit(t, lead());
    let now = Date.now();
    for (let round = 1; round <= ALERT_AFTER_ATTEMPTS; round++) {
      await outbox.processDue({ now: new Date(now) });
      now += 60 * 60_000;
    }
    expect((await t.database.db.select().from(systemAlerts))[0]!.resolvedAt).toBeNull();
    fub.recover();
    // a new lead is due at once; the first one is still inside its 2-minute backoff
    await submit(t, lead());
    now -= 60 * 60_000 - 1_000;
    const run = await outbox.processDue({ now: new Date(now) });
    expect(run.delivered).toBe(3); // both to FUB, the second also to the script
    expect(fub.events).toHaveLength(2);
    expect((await t.database.db.select().from(systemAlerts))[0]!.resolvedAt).not.toBeNull();
  });
});

describe('with the job runner', () => {
  let fub: FakeFollowUpBoss;
  let carriers: FakePhoneCarrier;
  let t: TestApp;

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
    carriers = await startFakePhoneCarrier();
    t = await createTestApp({
      env: {
        FUB_API_KEY: FUB_KEY,
        FUB_BASE_URL: fub.apiBaseUrl,
        NUMVERIFY_API_KEY: carriers.numverifyKey,
        NUMVERIFY_BASE_URL: carriers.numverifyBaseUrl,
        ABSTRACT_API_KEY: carriers.abstractKey,
        ABSTRACT_BASE_URL: carriers.abstractBaseUrl,
      },
      jobs: ({ database, config, integrations }) => [
        leadOutboxJob(
          createLeadOutbox({
            db: database.db,
            destinations: createLeadDestinations({ db: database.db, config, integrations }),
            logger,
          }),
        ),
        carrierDetectionJob(
          createCarrierDetectorFromConfig({
            db: database.db,
            config,
            logger,
            settings: async () => (await integrations.settings.current()).apiSettings.sms,
          }),
        ),
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await fub?.close();
    await carriers?.close();
  });

  async function eventually<T>(read: () => Promise<T> | T, done: (v: T) => boolean): Promise<T> {
    const began = Date.now();
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() - began > 20_000) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('delivers a lead right after it is stored and records the phone carrier on the contact', async () => {
    // the last digit picks the fake's carrier: 1 is AT&T Mobility, mobile
    const body = lead({ phone: '(928) 555-0101' });
    expect((await submit(t, body)).statusCode).toBe(200);
    await eventually(
      () => fub.events.length,
      (n) => n === 1,
    );
    expect(fub.events[0]!.person).toMatchObject({ emails: [{ value: body.email }] });
    const contact = await eventually(
      async () =>
        (
          await t.database.db
            .select()
            .from(crmContacts)
            .where(eq(crmContacts.emailKey, String(body.email).toLowerCase()))
        )[0]!,
      (c) => c.carrierCheckedAt !== null,
    );
    expect(contact).toMatchObject({ carrier: 'AT&T Mobility', lineType: 'mobile' });
    expect(carriers.requests.numverify).toBe(1);
    expect(carriers.requests.abstract).toBe(0);
  });
});
