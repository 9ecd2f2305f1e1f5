import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesReplySchema } from '../../../contract/crm';
import { apiErrorSchema } from '../../../contract/errors';
import {
  comparisonNoteReplySchema,
  contactComparisonReplySchema,
  contactComparisonsReplySchema,
  savedComparisonsReplySchema,
  type ContactComparison,
} from '../../../contract/saved-comparisons';
import {
  COMPARISON_NOTE_SUBJECT,
  SAVED_COMPARISON_TEXT as TEXT,
} from '../../../core/saved-comparisons';
import { crmContacts, crmNotes, listings } from '../../db/schema';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CONTACT_NOT_FOUND } from '../crm/provider';

const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json());

/** Three displayable listings of a test app, by MLS number. */
async function seedListings(t: TestApp, prefix: string): Promise<number[]> {
  await insertListings(
    t.database.db,
    [1, 2, 3].map((n) => makeListing({ mlsNumber: `${prefix}${n}`, address: `${n} Cedar Ct` })),
  );
  const rows = await t.database.db
    .select({ id: listings.id, mlsNumber: listings.mlsNumber })
    .from(listings);
  return [1, 2, 3].map((n) => rows.find((r) => r.mlsNumber === `${prefix}${n}`)!.id);
}

async function saveFor(
  staff: HttpClient,
  contactId: number,
  name: string,
  propertyIds: number[],
): Promise<ContactComparison> {
  const res = await staff.post(`/api/contacts/${contactId}/comparisons`, { name, propertyIds });
  expect(res.statusCode, res.body).toBe(201);
  return contactComparisonReplySchema.parse(res.json()).comparison;
}

