import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import {
  SHOWING_TEXT,
  showingRouteReplySchema,
  showingRoutesReplySchema,
  type ShowingRoute,
} from '../../../contract/showings';
import { listings, showingRoutes } from '../../db/schema';
import { signUp, signUpAdmin } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PROPERTY_NOT_FOUND } from '../listings/service';

const API = '/api/admin/showing-routes';

let t: TestApp;
let admin: HttpClient;
/** Listing ids by MLS number. */
const ids = new Map<string, number>();
const id = (mlsNumber: string) => ids.get(mlsNumber)!;

// four houses along one road in Payson, a fifth without coordinates, one the feed hides
beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database.db, [
    makeListing({ mlsNumber: 'SHOW0', address: '0 Main St', latitude: 34.2, longitude: -111.33 }),
    makeListing({ mlsNumber: 'SHOW1', address: '1 Main St', latitude: 34.21, longitude: -111.32 }),
    makeListing({ mlsNumber: 'SHOW2', address: '2 Main St', latitude: 34.22, longitude: -111.31 }),
    makeListing({ mlsNumber: 'SHOW3', address: '3 Main St', latitude: 34.23, longitude: -111.3 }),
    makeListing({ mlsNumber: 'NOGEO', address: '9 Rim Rd', latitude: null, longitude: null }),
    makeListing({
      mlsNumber: 'HIDDEN',
      latitude: 34.2,
      longitude: -111.3,
      idxDisplayAllowed: false,
    }),
  ]);
  const rows = await t.database.db
    .select({ id: listings.id, mlsNumber: listings.mlsNumber })
    .from(listings);
  for (const row of rows) ids.set(row.mlsNumber, row.id);
  admin = await signUpAdmin(t, 'planner');
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json());
const rowCount = async () => (await t.database.db.select().from(showingRoutes)).length;

async function plan(body: Record<string, unknown>): Promise<ShowingRoute> {
  const res = await admin.post(API, body);
  expect(res.statusCode, res.body).toBe(201);
  return showingRouteReplySchema.parse(res.json()).route;
}

