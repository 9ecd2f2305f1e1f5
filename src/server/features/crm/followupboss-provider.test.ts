import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crmContactSchema, type CrmContact } from '../../../contract/crm';
import { AppError } from '../../http/errors';
import { createFollowUpBossClient } from '../../integrations/followupboss/client';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import {
  BFR_NOTE_SUBJECT,
  createFollowUpBossProvider,
  searchFilter,
} from './followupboss-provider';

/** The CRM provider over the fake Follow Up Boss: FUB's records in the contract's shapes. */

const API_KEY = 'provider-test-key-99ab';
let fake: FakeFollowUpBoss;

beforeAll(async () => {
  // Generous limits: this file reads notes and events more often than FUB's 10 s window allows.
  fake = await startFakeFollowUpBoss({
    apiKey: API_KEY,
    systemKey: 'sys',
    rateLimits: { notes: 500, events: 500 },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.clearData();
});

const provider = (baseUrl = fake.apiBaseUrl, apiKey = API_KEY) =>
  createFollowUpBossProvider(
    createFollowUpBossClient({
      baseUrl,
      apiKey,
      system: 'Ridgeline',
      systemKey: 'sys',
      timeoutMs: 2000,
    }),
  );

function seedFullPerson() {
  return fake.seedPerson({
    created: '2026-10-02T15:04:05Z',
    updated: '2026-10-20T09:00:00Z',
    lastActivity: '2026-10-19T18:30:00Z',
    createdVia: 'API',
    firstName: 'Harper',
    lastName: 'Lindqvist',
    stage: 'Hot Lead',
    source: 'ridgeline.example',
    sourceUrl: 'https://ridgeline.example/new-client',
    price: 525000,
    assignedTo: 'Dana Agent',
    tags: ['Cabin', 'Pine'],
    emails: [
      { value: 'harper@example.com', type: 'home', status: 'Valid', isPrimary: 1 },
      { value: 'h.lindqvist@work.example', type: 'work', status: 'Valid', isPrimary: 0 },
    ],
    phones: [
      { value: '(928) 555-0101', type: 'mobile', status: 'Valid', isPrimary: 1, isLandline: false },
      { value: '(928) 555-0102', type: 'home', isPrimary: 0, isLandline: true },
    ],
    addresses: [
      {
        street: '401 Hardscrabble Rd',
        city: 'Pine',
        state: 'AZ',
        code: '85544',
        country: 'US',
        type: 'home',
      },
    ],
    picture: { small: 'https://cdn.example/harper-small.jpg' },
    socialData: {
      name: 'Harper Lindqvist',
      title: 'Hydrologist',
      company: 'Salt River Project',
      location: 'Phoenix, AZ',
      bio: 'Weekend fly fisher.',
      age: 41,
      topics: ['fishing', 'hiking'],
      linkedIn: 'https://linkedin.example/harper',
      facebook: 'https://facebook.example/harper',
      twitter: 'https://twitter.example/harper',
      googleProfile: null,
    },
    collaborators: [
      { id: 1, name: 'Dana Agent', assigned: true, role: 'Agent' },
      { id: 7, name: 'Luis Ortega', assigned: 0 as unknown as boolean, role: null },
    ],
    websiteVisits: 14,
    timeframeDateRange: 'Nov 2026 - Jan 2027',
    timeframeStatus: '0-3 Months',
    dealName: '401 Hardscrabble purchase',
    dealStage: 'Under Contract',
    dealStatus: 'Active',
    dealPrice: 510000,
    dealCloseDate: '2026-12-15',
    customLeadScore: '91',
  });
}

describe('Follow Up Boss CRM provider', () => {
  it('maps a fully populated person to the contract contact', async () => {
    const person = seedFullPerson();
    const contact = await provider().getContact(person.id);
    const expected: CrmContact = {
      id: person.id,
      name: 'Harper Lindqvist',
      firstName: 'Harper',
      lastName: 'Lindqvist',
      stage: 'Hot Lead',
      source: 'ridgeline.example',
      price: 525000,
      assignedTo: 'Dana Agent',
      created: '2026-10-02T15:04:05Z',
      updated: '2026-10-20T09:00:00Z',
      lastActivity: '2026-10-19T18:30:00Z',
      createdVia: 'API',
      emails: [
        { value: 'harper@example.com', isPrimary: true, type: 'home' },
        { value: 'h.lindqvist@work.example', isPrimary: false, type: 'work' },
      ],
      phones: [
        { value: '(928) 555-0101', isPrimary: true, type: 'mobile' },
        { value: '(928) 555-0102', isPrimary: false, type: 'home' },
      ],
      addresses: [{ street: '401 Hardscrabble Rd', city: 'Pine', state: 'AZ', zip: '85544' }],
      picture: { small: 'https://cdn.example/harper-small.jpg' },
      tags: ['Cabin', 'Pine'],
      socialData: {
        title: 'Hydrologist',
        company: 'Salt River Project',
        location: 'Phoenix, AZ',
        bio: 'Weekend fly fisher.',
        age: '41',
        topics: 'fishing, hiking',
        linkedIn: 'https://linkedin.example/harper',
        facebook: 'https://facebook.example/harper',
        twitter: 'https://twitter.example/harper',
        googleProfile: null,
      },
      collaborators: [
        { name: 'Dana Agent', role: 'Agent', assigned: true },
        { name: 'Luis Ortega', role: null, assigned: false },
      ],
      websiteVisits: 14,
      timeframeDateRange: 'Nov 2026 - Jan 2027',
      timeframeStatus: '0-3 Months',
      dealName: '401 Hardscrabble purchase',
      dealStage: 'Under Contract',
      dealStatus: 'Active',
      dealPrice: 510000,
      dealCloseDate: '2026-12-15',
      sourceUrl: 'https://ridgeline.example/new-client',
      carrier: null,
      lineType: 'mobile',
      leadAnswers: null,
    };
    expect(contact).toEqual(expected);
    expect(crmContactSchema.parse(contact)).toEqual(expected);
  });

  it('maps a sparse person (FUB left fields out) without inventing values', async () => {
    const person = fake.seedPerson({
      name: 'Rowan',
      firstName: 'Rowan',
      socialData: null,
      picture: null,
    });
    const contact = await provider().getContact(person.id);
    expect(crmContactSchema.parse(contact)).toMatchObject({
      name: 'Rowan',
      lastName: null,
      picture: null,
      socialData: null,
      emails: [],
      lineType: null,
    });
  });

  it('answers null for a person FUB does not have', async () => {
    const p = provider();
    expect(await p.getContact(424242)).toBeNull();
    expect(await p.contactNotes(424242, 10)).toBeNull();
    expect(await p.listEmails(424242, 10)).toBeNull();
    expect(await p.contactActivities(424242, 10)).toBeNull();
  });

  it('lists notes of a person newest first, and the newest of everyone', async () => {
    const a = fake.seedPerson({ firstName: 'A' });
    const b = fake.seedPerson({ firstName: 'B' });
    fake.seedNote(a.id, {
      subject: 'First call',
      body: 'Wants acreage',
      createdBy: 'Dana Agent',
      created: '2026-10-01T10:00:00Z',
    });
    fake.seedNote(b.id, { body: 'Other person' });
    fake.seedNote(a.id, {
      body: '<p>Sent listings</p>',
      isHtml: true,
      systemName: 'Ridgeline',
      created: '2026-10-03T10:00:00Z',
    });

    const notes = await provider().contactNotes(a.id, 100);
    expect(notes).toEqual([
      {
        id: 3,
        subject: null,
        body: '<p>Sent listings</p>',
        isHtml: true,
        created: '2026-10-03T10:00:00Z',
        createdBy: 'Dana Agent',
        systemName: 'Ridgeline',
      },
      {
        id: 1,
        subject: 'First call',
        body: 'Wants acreage',
        isHtml: false,
        created: '2026-10-01T10:00:00Z',
        createdBy: 'Dana Agent',
        systemName: null,
      },
    ]);
    expect((await provider().listNotes({ limit: 2 })).map((n) => n.id)).toEqual([3, 2]);
    expect((await provider().listNotes({ personId: b.id, limit: 100 })).map((n) => n.body)).toEqual(
      ['Other person'],
    );
  });

  it('lists logged e-mails, the hidden-content marker kept', async () => {
    const p = fake.seedPerson({ firstName: 'Casey' });
    fake.seedEmail(p.id, {
      subject: 'Homes in Payson',
      from: { name: 'Dana Agent', email: 'dana@ridgeline.example' },
      to: ['casey@example.com', { email: 'spouse@example.com' }],
      body: '[CONTENT HIDDEN]',
      created: '2026-10-05T12:00:00Z',
    });
    fake.seedEmail(p.id, {
      subject: 'Re: tour',
      from: 'casey@example.com',
      to: 'dana@ridgeline.example, luis@ridgeline.example',
    });
    const emails = await provider().listEmails(p.id, 50);
    expect(emails).toHaveLength(2);
    expect(emails![1]).toEqual({
      id: 1,
      subject: 'Homes in Payson',
      from: 'Dana Agent <dana@ridgeline.example>',
      to: ['casey@example.com', 'spouse@example.com'],
      body: '[CONTENT HIDDEN]',
      created: '2026-10-05T12:00:00Z',
    });
    expect(emails![0]!.to).toEqual(['dana@ridgeline.example', 'luis@ridgeline.example']);
  });

  it('turns the person’s events into activities', async () => {
    const client = createFollowUpBossClient({ baseUrl: fake.apiBaseUrl, apiKey: API_KEY });
    const { personId } = await client.sendEvent({
      source: 'ridgeline.example',
      system: 'Ridgeline',
      type: 'Registration',
      message: 'New client form: buying in Pine, $400k-$500k',
      person: { firstName: 'Jordan', emails: [{ value: 'jordan@example.com' }] },
    });
    await client.sendEvent({
      source: 'ridgeline.example',
      system: 'Ridgeline',
      type: 'Inquiry',
      person: { emails: [{ value: 'jordan@example.com' }] },
      property: { street: '12 Rim Rd', city: 'Payson', mlsNumber: '6789012' },
    });
    const activities = await provider().contactActivities(personId!, 20);
    expect(activities).toEqual([
      {
        id: 2,
        activityType: 'Property Inquiry',
        userId: null,
        description: 'Property Inquiry: 12 Rim Rd, Payson',
        created: expect.any(String),
      },
      {
        id: 1,
        activityType: 'Registration',
        userId: null,
        description: 'New client form: buying in Pine, $400k-$500k',
        created: expect.any(String),
      },
    ]);
  });

  it('pages contacts by offset with FUB’s total', async () => {
    for (let i = 1; i <= 30; i++) fake.seedPerson({ firstName: `Person${i}` });
    const page2 = await provider().listContacts({ page: 2, limit: 10 });
    expect(page2).toMatchObject({ totalInAccount: 30, totalPages: 3, page: 2 });
    expect(page2.contacts.map((c) => c.firstName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person${20 - i}`),
    );
    const last = await provider().listContacts({ page: 4, limit: 10 });
    expect(last.contacts).toEqual([]);
    expect(fake.requests.at(-1)?.query).toMatchObject({ limit: '10', offset: '30' });
  });

  it('lists one stage through FUB’s stage filter: hot leads past the first 100 people, with their total', async () => {
    // the hot leads are the oldest people, so FUB's default order (newest first) puts them last
    for (let i = 1; i <= 30; i++) fake.seedPerson({ firstName: `Hot${i}`, stage: 'Hot Lead' });
    for (let i = 1; i <= 120; i++) fake.seedPerson({ firstName: `Lead${i}`, stage: 'Lead' });
    const p = provider();
    const unfiltered = await p.listContacts({ page: 1, limit: 100 });
    expect(unfiltered.contacts.some((c) => c.stage === 'Hot Lead')).toBe(false);

    const first = await p.listContacts({ page: 1, limit: 25, stage: 'Hot Lead' });
    expect(fake.requests.at(-1)?.query).toMatchObject({ stage: 'Hot Lead', limit: '25' });
    expect(first).toMatchObject({ totalInAccount: 30, totalPages: 2, page: 1 });
    expect(first.contacts.map((c) => c.firstName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Hot${30 - i}`),
    );
    const second = await p.listContacts({ page: 2, limit: 25, stage: 'Hot Lead' });
    expect(second.contacts.map((c) => c.firstName)).toEqual([
      'Hot5',
      'Hot4',
      'Hot3',
      'Hot2',
      'Hot1',
    ]);
    expect(second.contacts.every((c) => c.stage === 'Hot Lead')).toBe(true);

    // a search narrowed to the stage sends both filters
    const searched = await p.searchContacts('hot1', { page: 1, limit: 25, stage: 'Hot Lead' });
    expect(fake.requests.at(-1)?.query).toMatchObject({ name: 'hot1', stage: 'Hot Lead' });
    expect(searched.totalInAccount).toBe(11); // Hot1, Hot10..Hot19
    const none = await p.searchContacts('lead1', { page: 1, limit: 25, stage: 'Hot Lead' });
    expect(none).toMatchObject({ contacts: [], totalInAccount: 0, totalPages: 0 });
  });

  it('lists the people created since a moment, newest first, through sort=-created', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    // seeded out of creation order, so FUB's default order (newest id first) would be wrong
    fake.seedPerson({ firstName: 'SixDays', created: daysAgo(6) });
    fake.seedPerson({ firstName: 'EightDays', created: daysAgo(8) });
    fake.seedPerson({ firstName: 'OneDay', created: daysAgo(1) });
    const since = new Date(Date.now() - 7 * 86_400_000);
    const recent = await provider().contactsCreatedSince(since, 25);
    expect(recent.map((c) => c.firstName)).toEqual(['OneDay', 'SixDays']);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/people',
      query: { sort: '-created' },
    });
    // one page was enough: the walk stopped at the first person created before `since`
    expect(fake.requests.filter((r) => r.path === '/v1/people')).toHaveLength(1);
    expect((await provider().contactsCreatedSince(since, 1)).map((c) => c.firstName)).toEqual([
      'OneDay',
    ]);
  });

  it('walks past FUB’s first page of 100 in creation order, whatever the ids', async () => {
    // the newest person has the lowest id: an id-ordered page would start with the oldest
    const start = Date.now() - 60_000;
    for (let i = 0; i < 130; i++) {
      fake.seedPerson({ firstName: `New${i}`, created: new Date(start - i * 1000).toISOString() });
    }
    const recent = await provider().contactsCreatedSince(new Date(start - 3 * 86_400_000), 150);
    expect(recent.map((c) => c.firstName)).toEqual(
      Array.from({ length: 130 }, (_, i) => `New${i}`),
    );
    expect(fake.requests.filter((r) => r.path === '/v1/people')).toHaveLength(2);
  });

  it('searches by e-mail, phone or name, whichever the text looks like', async () => {
    fake.seedPerson({
      firstName: 'Morgan',
      lastName: 'Whitfield',
      emails: [{ value: 'morgan@example.com', isPrimary: 1 }],
      phones: [{ value: '928-555-0177', isPrimary: 1 }],
    });
    fake.seedPerson({
      firstName: 'Morgana',
      lastName: 'Tso',
      emails: [{ value: 'mt@example.com', isPrimary: 1 }],
    });
    fake.seedPerson({ firstName: 'Reese', lastName: 'Barela' });
    const p = provider();
    const byEmail = await p.searchContacts(' Morgan@Example.com ', { page: 1, limit: 25 });
    expect(byEmail.contacts.map((c) => c.lastName)).toEqual(['Whitfield']);
    expect(fake.requests.at(-1)?.query).toMatchObject({ email: 'morgan@example.com' });
    const byPhone = await p.searchContacts('(928) 555-0177', { page: 1, limit: 25 });
    expect(byPhone.contacts.map((c) => c.lastName)).toEqual(['Whitfield']);
    expect(fake.requests.at(-1)?.query).toMatchObject({ phone: '9285550177' });
    const byName = await p.searchContacts('morgan', { page: 1, limit: 25 });
    expect(byName).toMatchObject({ totalInAccount: 2, totalPages: 1 });
    expect((await p.searchContacts('nobody', { page: 1, limit: 25 })).totalInAccount).toBe(0);
    expect(searchFilter('Unit 5 Pine')).toEqual({ name: 'Unit 5 Pine' });
    expect(searchFilter('+1 928.555.0177')).toEqual({ phone: '19285550177' });
  });

  it('adds a note: it arrives in FUB as plain text and reads back newest first', async () => {
    const person = fake.seedPerson({ firstName: 'Sloane' });
    fake.seedNote(person.id, { body: 'Earlier', created: '2026-10-01T10:00:00Z' });
    const p = provider();
    const note = await p.addNote(
      person.id,
      { subject: 'Showing', body: 'Liked the cabin on Rim Rd' },
      'dana-broker',
    );
    expect(note).toEqual({
      id: 2,
      subject: 'Showing',
      body: 'Liked the cabin on Rim Rd',
      isHtml: false,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // FUB files the note under the API key's user
      createdBy: 'Dana Agent',
      systemName: 'Ridgeline',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/notes',
      status: 201,
      body: { personId: person.id, subject: 'Showing', body: 'Liked the cabin on Rim Rd' },
    });
    expect((fake.requests.at(-1)!.body as { isHtml: unknown }).isHtml).toBe(false);
    expect(fake.notes.at(-1)).toMatchObject({ personId: person.id, body: note!.body });
    expect(await p.contactNotes(person.id, 100)).toEqual([
      note,
      expect.objectContaining({ body: 'Earlier' }),
    ]);

    // no subject is left out of the call
    const bare = await p.addNote(person.id, { body: 'Voicemail' }, 'dana-broker');
    expect(bare).toMatchObject({ subject: null, body: 'Voicemail' });
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('subject');
  });

  it('changes the stage with a PUT of the stage alone, read back on the contact', async () => {
    const person = seedFullPerson();
    const p = provider();
    const contact = await p.updateStage(person.id, 'Ready to Buy', 'dana-broker');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v1/people/${person.id}`,
      status: 200,
      body: { stage: 'Ready to Buy' },
    });
    expect(crmContactSchema.parse(contact)).toMatchObject({
      id: person.id,
      name: 'Harper Lindqvist',
      stage: 'Ready to Buy',
      tags: ['Cabin', 'Pine'],
      dealStage: 'Under Contract',
    });
    expect(await p.getContact(person.id)).toEqual(contact);
    expect(fake.people[0]!.stage).toBe('Ready to Buy');
  });

  it('answers null for writes to a person FUB does not have, writing nothing', async () => {
    const p = provider();
    expect(await p.addNote(424242, { body: 'x' }, 'dana-broker')).toBeNull();
    expect(await p.updateStage(424242, 'Nurture', 'dana-broker')).toBeNull();
    expect(fake.notes).toEqual([]);
  });

  it('turns a failed write into UNAVAILABLE and leaves FUB as it was', async () => {
    const person = fake.seedPerson({ firstName: 'Remy', stage: 'Lead' });
    fake.failAll(503);
    for (const write of [
      () => provider().addNote(person.id, { body: 'x' }, 'dana-broker'),
      () => provider().updateStage(person.id, 'Closed', 'dana-broker'),
    ]) {
      const error = await write().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'UNAVAILABLE', statusCode: 503 });
      expect((error as AppError).message).toMatch(/^Follow Up Boss is not reachable: /);
    }
    fake.recover();
    expect(fake.notes).toEqual([]);
    expect(fake.people[0]!.stage).toBe('Lead');
    // one call per write: nothing retried inline after a 503
    expect(fake.requests.filter((r) => r.status === 503)).toHaveLength(2);
  });

  it('turns an unreachable or refusing FUB into UNAVAILABLE without the key', async () => {
    const check = async (promise: Promise<unknown>, reason: RegExp) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'UNAVAILABLE', statusCode: 503 });
      expect((error as AppError).message).toMatch(/^Follow Up Boss is not reachable: /);
      expect((error as AppError).message).toMatch(reason);
      expect((error as AppError).message).not.toContain(API_KEY);
    };
    fake.failAll(503);
    await check(provider().listContacts({ page: 1, limit: 25 }), /unavailable/i);
    await check(provider().contactNotes(1, 10), /unavailable/i);
    fake.recover();
    await check(provider(fake.apiBaseUrl, 'wrong-key').getContact(1), /Invalid API key/);

    const gone = await startFakeFollowUpBoss({ apiKey: API_KEY });
    await gone.close();
    await check(provider(gone.apiBaseUrl).getContact(1), /ECONNREFUSED|failed/);
    await check(
      provider(gone.apiBaseUrl).searchContacts('x@y.example', { page: 1, limit: 5 }),
      /ECONNREFUSED|failed/,
    );
  });
});

describe('Follow Up Boss custom fields (the BFR field mapping)', () => {
  it('lists the account’s custom fields by label, across pages', async () => {
    for (let n = 1; n <= 120; n++) {
      fake.seedCustomField({ label: `Zeta Field ${String(n).padStart(3, '0')}` });
    }
    fake.seedCustomField({ label: 'Purchase Contract', type: 'dropdown', choices: ['Yes', 'No'] });
    fake.seedCustomField({ label: 'Close Date', type: 'date' });
    const fields = await provider().customFieldDefinitions();
    expect(fields).toHaveLength(122);
    expect(fields.slice(0, 2)).toEqual([
      { id: expect.any(Number), name: 'customCloseDate', label: 'Close Date', type: 'date' },
      {
        id: expect.any(Number),
        name: 'customPurchaseContract',
        label: 'Purchase Contract',
        type: 'dropdown',
      },
    ]);
    expect(fields.at(-1)!.label).toBe('Zeta Field 120');
    // FUB pages by 100: the second page was read too
    expect(fake.requests.filter((r) => r.path === '/v1/customFields').length).toBe(2);
  });

  it('reads a person’s custom fields with fields=allFields, every value as text', async () => {
    const person = fake.seedPerson({
      firstName: 'Quinn',
      customPC: 'Yes',
      customPurchaseAmount: 450000,
      customFlag: true,
      customTags: ['a', 'b'],
      customEmpty: null,
    });
    expect(await provider().contactCustomFields(person.id)).toEqual({
      customPC: 'Yes',
      customPurchaseAmount: '450000',
      customFlag: 'true',
      customTags: 'a, b',
    });
    expect(fake.requests.at(-1)!.query.fields).toBe('allFields');
    expect(await provider().contactCustomFields(424242)).toBeNull();
  });

  it('writes custom fields with one PUT and records them as a note', async () => {
    const person = fake.seedPerson({ firstName: 'Rowan', customPC: 'No', customKeep: 'kept' });
    const written = await provider().writeCustomFields(
      person.id,
      { customPC: 'Yes', customPurchaseAmount: '450,000', stage: 'Closed' },
      { summary: 'BFR checklist written to CRM fields: Purchase Contract (PC)', author: 'dana' },
    );
    expect(written).toBe(true);
    const stored = fake.people.find((p) => p.id === person.id)!;
    expect(stored).toMatchObject({
      customPC: 'Yes',
      customPurchaseAmount: '450,000',
      customKeep: 'kept',
      // only custom fields are sent
      stage: 'Lead',
    });
    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ customPC: 'Yes', customPurchaseAmount: '450,000' });
    expect(fake.notes).toEqual([
      expect.objectContaining({
        personId: person.id,
        subject: BFR_NOTE_SUBJECT,
        body: 'BFR checklist written to CRM fields: Purchase Contract (PC)',
        isHtml: false,
      }),
    ]);
    // read back as the lookup reads it
    expect(await provider().contactCustomFields(person.id)).toMatchObject({ customPC: 'Yes' });
  });

  it('answers false for a person FUB does not have, and throws UNAVAILABLE while FUB is down', async () => {
    const record = { summary: 'BFR checklist written to CRM fields: x', author: 'dana' };
    expect(await provider().writeCustomFields(424242, { customPC: 'Yes' }, record)).toBe(false);
    expect(fake.notes).toEqual([]);

    const person = fake.seedPerson({ firstName: 'Sage' });
    fake.failAll(503);
    for (const call of [
      provider().customFieldDefinitions(),
      provider().contactCustomFields(person.id),
      provider().writeCustomFields(person.id, { customPC: 'Yes' }, record),
    ]) {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'UNAVAILABLE', statusCode: 503 });
    }
    fake.recover();
    expect(fake.people.find((p) => p.id === person.id)!.customPC).toBeUndefined();
    expect(fake.notes).toEqual([]);
  });
});
