import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_MAP_TILES_MESSAGES, startFakeGoogleMaps, type FakeGoogleMaps } from './fake/server';
import { fakeTilePng } from './fake/tile-png';
import { createMapTilesClient, MAP_TILES_SESSION_REQUEST, MapTilesError } from './tiles-client';
import { freePort } from '../../testing/free-port';

let fake: FakeGoogleMaps;
const KEY = 'AIzaFakeTilesKey-0123456789abcdef';

beforeAll(async () => {
  fake = await startFakeGoogleMaps({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = (apiKey = KEY, baseUrl = fake.tilesBaseUrl, timeoutMs?: number) =>
  createMapTilesClient({ baseUrl, apiKey, ...(timeoutMs === undefined ? {} : { timeoutMs }) });

async function failure(call: Promise<unknown>): Promise<MapTilesError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MapTilesError);
  return error as MapTilesError;
}

describe('Google Map Tiles client', () => {
  it('creates a road map session and reads its expiry', async () => {
    const before = Date.now();
    const session = await client().createSession();
    expect(session.session).toMatch(/^fake-session-/);
    expect(session.expiresAt.getTime()).toBeGreaterThan(before + 13 * 86_400_000);
    expect(session).toMatchObject({ tileWidth: 256, tileHeight: 256, imageFormat: 'png' });
    expect(fake.tileRequests).toEqual([{ kind: 'session', body: MAP_TILES_SESSION_REQUEST }]);
  });

  it('fetches a tile: the fake’s valid 256x256 PNG', async () => {
    const c = client();
    const { session } = await c.createSession();
    const tile = await c.tile(session, 14, 3000, 6500);
    expect(tile.contentType).toBe('image/png');
    expect(tile.body.equals(fakeTilePng(14, 3000, 6500))).toBe(true);
    // a PNG: signature, IHDR of 256x256, and an IDAT that inflates to 256 rows of RGB
    expect(tile.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(tile.body.readUInt32BE(16)).toBe(256);
    expect(tile.body.readUInt32BE(20)).toBe(256);
    const idatLength = tile.body.readUInt32BE(33);
    expect(tile.body.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(tile.body.subarray(41, 41 + idatLength)).length).toBe(256 * (1 + 256 * 3));
    expect(fakeTilePng(14, 3001, 6500).equals(tile.body)).toBe(false);
    expect(fake.tileRequests.at(-1)).toEqual({ kind: 'tile', z: 14, x: 3000, y: 6500, session });
  });

  it('reports a wrong key as denied, in Google’s words, without the key', async () => {
    const wrong = 'AIzaWrongTilesKey-fedcba9876543210';
    const error = await failure(client(wrong).createSession());
    expect(error).toMatchObject({ kind: 'denied', status: 'INVALID_ARGUMENT', httpStatus: 400 });
    expect(error.message).toBe(
      `Google Map Tiles answered HTTP 400 INVALID_ARGUMENT: ${FAKE_MAP_TILES_MESSAGES.invalidKey}`,
    );
    expect(error.message).not.toContain(wrong);
    fake.apiEnabled = false;
    const disabled = await failure(client().createSession());
    expect(disabled).toMatchObject({
      kind: 'denied',
      status: 'PERMISSION_DENIED',
      httpStatus: 403,
    });
    expect(disabled.message).not.toContain(KEY);
  });

  it('tells an expired or unknown session apart (kind session), so a new one can be made', async () => {
    const c = client();
    const { session } = await c.createSession();
    fake.expireSessions();
    const expired = await failure(c.tile(session, 3, 1, 2));
    expect(expired).toMatchObject({ kind: 'session', status: 'PERMISSION_DENIED' });
    const unknown = await failure(c.tile('no-such-session', 3, 1, 2));
    expect(unknown).toMatchObject({ kind: 'session', status: 'INVALID_ARGUMENT', httpStatus: 400 });
    const again = await c.createSession();
    expect((await c.tile(again.session, 3, 1, 2)).body.equals(fakeTilePng(3, 1, 2))).toBe(true);
  });

  it('answers a tile outside the map as not-found', async () => {
    const c = client();
    const { session } = await c.createSession();
    expect(await failure(c.tile(session, 2, 4, 0))).toMatchObject({
      kind: 'not-found',
      httpStatus: 404,
    });
  });

  it('names throttling, a 500, a dropped connection and an unreachable host', async () => {
    const c = client();
    const { session } = await c.createSession();
    fake.failNextTiles(1, 'over-query-limit');
    expect(await failure(c.tile(session, 1, 0, 0))).toMatchObject({
      kind: 'over-query-limit',
      status: 'RESOURCE_EXHAUSTED',
    });
    fake.failNextTiles(1, 'http-500');
    expect(await failure(c.tile(session, 1, 0, 0))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 500,
    });
    fake.failNextTiles(1, 'drop');
    expect(await failure(c.tile(session, 1, 0, 0))).toMatchObject({ kind: 'network' });
    const closedPort = await freePort();
    const down = await failure(
      client(KEY, `http://127.0.0.1:${closedPort}`).tile(session, 1, 0, 0),
    );
    expect(down).toMatchObject({ kind: 'network' });
    expect(down.message).toBe(
      `Google Map Tiles (127.0.0.1:${closedPort}) could not be reached (ECONNREFUSED)`,
    );
  });

  it('times out a slow answer, and never puts the key in a message', async () => {
    fake.latencyMs = 300;
    const error = await failure(client(KEY, fake.tilesBaseUrl, 50).createSession());
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(error.message).toBe('Google Map Tiles did not answer within 50 ms');
    expect(`${error.message}${error.stack ?? ''}`).not.toContain(KEY);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => client(KEY, 'ftp://example.com')).toThrow(MapTilesError);
  });
});
