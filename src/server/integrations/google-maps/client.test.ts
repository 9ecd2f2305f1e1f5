import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleMapsClient, GoogleMapsError } from './client';
import { FAKE_GOOGLE_MAPS_MESSAGES, startFakeGoogleMaps, type FakeGoogleMaps } from './fake/server';

let fake: FakeGoogleMaps;

beforeAll(async () => {
  fake = await startFakeGoogleMaps({ apiKey: 'AIzaFakeMapsKey-0123456789abcdef' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = (apiKey = fake.apiKey, timeoutMs?: number) =>
  createGoogleMapsClient({
    baseUrl: fake.baseUrl,
    apiKey,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

/** The GoogleMapsError a call rejects with (fails the test when it resolves or throws another). */
async function failure(call: Promise<unknown>): Promise<GoogleMapsError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleMapsError);
  return error as GoogleMapsError;
}

describe('Google Maps client: geocoding', () => {
  it('reads the results of an OK reply', async () => {
    const reply = await client().geocode('Payson, AZ');
    expect(reply).toEqual({
      status: 'OK',
      results: [
        {
          formattedAddress: 'Payson, AZ, USA',
          location: { lat: 34.2308896, lng: -111.3251367 },
          placeId: 'ChIJfake-payson-az-0001',
          types: ['locality', 'political'],
        },
      ],
    });
    expect(fake.addresses).toEqual(['Payson, AZ']);
  });

  it('answers ZERO_RESULTS as an empty answer, not an error', async () => {
    expect(await client().geocode('Atlantis')).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('reports a wrong key as denied, in Google’s words, without the key', async () => {
    const key = 'AIzaWrongKey-fedcba9876543210';
    const error = await failure(client(key).geocode('Payson, AZ'));
    expect(error).toMatchObject({ kind: 'denied', status: 'REQUEST_DENIED', httpStatus: 200 });
    expect(error.message).toBe(
      `Google Maps answered REQUEST_DENIED: ${FAKE_GOOGLE_MAPS_MESSAGES.invalidKey.trim()}`,
    );
    expect(error.message).not.toContain(key);
    expect(fake.addresses).toEqual([]);
  });

  it('reports a key whose project has not enabled the API as denied', async () => {
    fake.apiEnabled = false;
    const error = await failure(client().geocode('Payson, AZ'));
    expect(error.kind).toBe('denied');
    expect(error.message).toContain(FAKE_GOOGLE_MAPS_MESSAGES.notEnabled);
  });

  it('reports throttling, Google’s unknown error, a 500 and a missing address by kind', async () => {
    fake.failNext(1, 'over-query-limit');
    expect(await failure(client().geocode('Payson, AZ'))).toMatchObject({
      kind: 'over-query-limit',
      status: 'OVER_QUERY_LIMIT',
    });
    fake.failNext(1, 'unknown-error');
    expect(await failure(client().geocode('Payson, AZ'))).toMatchObject({
      kind: 'unavailable',
      status: 'UNKNOWN_ERROR',
    });
    fake.failNext(1, 'http-500');
    expect(await failure(client().geocode('Payson, AZ'))).toMatchObject({
      kind: 'unavailable',
      status: null,
      httpStatus: 500,
    });
    expect(await failure(client().geocode(''))).toMatchObject({
      kind: 'invalid-request',
      status: 'INVALID_REQUEST',
    });
  });

  it('names only the host and the system code when the connection fails, never the key', async () => {
    fake.failNext(1, 'drop');
    const dropped = await failure(client().geocode('Payson, AZ'));
    expect(dropped.kind).toBe('network');
    expect(dropped.message).toMatch(/^Google Maps \(127\.0\.0\.1:\d+\) could not be reached/);
    expect(dropped.message).not.toContain(fake.apiKey);

    const closed = await startFakeGoogleMaps();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const refused = await failure(
      createGoogleMapsClient({ baseUrl, apiKey: fake.apiKey }).geocode('Payson, AZ'),
    );
    expect(refused.message).toMatch(/could not be reached \(ECONNREFUSED\)$/);
    expect(refused.message).not.toContain(fake.apiKey);
    expect(refused.message).not.toContain('key=');
  });

  it('gives up after its timeout', async () => {
    fake.latencyMs = 1000;
    const error = await failure(client(fake.apiKey, 100).geocode('Payson, AZ'));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(error.message).toBe('Google Maps did not answer within 100 ms');
  });

  it('reports a 404 page of a wrong base URL by its status, without the key', async () => {
    const wrongBase = createGoogleMapsClient({ baseUrl: fake.url, apiKey: fake.apiKey });
    const error = await failure(wrongBase.geocode('Payson, AZ'));
    expect(error).toMatchObject({ kind: 'invalid-request', httpStatus: 404 });
    expect(error.message).not.toContain(fake.apiKey);
  });

  it('refuses a base URL that is not http(s) when it is made', () => {
    expect(() => createGoogleMapsClient({ baseUrl: 'not a url', apiKey: 'k' })).toThrow(
      GoogleMapsError,
    );
    expect(() => createGoogleMapsClient({ baseUrl: 'ftp://maps.example', apiKey: 'k' })).toThrow(
      'The Google Maps base URL is not a valid URL',
    );
  });

  it('sends the address and key in the query string, encoded', async () => {
    const key = 'key with spaces&=?';
    const odd = await startFakeGoogleMaps({ apiKey: key });
    try {
      const reply = await createGoogleMapsClient({ baseUrl: odd.baseUrl, apiKey: key }).geocode(
        'Star Valley, Arizona',
      );
      expect(reply.results[0]?.formattedAddress).toBe('Star Valley, AZ, USA');
    } finally {
      await odd.close();
    }
  });
});
