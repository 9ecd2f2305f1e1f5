import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesReplySchema,
  contactReplySchema,
  contactsListReplySchema,
  emailsReplySchema,
  noteReplySchema,
  notesReplySchema,
  recentContactsReplySchema,
} from '../../../contract/crm';
import { apiErrorSchema } from '../../../contract/errors';
import { isHotLeadStage } from '../../../core/contact-stages';
import type { LeadFormInput } from '../../../contract/leads';
import { crmActivities, crmContacts, crmEmails, crmNotes, users } from '../../db/schema';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUpAdmin } from '../../testing/admin-client';
import { openVerificationLink } from '../../testing/email-verification';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CONTACT_NOT_FOUND } from './routes';

const ADMIN_EMAIL = 'broker@ridgeline.example';

/** Every staff read, with an id that exists once the built-in test has made contact 1. */
const STAFF_PATHS = [
  '/api/contacts',
  '/api/contacts?stage=Hot%20Lead',
  '/api/contacts/search?q=pine',
  '/api/contacts/recent',
  '/api/contacts/1',
  '/api/contacts/1/notes',
  '/api/contacts/1/activities',
  '/api/followup-boss/notes?personId=1&limit=100',
  '/api/followup-boss/emails/1?limit=50',
];

/** Every staff write, with a valid body, on contact 1. */
const STAFF_WRITES: Array<{ method: 'POST' | 'PATCH'; url: string; payload: object }> = [
  { method: 'POST', url: '/api/contacts/1/notes', payload: { body: 'Called back' } },
  { method: 'PATCH', url: '/api/contacts/1', payload: { stage: 'Hot Lead' } },
];

