import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteInfoResponse } from '../../../contract/system';
import { GOOGLE_MAP_TILES, OPENSTREETMAP_TILES } from '../../../core/map-tile-source';
import {
  startFakeGoogleMaps,
  type FakeGoogleMaps,
} from '../../integrations/google-maps/fake/server';
import { fakeTilePng } from '../../integrations/google-maps/fake/tile-png';
import { signUpAdmin } from '../../testing/admin-client';
import { freePort } from '../../testing/free-port';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAP_TILE_NOT_FOUND, MAP_TILES_OFF, MAP_TILES_UNAVAILABLE } from './service';

const PANEL_KEY = 'AIzaPanelTilesKey-0123456789abcdef';
const ENV_KEY = 'AIzaEnvTilesKey-fedcba9876543210';

let fake: FakeGoogleMaps;
let t: TestApp;
let admin: HttpClient;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeGoogleMaps({ apiKey: PANEL_KEY });
  t = await createTestApp({
    env: { GOOGLE_MAP_TILES_BASE_URL: fake.tilesBaseUrl },
    logger: pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) }),
  });
  admin = await signUpAdmin(t, 'tiles-admin');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function setMapsKey(change: { enabled?: boolean; apiKey?: string | null }) {
  const res = await admin.request('PATCH', '/api/admin/settings', {
    apiSettings: { googleMaps: change },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const visitor = () => createHttpClient(t.app);
const siteTiles = async () => (await visitor().get('/api/site')).json<SiteInfoResponse>().mapTiles;
const sessions = () => fake.tileRequests.filter((r) => r.kind === 'session').length;
const tileCalls = () => fake.tileRequests.filter((r) => r.kind === 'tile').length;

function expectNoKeyAnywhere(...texts: string[]) {
  for (const text of [...texts, logLines.join('\n')]) {
    expect(text).not.toContain(PANEL_KEY);
    expect(text).not.toContain('wrong-tiles-key-123');
  }
}

describe('the /map-tiles/ path and the site’s tile source', () => {
  it('is off without a Maps key: 404 JSON, and the maps use OpenStreetMap', async () => {
    expect(await siteTiles()).toEqual(OPENSTREETMAP_TILES);
    const res = await visitor().get('/map-tiles/14/3000/6500');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: MAP_TILES_OFF });
    expect(fake.tileRequests).toEqual([]);
  });

  it('serves Google’s tiles once the admin panel has a key, through one kept session', async () => {
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    expect(await siteTiles()).toEqual(GOOGLE_MAP_TILES);

    const res = await visitor().get('/map-tiles/14/3000/6500');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(fakeTilePng(14, 3000, 6500))).toBe(true);

    const other = await visitor().get('/map-tiles/14/3001/6500');
    expect(other.rawPayload.equals(fakeTilePng(14, 3001, 6500))).toBe(true);
    // the same tile again comes from memory
    const again = await visitor().get('/map-tiles/14/3000/6500');
    expect(again.rawPayload.equals(fakeTilePng(14, 3000, 6500))).toBe(true);
    expect({ sessions: sessions(), tiles: tileCalls() }).toEqual({ sessions: 1, tiles: 2 });
    expectNoKeyAnywhere(res.body, JSON.stringify(res.headers));
  });

  it('asks for one session when a map’s first tiles arrive together', async () => {
    // the session kept from the test before is one the reset fake no longer knows: all eight
    // are refused, and one new session serves them all
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    const replies = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((x) => visitor().get(`/map-tiles/10/${100 + x}/200`)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect({ sessions: sessions(), tiles: tileCalls() }).toEqual({ sessions: 1, tiles: 16 });
    const more = await Promise.all(
      [0, 1, 2, 3].map((x) => visitor().get(`/map-tiles/10/${100 + x}/201`)),
    );
    expect(more.map((r) => r.statusCode)).toEqual(Array(4).fill(200));
    expect({ sessions: sessions(), tiles: tileCalls() }).toEqual({ sessions: 1, tiles: 20 });
  });

  it('makes a new session once when Google refuses the kept one', async () => {
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    expect((await visitor().get('/map-tiles/5/1/1')).statusCode).toBe(200);
    fake.expireSessions();
    const res = await visitor().get('/map-tiles/5/2/1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(fakeTilePng(5, 2, 1))).toBe(true);
    // the refused tile, one new session, the tile again with it
    const [refused, made, retried] = fake.tileRequests.slice(-3);
    expect(made?.kind).toBe('session');
    expect(refused).toMatchObject({ kind: 'tile', z: 5, x: 2, y: 1 });
    expect(retried).toMatchObject({ kind: 'tile', z: 5, x: 2, y: 1 });
    expect(retried?.kind === 'tile' && retried.session).not.toBe(
      refused?.kind === 'tile' && refused.session,
    );
  });

  it('refuses z/x/y outside the map with a 400 JSON message, asking Google nothing', async () => {
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    for (const path of [
      '/map-tiles/23/0/0',
      '/map-tiles/2/4/0',
      '/map-tiles/2/0/4',
      '/map-tiles/0/1/0',
      '/map-tiles/a/0/0',
      '/map-tiles/1/0/-1',
      '/map-tiles/1/0/1.5',
      '/map-tiles/99999999999/0/0',
    ]) {
      const res = await visitor().get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const path of [
      '/map-tiles/1/0',
      '/map-tiles/1/0/0/0',
      `/map-tiles/${'9'.repeat(200)}/0/0`,
    ]) {
      const res = await visitor().get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ code: 'NOT_FOUND', message: MAP_TILE_NOT_FOUND });
    }
    expect(fake.tileRequests).toEqual([]);
  });

  it('answers 503 JSON (never a 500 or a stack) when Google fails or is out of reach', async () => {
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    fake.failNextTiles(3, 'http-500');
    const res = await visitor().get('/map-tiles/6/10/20');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: MAP_TILES_UNAVAILABLE });
    fake.failNextTiles(3, 'drop');
    const dropped = await visitor().get('/map-tiles/6/10/21');
    expect(dropped.statusCode).toBe(503);
    expect(dropped.body).not.toMatch(/at .*\.ts|stack/i);
    expectNoKeyAnywhere(res.body, dropped.body);
  });

  it('answers a tile Google does not have with 404 JSON', async () => {
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    expect((await visitor().get('/map-tiles/22/1/1')).statusCode).toBe(200);
    fake.failNextTiles(1, 'not-found');
    const res = await visitor().get('/map-tiles/22/1/2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: MAP_TILE_NOT_FOUND });
  });

  it('answers 503 for a key Google refuses, without the key in a reply or the log', async () => {
    await setMapsKey({ enabled: true, apiKey: 'wrong-tiles-key-123' });
    const res = await visitor().get('/map-tiles/3/1/1');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: MAP_TILES_UNAVAILABLE });
    // the refused session is not asked for again at once
    const again = await visitor().get('/map-tiles/3/2/1');
    expect(again.statusCode).toBe(503);
    expect(sessions()).toBe(1);
    expect(logLines.join('\n')).toContain('a Google map tile could not be fetched');
    expectNoKeyAnywhere(res.body, again.body);
  });

  it('goes back to OpenStreetMap when the panel switches Google Maps off', async () => {
    await setMapsKey({ enabled: true, apiKey: PANEL_KEY });
    expect(await siteTiles()).toEqual(GOOGLE_MAP_TILES);
    await setMapsKey({ enabled: false });
    expect(await siteTiles()).toEqual(OPENSTREETMAP_TILES);
    expect((await visitor().get('/map-tiles/1/0/0')).statusCode).toBe(404);
    await setMapsKey({ enabled: true, apiKey: null });
    expect(await siteTiles()).toEqual(OPENSTREETMAP_TILES);
  });
});

describe('the tile source from the environment', () => {
  it('uses GOOGLE_MAPS_API_KEY when the panel has none, and a down Google is a 503', async () => {
    const port = await freePort();
    const app = await createTestApp({
      env: { GOOGLE_MAPS_API_KEY: ENV_KEY, GOOGLE_MAP_TILES_BASE_URL: `http://127.0.0.1:${port}` },
    });
    try {
      const client = createHttpClient(app.app);
      expect((await client.get('/api/site')).json<SiteInfoResponse>().mapTiles).toEqual(
        GOOGLE_MAP_TILES,
      );
      const res = await client.get('/map-tiles/4/3/5');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: MAP_TILES_UNAVAILABLE });
      expect(res.body).not.toContain(ENV_KEY);
    } finally {
      await app.close();
    }
  });
});
