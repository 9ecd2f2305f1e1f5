import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesReplySchema } from '../../../contract/crm';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { validLead } from '../../testing/lead-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { activitySenderJob } from './service';

const FUB_KEY = 'fub-activity-key';

let counter = 0;
/** A valid new-client submission of a new person. */
function lead(overrides: Parameters<typeof validLead>[0] = {}) {
  counter += 1;
  return validLead({
    firstName: 'Vera',
    lastName: `Visitor${counter}`,
    email: `vera.visitor${counter}@example.com`,
    phone: `(928) 555-${String(4000 + counter)}`,
    ...overrides,
  });
}

/** The id of the listing with this MLS number. */
async function listingId(t: TestApp, mls: string): Promise<number> {
  const res = await createHttpClient(t.app).get(`/api/properties?mlsNumber=${mls}&limit=1`);
  return (res.json() as { properties: Array<{ id: number }> }).properties[0]!.id;
}

async function activitiesOf(admin: HttpClient, contactId: number) {
  const res = await admin.get(`/api/contacts/${contactId}/activities`);
  expect(res.statusCode, res.body).toBe(200);
  return activitiesReplySchema.parse(res.json()).activities;
}

async function contactIdByEmail(admin: HttpClient, email: string): Promise<number> {
  const res = await admin.get(`/api/contacts/search?q=${encodeURIComponent(email)}`);
  const [contact] = (res.json() as { contacts: Array<{ id: number }> }).contacts;
  return contact!.id;
}

describe('visitor activity in the built-in CRM', () => {
  let t: TestApp;
  let admin: HttpClient;
  let viewedId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'activity-admin');
    await insertListings(t.database.db, [
      makeListing({
        listingKey: 'act-1',
        mlsNumber: '6600001',
        address: '1 Juniper Ln',
        city: 'Payson',
      }),
      makeListing({
        listingKey: 'act-2',
        mlsNumber: '6600002',
        address: '2 Cedar Ct',
        city: 'Pine',
      }),
    ]);
    viewedId = await listingId(t, '6600001');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps nothing of an anonymous visitor, and says so to nobody (204)', async () => {
    const anonymous = createHttpClient(t.app);
    const res = await anonymous.post('/api/activity', {
      type: 'viewed-property',
      propertyId: viewedId,
    });
    expect(res.statusCode).toBe(204);
    const search = await anonymous.post('/api/activity', {
      type: 'property-search',
      search: '?city=Payson',
    });
    expect(search.statusCode).toBe(204);
    expect((await admin.get('/api/contacts')).json().totalInAccount).toBe(0);
  });

  it("records a form visitor's views and searches on their contact, once per half hour", async () => {
    const browser = createHttpClient(t.app);
    const form = lead();
    expect((await browser.post('/api/contacts', form)).statusCode).toBe(200);
    expect(browser.cookies.has('rl_visitor')).toBe(true);
    const contactId = await contactIdByEmail(admin, form.email);

    await browser.post('/api/activity', { type: 'viewed-property', propertyId: viewedId });
    await browser.post('/api/activity', { type: 'viewed-property', propertyId: viewedId });
    await browser.post('/api/activity', {
      type: 'property-search',
      search: '?city=Payson&minBeds=3&maxPrice=600000',
    });
    const activity = await activitiesOf(admin, contactId);
    expect(activity.map((a) => [a.activityType, a.description])).toEqual(
      expect.arrayContaining([
        ['Viewed Property', 'Viewed 1 Juniper Ln, Payson (MLS #6600001)'],
        ['Property Search', 'Searched Payson, up to $600,000, 3+ beds'],
      ]),
    );
    expect(activity.filter((a) => a.activityType === 'Viewed Property')).toHaveLength(1);
  });

  it("never ties a browser to a contact someone else's e-mail names, nor trusts a forged cookie", async () => {
    const owner = lead();
    await createHttpClient(t.app).post('/api/contacts', owner);
    const impostor = createHttpClient(t.app);
    await impostor.post('/api/contacts', { ...lead(), email: owner.email });
    // the impostor's browser got the cookie every sender gets (issue 39), naming nobody
    expect(impostor.cookies.has('rl_visitor')).toBe(true);
    const ownerId = await contactIdByEmail(admin, owner.email);
    await impostor.post('/api/activity', { type: 'viewed-property', propertyId: viewedId });
    expect(
      (await activitiesOf(admin, ownerId)).some((a) => a.activityType === 'Viewed Property'),
    ).toBe(false);

    const forged = createHttpClient(t.app);
    forged.cookies.set('rl_visitor', String(ownerId));
    await forged.post('/api/activity', { type: 'viewed-property', propertyId: viewedId });
    const activity = await activitiesOf(admin, ownerId);
    expect(activity.some((a) => a.activityType === 'Viewed Property')).toBe(false);
  });

  it('reads only an intact cookie of the current format, and keeps a returning visitor known (issue 39)', async () => {
    const owner = createHttpClient(t.app);
    const form = lead();
    await owner.post('/api/contacts', form);
    const sealed = owner.cookies.get('rl_visitor')!;
    const ownerId = await contactIdByEmail(admin, form.email);
    const views = async () =>
      (await activitiesOf(admin, ownerId)).filter((a) => a.activityType === 'Viewed Property');

    const altered = sealed.slice(0, -1) + (sealed.endsWith('A') ? 'B' : 'A');
    for (const value of [
      t.app.signCookie(String(ownerId)), // the signed, clear-text id of before issue 39
      String(ownerId),
      altered,
      sealed.slice(0, -2),
      `${sealed}AAAA`,
    ]) {
      const browser = createHttpClient(t.app);
      browser.cookies.set('rl_visitor', value);
      expect(
        (await browser.post('/api/activity', { type: 'viewed-property', propertyId: viewedId }))
          .statusCode,
      ).toBe(204);
    }
    expect(await views()).toEqual([]);

    // the same browser sends the form again with an e-mail that is already a contact: the
    // cookie is set again (a fresh value), still naming the contact this browser created
    await owner.post('/api/contacts', { ...lead(), email: form.email });
    expect(owner.cookies.get('rl_visitor')).not.toBe(sealed);
    await owner.post('/api/activity', { type: 'viewed-property', propertyId: viewedId });
    expect(await views()).toHaveLength(1);
  });

  it('records the save of a form visitor who signed up afterwards on the form contact', async () => {
    const browser = createHttpClient(t.app);
    const form = lead();
    await browser.post('/api/contacts', form);
    const registered = await browser.post('/api/register', {
      username: `form-${counter}`,
      email: form.email,
      password: 'granite-ridge-42',
      firstName: form.firstName,
      lastName: form.lastName,
    });
    expect(registered.statusCode).toBe(201);
    expect((await browser.post('/api/favorites', { propertyId: viewedId })).statusCode).toBe(201);
    const contactId = await contactIdByEmail(admin, form.email);
    await expect
      .poll(async () => (await activitiesOf(admin, contactId)).map((a) => a.activityType))
      .toContain('Saved Property');
  });

  it('records a signed-in visitor saving a listing on the contact of their account', async () => {
    const member = await signUp(t, 'saver-sam');
    const cedar = await listingId(t, '6600002');
    expect((await member.post('/api/favorites', { propertyId: cedar })).statusCode).toBe(201);
    await member.post('/api/activity', { type: 'viewed-property', propertyId: cedar });
    await expect
      .poll(async () => {
        const res = await admin.get('/api/contacts/search?q=saver-sam%40example.com');
        return (res.json() as { contacts: unknown[] }).contacts.length;
      })
      .toBe(1);
    const contactId = await contactIdByEmail(admin, 'saver-sam@example.com');
    await expect
      .poll(async () => (await activitiesOf(admin, contactId)).map((a) => a.activityType).sort())
      .toEqual(['Saved Property', 'Viewed Property']);
  });
});