describe('showing planner API', () => {
  it('is for staff only: 401 anonymous, 403 a signed-in visitor', async () => {
    const anonymous = createHttpClient(t.app);
    const visitor = await signUp(t, 'buyer');
    const body = { name: 'Tour', propertyIds: [id('SHOW0'), id('SHOW1')] };
    expect((await anonymous.post(API, body)).statusCode).toBe(401);
    expect(errorOf(await anonymous.get(API)).message).toBe(AUTH_MESSAGES.notAuthenticated);
    expect((await visitor.post(API, body)).statusCode).toBe(403);
    expect((await visitor.get(`${API}/1`)).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', propertyIds: [id('SHOW0'), id('SHOW1')] }, 'name', SHOWING_TEXT.nameRequired],
      [{ name: 'Tour', propertyIds: [id('SHOW0')] }, 'propertyIds', SHOWING_TEXT.stops],
      [
        { name: 'Tour', propertyIds: [id('SHOW0'), id('SHOW0')] },
        'propertyIds',
        SHOWING_TEXT.stopTwice,
      ],
      [
        { name: 'Tour', propertyIds: [id('SHOW0'), id('SHOW1')], timeAtEachProperty: 4 },
        'timeAtEachProperty',
        SHOWING_TEXT.minutes,
      ],
      [
        { name: 'Tour', propertyIds: [id('SHOW0'), id('SHOW1')], startsAt: 'tomorrow' },
        'startsAt',
        SHOWING_TEXT.startsAt,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post(API, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fieldErrors?.[field]).toBe(message);
    }
    expect(await rowCount()).toBe(0);
  });

  it('refuses a hidden or missing listing', async () => {
    for (const gone of [id('HIDDEN'), 999_999]) {
      const res = await admin.post(API, { name: 'Tour', propertyIds: [id('SHOW0'), gone] });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({
        message: PROPERTY_NOT_FOUND,
        fieldErrors: { propertyIds: SHOWING_TEXT.listingGone(gone) },
      });
    }
    expect(await rowCount()).toBe(0);
  });

  it('computes and stores the route in driving order; renames, reorders, deletes', async () => {
    const picked = ['SHOW2', 'SHOW0', 'NOGEO', 'SHOW3', 'SHOW1'].map(id);
    const route = await plan({
      name: 'Saturday tour',
      propertyIds: picked,
      startsAt: '2026-11-28T16:00:00.000Z',
    });
    expect(route.propertyIds).toEqual(picked);
    expect(route.timeAtEachProperty).toBe(30);
    const order = route.stops.map((s) => s.property?.mlsNumber);
    // along the road end to end (either way), the listing without coordinates last
    expect([order.slice(0, 4).join(), order.slice(0, 4).reverse().join()]).toContain(
      'SHOW0,SHOW1,SHOW2,SHOW3',
    );
    expect(route.stops[4]).toMatchObject({ located: false, arriveAt: null });
    expect(route.stops[0]).toMatchObject({ arriveAt: '2026-11-28T16:00:00.000Z', leaveOffset: 30 });
    expect(route.totalMiles).toBeLessThanOrEqual(route.pickedOrderMiles);
    expect(route.ordering).toBe('optimized');

    const list = showingRoutesReplySchema.parse((await admin.get(API)).json()).routes;
    expect(list.map((r) => r.name)).toEqual(['Saturday tour']);
    const stored = showingRouteReplySchema.parse((await admin.get(`${API}/${route.id}`)).json());
    expect(stored.route.stops.map((s) => s.id)).toEqual(route.stops.map((s) => s.id));

    // a manual order is kept, and 45 minutes at each moves the times
    const manual = [...picked].reverse();
    const res = await admin.request('PATCH', `${API}/${route.id}`, {
      name: 'Sunday tour',
      order: manual,
      timeAtEachProperty: 45,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = showingRouteReplySchema.parse(res.json()).route;
    expect(updated).toMatchObject({
      name: 'Sunday tour',
      ordering: 'manual',
      timeAtEachProperty: 45,
    });
    expect(updated.stops.map((s) => s.id)).toEqual(manual);
    expect(updated.stops[0]).toMatchObject({ leaveOffset: 45 });

    const wrongOrder = await admin.request('PATCH', `${API}/${route.id}`, {
      order: [id('SHOW0'), id('SHOW1')],
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(errorOf(wrongOrder).fieldErrors?.order).toBe(SHOWING_TEXT.order);

    expect((await admin.request('DELETE', `${API}/${route.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${API}/${route.id}`)).statusCode).toBe(404);
    expect(await rowCount()).toBe(0);
  });

  it('keeps the client with the saved route: planned, listed, kept by other changes, cleared', async () => {
    const tooLong = await admin.post(API, {
      name: 'Tour',
      clientName: 'x'.repeat(101),
      propertyIds: [id('SHOW0'), id('SHOW1')],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fieldErrors?.clientName).toBe(SHOWING_TEXT.clientTooLong);

    const noClient = await plan({ name: 'Alone', propertyIds: [id('SHOW0'), id('SHOW1')] });
    expect(noClient.clientName).toBeNull();
    const route = await plan({
      name: 'For the Garcias',
      clientName: '  Ana Garcia ',
      propertyIds: [id('SHOW2'), id('SHOW3')],
    });
    expect(route.clientName).toBe('Ana Garcia');
    const listed = showingRoutesReplySchema.parse((await admin.get(API)).json()).routes;
    expect(listed.find((r) => r.id === route.id)?.clientName).toBe('Ana Garcia');

    // a new order or name keeps the client; a new client replaces it; '' removes it
    const reordered = await admin.request('PATCH', `${API}/${route.id}`, {
      order: [id('SHOW3'), id('SHOW2')],
    });
    expect(showingRouteReplySchema.parse(reordered.json()).route.clientName).toBe('Ana Garcia');
    const renamed = await admin.request('PATCH', `${API}/${route.id}`, { clientName: 'Bo Lee' });
    expect(showingRouteReplySchema.parse(renamed.json()).route.clientName).toBe('Bo Lee');
    const stored = showingRouteReplySchema.parse((await admin.get(`${API}/${route.id}`)).json());
    expect(stored.route.clientName).toBe('Bo Lee');
    const cleared = await admin.request('PATCH', `${API}/${route.id}`, { clientName: '' });
    expect(showingRouteReplySchema.parse(cleared.json()).route.clientName).toBeNull();

    for (const r of [noClient, route]) await admin.request('DELETE', `${API}/${r.id}`);
  });

  it('finds a listing by its MLS number, while the site shows it', async () => {
    const found = await admin.get(`${API}/listing?mlsNumber=show1`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ property: { mlsNumber: 'SHOW1' } });
    expect((await admin.get(`${API}/listing?mlsNumber=HIDDEN`)).statusCode).toBe(404);
  });
});