let registered = 0;
async function signIn(t: TestApp, email: string): Promise<HttpClient> {
  registered += 1;
  const client = createHttpClient(t.app);
  const res = await client.post('/api/register', {
    username: `staff${registered}`,
    email,
    password: 'granite-ridge-42',
    firstName: 'Staff',
    lastName: 'Member',
  });
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

function lead(n: number, overrides: Partial<LeadFormInput> = {}): LeadFormInput {
  return {
    firstName: `Casey${n}`,
    lastName: n % 2 === 0 ? 'Pinecrest' : 'Juniper',
    email: `casey${n}@example.com`,
    phone: `928-555-${String(2000 + n)}`,
    timeframe: '3-6months',
    elapsedMs: 20_000,
    ...overrides,
  };
}

describe('the staff CRM API on the built-in CRM', () => {
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    for (let n = 1; n <= 30; n++) {
      const res = await createHttpClient(t.app).post('/api/contacts', lead(n));
      expect(res.statusCode, res.body).toBe(200);
    }
    admin = await signIn(t, ADMIN_EMAIL);
    await openVerificationLink(t, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is 401 for anonymous visitors and 403 for signed-in visitors who are not staff', async () => {
    const visitor = await signIn(t, 'visitor@example.com');
    for (const path of STAFF_PATHS) {
      const anonymous = await createHttpClient(t.app).get(path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.body).not.toContain('casey');
      const forbidden = await visitor.get(path);
      expect(forbidden.statusCode, path).toBe(403);
      expect(forbidden.body).not.toContain('casey');
    }
  });

  it('lets an admin by the users.isAdmin flag in as well', async () => {
    const client = await signIn(t, 'office@example.com');
    await t.database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.email, 'office@example.com'));
    expect((await client.get('/api/contacts')).statusCode).toBe(200);
  });

  it('pages through contacts, most recent first, with the spec wrapper', async () => {
    const first = await admin.get('/api/contacts?page=1&limit=25');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = contactsListReplySchema.parse(first.json());
    expect(page1).toMatchObject({ success: true, totalInAccount: 30, totalPages: 2, page: 1 });
    expect(page1.contacts).toHaveLength(25);
    expect(page1.contacts[0]!.name).toBe('Casey30 Pinecrest');
    const page2 = contactsListReplySchema.parse((await admin.get('/api/contacts?page=2')).json());
    expect(page2.contacts.map((c) => c.firstName)).toEqual([
      'Casey5',
      'Casey4',
      'Casey3',
      'Casey2',
      'Casey1',
    ]);
    const beyond = contactsListReplySchema.parse((await admin.get('/api/contacts?page=9')).json());
    expect(beyond.contacts).toEqual([]);
    expect((await admin.get('/api/contacts?limit=101')).statusCode).toBe(400);
  });

  it('searches by name, e-mail and phone digits', async () => {
    const byName = contactsListReplySchema.parse(
      (await admin.get('/api/contacts/search?q=pinecrest')).json(),
    );
    expect(byName.totalInAccount).toBe(15);
    const byEmail = contactsListReplySchema.parse(
      (await admin.get('/api/contacts/search?q=casey17%40example.com')).json(),
    );
    expect(byEmail.contacts.map((c) => c.firstName)).toEqual(['Casey17']);
    const byPhone = contactsListReplySchema.parse(
      (await admin.get(`/api/contacts/search?q=${encodeURIComponent('(928) 555-2021')}`)).json(),
    );
    expect(byPhone.contacts.map((c) => c.firstName)).toEqual(['Casey21']);
    // LIKE wildcards are matched literally
    const literal = contactsListReplySchema.parse(
      (await admin.get('/api/contacts/search?q=%25')).json(),
    );
    expect(literal.totalInAccount).toBe(0);
    const empty = await admin.get('/api/contacts/search?q=');
    expect(empty.statusCode).toBe(400);
    expect(apiErrorSchema.parse(empty.json()).fieldErrors?.q).toBe(
      'Enter a name, e-mail or phone to search',
    );
  });

  it('shows one contact with its answers, notes, activity and e-mails', async () => {
    const [row] = await t.database.db
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, 'casey7@example.com'));
    const id = row!.id;
    const contact = contactReplySchema.parse(
      (await admin.get(`/api/contacts/${id}`)).json(),
    ).contact;
    expect(contact).toMatchObject({
      id,
      name: 'Casey7 Juniper',
      stage: 'Lead',
      source: 'website-contact-form',
      emails: [{ value: 'casey7@example.com', isPrimary: true }],
      phones: [{ value: '928-555-2007', isPrimary: true }],
      tags: ['Website Lead'],
      timeframeDateRange: '3-6 months',
      leadAnswers: { Timeframe: '3-6 months', 'Preferred contact': 'Email' },
    });

    const notes = notesReplySchema.parse((await admin.get(`/api/contacts/${id}/notes`)).json());
    expect(notes.notes[0]).toMatchObject({ subject: 'New-client form', isHtml: false });
    expect(notes.notes[0]!.body).toContain('Timeframe: 3-6 months');
    const all = notesReplySchema.parse(
      (await admin.get(`/api/followup-boss/notes?personId=${id}&limit=100`)).json(),
    );
    expect(all.notes.map((n) => n.id)).toEqual(notes.notes.map((n) => n.id));
    const newest = notesReplySchema.parse(
      (await admin.get('/api/followup-boss/notes?limit=3')).json(),
    );
    expect(newest.notes).toHaveLength(3);

    const activity = activitiesReplySchema.parse(
      (await admin.get(`/api/contacts/${id}/activities`)).json(),
    );
    expect(activity.activities.map((a) => a.activityType)).toEqual(['Lead created']);

    await t.database.db.insert(crmEmails).values([
      {
        contactId: id,
        subject: 'Welcome',
        fromAddress: 'dana@ridgeline.example',
        toAddresses: ['casey7@example.com'],
        body: 'Hi Casey',
      },
      {
        contactId: id,
        subject: 'Listings',
        fromAddress: 'dana@ridgeline.example',
        toAddresses: ['casey7@example.com'],
        body: '[CONTENT HIDDEN]',
      },
    ]);
    const emails = emailsReplySchema.parse(
      (await admin.get(`/api/followup-boss/emails/${id}?limit=1`)).json(),
    );
    expect(emails.emails).toHaveLength(1);
    expect(emails.emails[0]).toMatchObject({ subject: 'Listings', body: '[CONTENT HIDDEN]' });
  });

  it('answers an unknown contact with 404 and a bad id with 400', async () => {
    for (const path of [
      '/api/contacts/999999',
      '/api/contacts/999999/notes',
      '/api/contacts/999999/activities',
      '/api/followup-boss/emails/999999',
    ]) {
      const res = await admin.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(CONTACT_NOT_FOUND);
    }
    const bad = await admin.get('/api/contacts/abc');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors?.id).toBe('Invalid contact ID');
  });

  async function contactId(email: string): Promise<number> {
    const [row] = await t.database.db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, email));
    return row!.id;
  }
  const rows = async () => ({
    notes: (await t.database.db.select({ n: count() }).from(crmNotes))[0]!.n,
    activities: (await t.database.db.select({ n: count() }).from(crmActivities))[0]!.n,
  });

  it('adds a note by the signed-in staff member, newest first, with an activity row', async () => {
    const dana = await signUpAdmin(t, 'dana-broker');
    const id = await contactId('casey9@example.com');
    const res = await dana.post(`/api/contacts/${id}/notes`, {
      subject: '  Showing  ',
      body: 'Loved the deck; wants a second look on Saturday.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { note } = noteReplySchema.parse(res.json());
    expect(note).toMatchObject({
      subject: 'Showing',
      body: 'Loved the deck; wants a second look on Saturday.',
      isHtml: false,
      createdBy: 'dana-broker',
      systemName: 'Ridgeline',
    });

    const bare = noteReplySchema.parse(
      (await dana.post(`/api/contacts/${id}/notes`, { body: 'No answer', subject: ' ' })).json(),
    ).note;
    expect(bare.subject).toBeNull();

    const notes = notesReplySchema.parse(
      (await admin.get(`/api/contacts/${id}/notes`)).json(),
    ).notes;
    expect(notes.map((n) => n.id)).toEqual([bare.id, note.id, notes[2]!.id]);
    expect(notes[0]).toEqual(bare);
    expect(notes[1]).toEqual(note);
    expect(notes[2]!.subject).toBe('New-client form');

    const activities = activitiesReplySchema.parse(
      (await admin.get(`/api/contacts/${id}/activities`)).json(),
    ).activities;
    expect(activities.map((a) => [a.activityType, a.description])).toEqual([
      ['Note added', 'Note added by dana-broker'],
      ['Note added', 'Note added by dana-broker: Showing'],
      ['Lead created', expect.any(String)],
    ]);
  });

  it('changes a contact’s stage, read back on the contact, with an activity row', async () => {
    const id = await contactId('casey11@example.com');
    const res = await admin.request('PATCH', `/api/contacts/${id}`, { stage: 'Hot Lead' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { contact } = contactReplySchema.parse(res.json());
    expect(contact).toMatchObject({ id, name: 'Casey11 Juniper', stage: 'Hot Lead' });
    expect(
      contactReplySchema.parse((await admin.get(`/api/contacts/${id}`)).json()).contact,
    ).toEqual(contact);

    await admin.request('PATCH', `/api/contacts/${id}`, { stage: 'Ready to Buy' });
    // the same stage again changes nothing and records nothing
    const before = await rows();
    const again = await admin.request('PATCH', `/api/contacts/${id}`, { stage: 'Ready to Buy' });
    expect(again.statusCode).toBe(200);
    expect(await rows()).toEqual(before);

    const activities = activitiesReplySchema.parse(
      (await admin.get(`/api/contacts/${id}/activities`)).json(),
    ).activities;
    expect(activities.map((a) => [a.activityType, a.description])).toEqual([
      [
        'Stage changed',
        expect.stringMatching(/^Stage changed from Hot Lead to Ready to Buy by staff\d+$/),
      ],
      ['Stage changed', expect.stringMatching(/^Stage changed from Lead to Hot Lead by staff\d+$/)],
      ['Lead created', expect.any(String)],
    ]);
    // the list keeps its order: a staff change is not the contact's own activity
    const list = contactsListReplySchema.parse((await admin.get('/api/contacts?limit=1')).json());
    expect(list.contacts[0]!.firstName).toBe('Casey30');
  });

  it('answers 404 for an unknown contact and writes nothing', async () => {
    const before = await rows();
    for (const { method, url, payload } of STAFF_WRITES) {
      const res = await admin.request(method, url.replace('/1', '/999999'), payload);
      expect(res.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(CONTACT_NOT_FOUND);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses an empty note or stage with field messages', async () => {
    const id = await contactId('casey13@example.com');
    const before = await rows();
    for (const payload of [{}, { body: '' }, { body: '   ', subject: 'Call' }]) {
      const res = await admin.post(`/api/contacts/${id}/notes`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors).toEqual({ body: 'Write the note' });
    }
    for (const payload of [{}, { stage: '' }, { stage: '  ' }]) {
      const res = await admin.request('PATCH', `/api/contacts/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors).toEqual({ stage: 'Choose a stage' });
    }
    const badId = await admin.request('PATCH', '/api/contacts/abc', { stage: 'Lead' });
    expect(badId.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badId.json()).fieldErrors?.id).toBe('Invalid contact ID');
    expect(await rows()).toEqual(before);
    expect(
      contactReplySchema.parse((await admin.get(`/api/contacts/${id}`)).json()).contact.stage,
    ).toBe('Lead');
  });

  it('keeps the writes from anonymous visitors (401) and signed-in visitors (403)', async () => {
    const visitor = await signIn(t, 'visitor-writes@example.com');
    const before = await rows();
    for (const { method, url, payload } of STAFF_WRITES) {
      const anonymous = await createHttpClient(t.app).request(method, url, payload);
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await visitor.request(method, url, payload);
      expect(forbidden.statusCode, url).toBe(403);
    }
    expect(await rows()).toEqual(before);
    const [first] = await t.database.db
      .select({ stage: crmContacts.stage })
      .from(crmContacts)
      .where(eq(crmContacts.id, 1));
    expect(first!.stage).toBe('Lead');
  });

  it('lists one stage on the server: hot leads past the first 100 contacts, with their total', async () => {
    // 150 contacts older than the form's 30: the newest 120 are leads, so the 30 hot leads
    // sit at places 151-180 of the whole list, beyond any one page of 100
    const oldest = Date.parse('2020-01-01T00:00:00Z');
    await t.database.db.insert(crmContacts).values(
      Array.from({ length: 150 }, (_, i) => ({
        firstName: `Quinn${i}`,
        lastName: 'Hollow',
        email: `quinn${i}@example.com`,
        emailKey: `quinn${i}@example.com`,
        phone: `928-555-${3000 + i}`,
        phoneKey: `928555${3000 + i}`,
        source: 'Website form',
        answers: {},
        // one written loosely through the API still counts, as its badge says Hot Lead
        stage: i < 120 ? 'Lead' : i === 149 ? 'hot_lead' : 'Hot Lead',
        lastActivityAt: new Date(oldest - i * 60_000),
      })),
    );
    const unfiltered = contactsListReplySchema.parse(
      (await admin.get('/api/contacts?limit=100')).json(),
    );
    expect(unfiltered.contacts.some((c) => isHotLeadStage(c.stage))).toBe(false);

    const res = await admin.get('/api/contacts?stage=Hot+Lead&limit=25');
    expect(res.statusCode, res.body).toBe(200);
    const page1 = contactsListReplySchema.parse(res.json());
    expect(page1).toMatchObject({ totalInAccount: 30, totalPages: 2, page: 1 });
    expect(page1.contacts.map((c) => c.firstName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Quinn${120 + i}`),
    );
    const page2 = contactsListReplySchema.parse(
      (await admin.get('/api/contacts?stage=Hot%20Lead&limit=25&page=2')).json(),
    );
    expect(page2.contacts.map((c) => [c.firstName, c.stage])).toEqual([
      ['Quinn145', 'Hot Lead'],
      ['Quinn146', 'Hot Lead'],
      ['Quinn147', 'Hot Lead'],
      ['Quinn148', 'Hot Lead'],
      ['Quinn149', 'hot_lead'],
    ]);

    // a search narrowed to the stage: Quinn14 is a lead, Quinn140-149 are hot
    const searched = contactsListReplySchema.parse(
      (await admin.get('/api/contacts/search?q=quinn14&stage=Hot%20Lead')).json(),
    );
    expect(searched.totalInAccount).toBe(10);
    expect(searched.contacts.every((c) => c.firstName !== 'Quinn14')).toBe(true);
  });

  it('refuses a stage the CRM does not have with a clear 400', async () => {
    for (const path of [
      '/api/contacts?stage=Hottest',
      '/api/contacts?stage=',
      '/api/contacts/search?q=quinn&stage=hot_lead',
    ]) {
      const res = await admin.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors?.stage, path).toBe(
        'Unknown stage: use one of Lead, Hot Lead, Spoke with Customer, Ready to Buy, Showing Homes, Nurture, Closed, Trash',
      );
    }
  });

  it('lists the newest contacts of the last 7 days, newest first, and refuses bad values with a 400', async () => {
    const first = await admin.get('/api/contacts/recent?limit=3');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const newest = recentContactsReplySchema.parse(first.json()).contacts;
    expect(newest).toHaveLength(3);
    const times = newest.map((c) => Date.parse(c.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const day = 86_400_000;
    const old = (firstName: string, days: number) => ({
      firstName,
      lastName: 'Recent',
      email: `${firstName.toLowerCase()}@example.com`,
      emailKey: `${firstName.toLowerCase()}@example.com`,
      phone: '(928) 555-0199',
      phoneKey: '9285550199',
      source: 'Website form',
      answers: {},
      createdAt: new Date(Date.now() - days * day),
    });
    await t.database.db.insert(crmContacts).values([old('Sixdays', 6), old('Eightdays', 8)]);
    // the hot-leads test's 150 contacts made now move back 20 days, so the week fits one answer
    await t.database.db
      .update(crmContacts)
      .set({ createdAt: new Date(Date.now() - 20 * day) })
      .where(eq(crmContacts.lastName, 'Hollow'));
    const all = recentContactsReplySchema.parse(
      (await admin.get('/api/contacts/recent?limit=100')).json(),
    ).contacts;
    expect(all.length).toBeGreaterThan(30);
    expect(all.length).toBeLessThan(100);
    expect(all.at(-1)?.firstName).toBe('Sixdays');
    expect(all.some((c) => c.firstName === 'Eightdays' || c.lastName === 'Hollow')).toBe(false);
    const fiveDays = recentContactsReplySchema.parse(
      (await admin.get('/api/contacts/recent?days=5&limit=100')).json(),
    ).contacts;
    expect(fiveDays.some((c) => c.firstName === 'Sixdays')).toBe(false);
    const tenDays = recentContactsReplySchema.parse(
      (await admin.get('/api/contacts/recent?days=10&limit=100')).json(),
    ).contacts;
    expect(tenDays.at(-1)?.firstName).toBe('Eightdays');

    for (const [query, field, message] of [
      ['days=0', 'days', 'Enter days as a whole number from 1 to 30'],
      ['days=31', 'days', 'Enter days as a whole number from 1 to 30'],
      ['days=week', 'days', 'Enter days as a whole number from 1 to 30'],
      ['days=1.5', 'days', 'Enter days as a whole number from 1 to 30'],
      ['limit=101', 'limit', 'Enter limit as a whole number from 1 to 100'],
      ['limit=0', 'limit', 'Enter limit as a whole number from 1 to 100'],
    ] as const) {
      const res = await admin.get(`/api/contacts/recent?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(res.json()).fieldErrors?.[field], query).toBe(message);
    }
  });
});

describe('staff writes in development test mode', () => {
  let dev: TestApp;

  beforeAll(async () => {
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('files the note under the test-mode user, which has no account', async () => {
    const visitor = createHttpClient(dev.app);
    expect((await visitor.post('/api/contacts', lead(1))).statusCode).toBe(200);
    const [row] = await dev.database.db.select({ id: crmContacts.id }).from(crmContacts);
    const testMode = createHttpClient(dev.app);
    const res = await testMode.post(
      `/api/contacts/${row!.id}/notes`,
      { body: 'Checked in test mode' },
      { 'x-test-mode': 'on' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(noteReplySchema.parse(res.json()).note.createdBy).toBe('test-mode');
    const stage = await testMode.request(
      'PATCH',
      `/api/contacts/${row!.id}`,
      { stage: 'Nurture' },
      { 'x-test-mode': 'on' },
    );
    expect(contactReplySchema.parse(stage.json()).contact.stage).toBe('Nurture');
  });
});

describe('the staff CRM API when Follow Up Boss is the CRM', () => {
  const FUB_KEY = 'fub-crm-read-key';
  let fub: FakeFollowUpBoss;
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
    t = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN_EMAIL, FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl },
    });
    admin = await signIn(t, ADMIN_EMAIL);
    await openVerificationLink(t, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
    await fub?.close();
  });

  it('lists, searches and opens people, their notes and e-mails from Follow Up Boss', async () => {
    for (let n = 1; n <= 12; n++) {
      fub.seedPerson({
        firstName: `Morgan${n}`,
        lastName: 'Aspen',
        name: `Morgan${n} Aspen`,
        emails: [{ value: `morgan${n}@example.com`, type: 'home', isPrimary: 1 }],
      });
    }
    const person = fub.people.find((p) => p.firstName === 'Morgan3')!;
    fub.seedNote(person.id, { subject: 'Called', body: 'Wants a cabin' });
    fub.seedEmail(person.id, { subject: 'Cabins in Pine' });

    const list = contactsListReplySchema.parse((await admin.get('/api/contacts?limit=5')).json());
    expect(list).toMatchObject({ totalInAccount: 12, totalPages: 3, page: 1 });
    expect(list.contacts).toHaveLength(5);

    const found = contactsListReplySchema.parse(
      (await admin.get('/api/contacts/search?q=morgan3%40example.com')).json(),
    );
    expect(found.contacts.map((c) => c.id)).toEqual([person.id]);

    const contact = contactReplySchema.parse(
      (await admin.get(`/api/contacts/${person.id}`)).json(),
    );
    expect(contact.contact).toMatchObject({ id: person.id, name: 'Morgan3 Aspen' });
    const notes = notesReplySchema.parse(
      (await admin.get(`/api/followup-boss/notes?personId=${person.id}&limit=100`)).json(),
    );
    expect(notes.notes.map((n) => n.body)).toEqual(['Wants a cabin']);
    const emails = emailsReplySchema.parse(
      (await admin.get(`/api/followup-boss/emails/${person.id}?limit=50`)).json(),
    );
    expect(emails.emails.map((e) => e.subject)).toEqual(['Cabins in Pine']);
    // the read used FUB's paging limit
    expect(fub.requests.some((r) => r.path === '/v1/people' && r.query.limit === '5')).toBe(true);
  });

  it('writes a note and a stage to Follow Up Boss and reads them back', async () => {
    const person = fub.seedPerson({ firstName: 'Sawyer', lastName: 'Birch', stage: 'Lead' });
    fub.seedNote(person.id, { body: 'First call' });

    const added = await admin.post(`/api/contacts/${person.id}/notes`, {
      subject: 'Tour',
      body: 'Booked for Friday',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { note } = noteReplySchema.parse(added.json());
    expect(note).toMatchObject({ subject: 'Tour', body: 'Booked for Friday', isHtml: false });
    expect(fub.notes.at(-1)).toMatchObject({
      personId: person.id,
      subject: 'Tour',
      body: 'Booked for Friday',
      isHtml: false,
    });
    const notes = notesReplySchema.parse(
      (await admin.get(`/api/contacts/${person.id}/notes`)).json(),
    ).notes;
    expect(notes.map((n) => n.body)).toEqual(['Booked for Friday', 'First call']);
    expect(notes[0]).toEqual(note);

    const changed = await admin.request('PATCH', `/api/contacts/${person.id}`, {
      stage: 'Showing Homes',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(contactReplySchema.parse(changed.json()).contact).toMatchObject({
      id: person.id,
      name: 'Sawyer Birch',
      stage: 'Showing Homes',
    });
    expect(fub.people.find((p) => p.id === person.id)?.stage).toBe('Showing Homes');
    expect(
      contactReplySchema.parse((await admin.get(`/api/contacts/${person.id}`)).json()).contact
        .stage,
    ).toBe('Showing Homes');
    // nothing went to the built-in tables
    expect((await t.database.db.select({ n: count() }).from(crmNotes))[0]!.n).toBe(0);

    for (const { method, url, payload } of STAFF_WRITES) {
      const res = await admin.request(method, url.replace('/1', '/424242'), payload);
      expect(res.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(CONTACT_NOT_FOUND);
    }
  });

  it('answers 503 for a write while Follow Up Boss is down, and writes nothing', async () => {
    const person = fub.seedPerson({ firstName: 'Emerson', stage: 'Lead' });
    const notesBefore = fub.notes.length;
    fub.failAll(503);
    try {
      for (const { method, url, payload } of STAFF_WRITES) {
        const res = await admin.request(method, url.replace('/1', `/${person.id}`), payload);
        expect(res.statusCode, url).toBe(503);
        expect(apiErrorSchema.parse(res.json()).message).toMatch(
          /^Follow Up Boss is not reachable/,
        );
        expect(res.body).not.toContain(FUB_KEY);
      }
    } finally {
      fub.recover();
    }
    expect(fub.notes).toHaveLength(notesBefore);
    expect(fub.people.find((p) => p.id === person.id)?.stage).toBe('Lead');
    expect((await t.database.db.select({ n: count() }).from(crmNotes))[0]!.n).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(crmActivities))[0]!.n).toBe(0);
  });

  it('answers 503 with a clear message, without the key, when Follow Up Boss is down', async () => {
    fub.failAll(503);
    try {
      const res = await admin.get('/api/contacts');
      expect(res.statusCode).toBe(503);
      const body = apiErrorSchema.parse(res.json());
      expect(body.message).toMatch(/^Follow Up Boss is not reachable/);
      expect(res.body).not.toContain(FUB_KEY);
    } finally {
      fub.recover();
    }
  });

  it('lists the newest people of the last 7 days from Follow Up Boss, newest first', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    fub.seedPerson({ firstName: 'Sixdays', lastName: 'Recent', created: daysAgo(6) });
    fub.seedPerson({ firstName: 'Eightdays', lastName: 'Recent', created: daysAgo(8) });
    fub.seedPerson({ firstName: 'Oneday', lastName: 'Recent', created: daysAgo(1) });
    const res = await admin.get('/api/contacts/recent?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const { contacts } = recentContactsReplySchema.parse(res.json());
    // the other tests' people were made now: they come first, then ours in creation order
    expect(contacts.filter((c) => c.lastName === 'Recent').map((c) => c.firstName)).toEqual([
      'Oneday',
      'Sixdays',
    ]);
    expect(contacts.at(-1)?.firstName).toBe('Sixdays');
    expect(fub.requests.at(-1)).toMatchObject({ path: '/v1/people', query: { sort: '-created' } });

    fub.failAll(503);
    try {
      const down = await admin.get('/api/contacts/recent');
      expect(down.statusCode).toBe(503);
      expect(apiErrorSchema.parse(down.json()).message).toMatch(/^Follow Up Boss is not reachable/);
    } finally {
      fub.recover();
    }
  });

  it('lists one stage through Follow Up Boss: hot leads past the first 100 people, with their total', async () => {
    // FUB lists newest first: the 30 hot leads, seeded first, come after the 120 leads
    for (let n = 1; n <= 30; n++) fub.seedPerson({ firstName: `Hot${n}`, stage: 'Hot Lead' });
    for (let n = 1; n <= 120; n++) fub.seedPerson({ firstName: `Lead${n}`, stage: 'Lead' });
    const unfiltered = contactsListReplySchema.parse(
      (await admin.get('/api/contacts?limit=100')).json(),
    );
    expect(unfiltered.contacts.some((c) => c.stage === 'Hot Lead')).toBe(false);

    const res = await admin.get('/api/contacts?stage=Hot+Lead&limit=25&page=2');
    expect(res.statusCode, res.body).toBe(200);
    const page2 = contactsListReplySchema.parse(res.json());
    expect(page2).toMatchObject({ totalInAccount: 30, totalPages: 2, page: 2 });
    expect(page2.contacts.map((c) => c.firstName)).toEqual([
      'Hot5',
      'Hot4',
      'Hot3',
      'Hot2',
      'Hot1',
    ]);
    expect(fub.requests.at(-1)).toMatchObject({
      path: '/v1/people',
      query: { stage: 'Hot Lead', limit: '25', offset: '25' },
    });
    const bad = await admin.get('/api/contacts?stage=Hottest');
    expect(bad.statusCode).toBe(400);
    expect(fub.requests.at(-1)?.query).toMatchObject({ offset: '25' });
  });
});