describe('visitor activity sent to Follow Up Boss', () => {
  let fub: FakeFollowUpBoss;
  let t: TestApp;

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
    t = await createTestApp({
      env: {
        FUB_API_KEY: FUB_KEY,
        FUB_BASE_URL: fub.apiBaseUrl,
        PUBLIC_URL: 'https://homes.example',
      },
      jobs: ({ database, config, integrations }) => [
        activitySenderJob({ db: database.db, config, integrations }),
      ],
    });
    await insertListings(t.database.db, [
      makeListing({
        listingKey: 'fub-act-1',
        mlsNumber: '6700001',
        address: '7 Aspen Way',
        city: 'Pine',
      }),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await fub?.close();
  });

  it('sends views and searches of a known visitor as events of that person, batched off the request', async () => {
    const browser = createHttpClient(t.app);
    const form = lead();
    await browser.post('/api/contacts', form);
    const id = await listingId(t, '6700001');
    const before = fub.events.length;
    expect(
      (await browser.post('/api/activity', { type: 'viewed-property', propertyId: id })).statusCode,
    ).toBe(204);
    await browser.post('/api/activity', {
      type: 'property-search',
      search: '?city=Pine&minBeds=2',
    });

    await expect
      .poll(
        () =>
          fub.events
            .slice(before)
            .map((e) => e.type)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(['Property Search', 'Viewed Property']);
    const viewed = fub.events.slice(before).find((e) => e.type === 'Viewed Property')!;
    expect(viewed).toMatchObject({
      person: { emails: [{ value: form.email }] },
      property: {
        street: '7 Aspen Way',
        mlsNumber: '6700001',
        url: `https://homes.example/property/${id}`,
      },
    });
    const search = fub.events.slice(before).find((e) => e.type === 'Property Search')!;
    expect(search).toMatchObject({ propertySearch: { city: 'Pine', minBedrooms: 2 } });
  });
});