describe('staff save comparisons for a contact of the built-in CRM', () => {
  let t: TestApp;
  let staff: HttpClient;
  let visitor: HttpClient;
  let listingIds: number[];
  let contactId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://homes.example' } });
    listingIds = await seedListings(t, 'BIC');
    const lead = validLead({ firstName: 'Harper', lastName: 'Quail' });
    const res = await createHttpClient(t.app).post('/api/contacts', lead);
    expect(res.statusCode, res.body).toBe(200);
    const [contact] = await t.database.db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, lead.email.toLowerCase()));
    contactId = contact!.id;
    staff = await signUpAdmin(t, 'agent-dana');
    visitor = await signUp(t, 'just-a-visitor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps these calls to staff: 401 anonymous, 403 for a visitor, and nothing saved', async () => {
    const calls = [
      ['GET', `/api/contacts/${contactId}/comparisons`, undefined],
      ['POST', `/api/contacts/${contactId}/comparisons`, { name: 'x', propertyIds: listingIds }],
      ['DELETE', `/api/contacts/${contactId}/comparisons/1`, undefined],
      ['POST', `/api/contacts/${contactId}/comparisons/1/note`, {}],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await createHttpClient(t.app).request(method, url, body)).statusCode, url).toBe(401);
      expect((await visitor.request(method, url, body)).statusCode, url).toBe(403);
    }
    const list = await staff.get(`/api/contacts/${contactId}/comparisons`);
    expect(contactComparisonsReplySchema.parse(list.json()).comparisons).toEqual([]);
  });

  it('saves one for the contact, lists it on their page, and writes its link in a CRM note', async () => {
    const saved = await saveFor(staff, contactId, 'Cedar Court homes', listingIds);
    expect(saved).toMatchObject({
      contactId,
      createdBy: 'agent-dana',
      name: 'Cedar Court homes',
      propertyIds: listingIds,
      url: `https://homes.example/compare?saved=${saved.shareId}`,
    });
    expect(saved.listings.every((l) => l.available)).toBe(true);

    const list = await staff.get(`/api/contacts/${contactId}/comparisons`);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(contactComparisonsReplySchema.parse(list.json()).comparisons).toEqual([saved]);
    // it is the contact's, not the staff member's own
    const own = await staff.get('/api/comparisons');
    expect(savedComparisonsReplySchema.parse(own.json()).comparisons).toEqual([]);

    const res = await staff.post(`/api/contacts/${contactId}/comparisons/${saved.id}/note`, {
      message: 'The two on Cedar Ct have the biggest lots.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { note } = comparisonNoteReplySchema.parse(res.json());
    expect(note.subject).toBe(COMPARISON_NOTE_SUBJECT);
    expect(note.body).toBe(
      `Saved comparison "Cedar Court homes" (3 properties): ${saved.url}\n\n` +
        'The two on Cedar Ct have the biggest lots.',
    );
    const stored = await t.database.db
      .select()
      .from(crmNotes)
      .where(and(eq(crmNotes.contactId, contactId), eq(crmNotes.subject, COMPARISON_NOTE_SUBJECT)));
    expect(stored.map((n) => [n.subject, n.body, n.createdBy])).toEqual([
      [COMPARISON_NOTE_SUBJECT, note.body, 'agent-dana'],
    ]);
    const notes = await staff.get(`/api/contacts/${contactId}/notes`);
    expect(notesReplySchema.parse(notes.json()).notes[0]?.body).toContain(saved.url);

    // the link shows the name and the listings to whoever holds it, not the contact
    const shared = await createHttpClient(t.app).get(`/api/comparisons/shared/${saved.shareId}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({
      name: 'Cedar Court homes',
      listings: listingIds.map((id) => ({ id, available: true })),
    });
    expect(shared.body).not.toContain('Harper');
    expect(shared.body).not.toContain('agent-dana');
  });

  it('refuses bad input and unknown contacts or comparisons, and writes no note for them', async () => {
    const bad = await staff.post(`/api/contacts/${contactId}/comparisons`, {
      name: '',
      propertyIds: [listingIds[0]],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fieldErrors).toMatchObject({ name: TEXT.nameRequired });

    const nobody = await staff.post('/api/contacts/999999/comparisons', {
      name: 'Nobody',
      propertyIds: listingIds,
    });
    expect(nobody.statusCode).toBe(404);
    expect(errorOf(nobody).message).toBe(CONTACT_NOT_FOUND);

    const taken = await staff.post(`/api/contacts/${contactId}/comparisons`, {
      name: 'cedar court HOMES',
      propertyIds: listingIds.slice(0, 2),
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fieldErrors).toEqual({
      name: TEXT.contactNameTaken('cedar court HOMES'),
    });

    const notesBefore = (await t.database.db.select().from(crmNotes)).length;
    const missing = await staff.post(`/api/contacts/${contactId}/comparisons/999999/note`, {});
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TEXT.notFound);
    const long = await staff.post(`/api/contacts/${contactId}/comparisons/1/note`, {
      message: 'x'.repeat(2_001),
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fieldErrors).toEqual({ message: 'At most 2000 characters' });
    expect((await t.database.db.select().from(crmNotes)).length).toBe(notesBefore);
  });

  it("keeps each contact's comparisons to that contact, and deletes them", async () => {
    const other = validLead({ firstName: 'Rowan' });
    await createHttpClient(t.app).post('/api/contacts', other);
    const [row] = await t.database.db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.emailKey, other.email.toLowerCase()));
    const saved = await saveFor(staff, contactId, 'To delete', listingIds.slice(1));
    // through another contact's address the comparison is not found
    const wrong = await staff.request('DELETE', `/api/contacts/${row!.id}/comparisons/${saved.id}`);
    expect(wrong.statusCode).toBe(404);
    const note = await staff.post(`/api/contacts/${row!.id}/comparisons/${saved.id}/note`, {});
    expect(note.statusCode).toBe(404);

    const gone = await staff.request(
      'DELETE',
      `/api/contacts/${contactId}/comparisons/${saved.id}`,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: saved.id, deleted: true });
    const list = contactComparisonsReplySchema.parse(
      (await staff.get(`/api/contacts/${contactId}/comparisons`)).json(),
    );
    expect(list.comparisons.map((c) => c.name)).toEqual(['Cedar Court homes']);
  });
});

describe('staff save comparisons for a contact of Follow Up Boss', () => {
  const FUB_KEY = 'fub-comparison-key';
  let fub: FakeFollowUpBoss;
  let t: TestApp;
  let staff: HttpClient;
  let listingIds: number[];

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://homes.example',
        FUB_API_KEY: FUB_KEY,
        FUB_BASE_URL: fub.apiBaseUrl,
      },
    });
    listingIds = await seedListings(t, 'FUBC');
    staff = await signUpAdmin(t, 'agent-morgan');
  });
  afterAll(async () => {
    await t?.close();
    await fub?.close();
  });

  it('saves for a Follow Up Boss person and writes the link as a note there', async () => {
    const person = fub.seedPerson({ firstName: 'Sage', lastName: 'Willow', name: 'Sage Willow' });
    const saved = await saveFor(staff, person.id, 'Willow picks', listingIds);
    expect(saved.contactId).toBe(person.id);

    const res = await staff.post(`/api/contacts/${person.id}/comparisons/${saved.id}/note`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(fub.notes.at(-1)).toMatchObject({
      personId: person.id,
      subject: COMPARISON_NOTE_SUBJECT,
      body: `Saved comparison "Willow picks" (3 properties): ${saved.url}`,
      isHtml: false,
    });
    // nothing went to the built-in CRM's notes
    expect(await t.database.db.select().from(crmNotes)).toEqual([]);
    const list = contactComparisonsReplySchema.parse(
      (await staff.get(`/api/contacts/${person.id}/comparisons`)).json(),
    );
    expect(list.comparisons.map((c) => c.id)).toEqual([saved.id]);

    const unknown = await staff.post('/api/contacts/424242/comparisons', {
      name: 'Nobody',
      propertyIds: listingIds,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the comparison when Follow Up Boss is down for the note, and sends it once it is back', async () => {
    const person = fub.seedPerson({ firstName: 'Quinn', name: 'Quinn Aspen' });
    const saved = await saveFor(staff, person.id, 'Aspen homes', listingIds.slice(0, 2));
    const notesBefore = fub.notes.length;
    fub.failAll(503);
    try {
      const res = await staff.post(`/api/contacts/${person.id}/comparisons/${saved.id}/note`, {});
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).message).toMatch(/^Follow Up Boss is not reachable/);
      expect(res.body).not.toContain(FUB_KEY);
    } finally {
      fub.recover();
    }
    expect(fub.notes).toHaveLength(notesBefore);
    const list = contactComparisonsReplySchema.parse(
      (await staff.get(`/api/contacts/${person.id}/comparisons`)).json(),
    );
    expect(list.comparisons.map((c) => c.name)).toEqual(['Aspen homes']);

    const again = await staff.post(`/api/contacts/${person.id}/comparisons/${saved.id}/note`, {});
    expect(again.statusCode, again.body).toBe(201);
    expect(fub.notes).toHaveLength(notesBefore + 1);
    expect(fub.notes.at(-1)?.body).toContain(saved.url);
  });
});
