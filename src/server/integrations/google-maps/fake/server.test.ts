import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_GOOGLE_MAPS_MESSAGES, startFakeGoogleMaps, type FakeGoogleMaps } from './server';

let fake: FakeGoogleMaps;

beforeAll(async () => {
  fake = await startFakeGoogleMaps();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The fake's raw reply to a geocoding request with these query parameters. */
async function geocode(query: Record<string, string>) {
  const res = await fetch(`${fake.baseUrl}/geocode/json?${new URLSearchParams(query).toString()}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('fake Google Maps: the Geocoding API wire contract', () => {
  it('answers a known place in Google’s result shape', async () => {
    const { status, body } = await geocode({ address: 'Payson, AZ', key: fake.apiKey });
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    const [result] = body.results as Array<Record<string, unknown>>;
    expect(result).toMatchObject({
      formatted_address: 'Payson, AZ, USA',
      geometry: { location: { lat: 34.2308896, lng: -111.3251367 }, location_type: 'APPROXIMATE' },
      place_id: 'ChIJfake-payson-az-0001',
      types: ['locality', 'political'],
    });
    expect(result?.address_components).toContainEqual({
      long_name: 'Arizona',
      short_name: 'AZ',
      types: ['administrative_area_level_1', 'political'],
    });
    // spelled another way, the same place
    expect((await geocode({ address: 'payson arizona usa', key: fake.apiKey })).body.status).toBe(
      'OK',
    );
  });

  it('refuses with HTTP 200 and a status: no key, a wrong key, no address, an unknown place', async () => {
    expect(await geocode({ address: 'Payson, AZ' })).toEqual({
      status: 200,
      body: {
        error_message: FAKE_GOOGLE_MAPS_MESSAGES.noKey,
        results: [],
        status: 'REQUEST_DENIED',
      },
    });
    expect(await geocode({ address: 'Payson, AZ', key: 'nope' })).toEqual({
      status: 200,
      body: {
        error_message: 'The provided API key is invalid. ',
        results: [],
        status: 'REQUEST_DENIED',
      },
    });
    expect((await geocode({ key: fake.apiKey })).body).toMatchObject({
      status: 'INVALID_REQUEST',
      error_message: FAKE_GOOGLE_MAPS_MESSAGES.noAddress,
    });
    expect((await geocode({ address: 'Nowhere Special', key: fake.apiKey })).body).toEqual({
      results: [],
      status: 'ZERO_RESULTS',
    });
  });

  it('counts requests and keeps the addresses asked for, never the keys', async () => {
    await geocode({ address: 'Payson, AZ', key: fake.apiKey });
    await geocode({ address: 'Pine, AZ', key: 'wrong-key' });
    expect(fake.requests).toBe(2);
    expect(fake.addresses).toEqual(['Payson, AZ']);
    expect(JSON.stringify(fake.addresses)).not.toContain(fake.apiKey);
  });

  it('fails the next requests on demand (a wrong key is still refused as such)', async () => {
    fake.failNext(2);
    expect((await geocode({ address: 'Payson, AZ', key: 'wrong' })).body.status).toBe(
      'REQUEST_DENIED',
    );
    expect((await geocode({ address: 'Payson, AZ', key: fake.apiKey })).body).toMatchObject({
      status: 'OVER_QUERY_LIMIT',
      error_message: FAKE_GOOGLE_MAPS_MESSAGES.overQueryLimit,
    });
    expect((await geocode({ address: 'Payson, AZ', key: fake.apiKey })).body.status).toBe('OK');
  });

  it('answers 404 off the geocoding path', async () => {
    const res = await fetch(`${fake.url}/maps/api/place/json?key=${fake.apiKey}`);
    expect(res.status).toBe(404);
  });
});
