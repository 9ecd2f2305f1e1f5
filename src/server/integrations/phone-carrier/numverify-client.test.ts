import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierLookupError } from './carrier-lookup';
import { startFakePhoneCarrier, type FakePhoneCarrier } from './fake/server';
import { lookupFailure } from './test-support';
import { createNumverifyClient } from './numverify-client';

let fake: FakePhoneCarrier;

beforeAll(async () => {
  fake = await startFakePhoneCarrier();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = (apiKey = fake.numverifyKey, timeoutMs?: number) =>
  createNumverifyClient({
    baseUrl: fake.numverifyBaseUrl,
    apiKey,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

describe('numverify client', () => {
  it('reads carrier and line type, asking for a US number without its country code', async () => {
    expect(await client().lookup('(928) 555-0140')).toEqual({
      valid: true,
      carrier: 'Verizon Wireless',
      lineType: 'mobile',
    });
    expect(await client().lookup('+1 602-555-0113')).toEqual({
      valid: true,
      carrier: 'CenturyLink',
      lineType: 'landline',
    });
    expect(await client().lookup('480.555.0124')).toEqual({
      valid: true,
      carrier: 'Google Voice',
      lineType: 'voip',
    });
    expect(fake.lookups).toEqual([
      { service: 'numverify', number: '9285550140', country: 'US' },
      { service: 'numverify', number: '6025550113', country: 'US' },
      { service: 'numverify', number: '4805550124', country: 'US' },
    ]);
  });

  it('turns the empty strings of an unknown carrier into nulls, and reads an invalid number', async () => {
    expect(await client().lookup('928-555-0148')).toEqual({
      valid: true,
      carrier: null,
      lineType: null,
    });
    expect(await client().lookup('928-555-0149')).toEqual({
      valid: false,
      carrier: null,
      lineType: null,
    });
  });

  it('reports code 104 (usage limit reached, sent with HTTP 200) as quota-exhausted', async () => {
    fake.exhaust('numverify');
    const error = await lookupFailure(client().lookup('928-555-0140'));
    expect(error).toMatchObject({
      service: 'numverify',
      kind: 'quota-exhausted',
      code: 104,
      httpStatus: 200,
    });
    expect(error.message).not.toContain(fake.numverifyKey);
  });

  it('reports code 101 as invalid-key without repeating the key', async () => {
    const key = 'wrong-key-5f1e9a';
    const error = await lookupFailure(client(key).lookup('928-555-0140'));
    expect(error).toMatchObject({ kind: 'invalid-key', code: 101 });
    expect(error.message).not.toContain(key);
    expect(error.message).not.toContain('access_key=');
    expect((await lookupFailure(client('').lookup('928-555-0140'))).kind).toBe('invalid-key');
  });

  it('reports other error codes as failed', async () => {
    const error = await lookupFailure(client().lookup(''));
    expect(error).toMatchObject({ kind: 'failed', code: 210 });
  });

  it('reports 5xx, throttling, dropped connections and timeouts as unavailable', async () => {
    fake.failNext('numverify', 1, 'http-503');
    expect(await lookupFailure(client().lookup('928-555-0140'))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });
    fake.failNext('numverify', 1, 'http-429');
    expect((await lookupFailure(client().lookup('928-555-0140'))).kind).toBe('unavailable');
    fake.failNext('numverify', 1, 'drop');
    expect((await lookupFailure(client().lookup('928-555-0140'))).kind).toBe('unavailable');

    fake.latencyMs = 300;
    const slow = await lookupFailure(client(fake.numverifyKey, 50).lookup('928-555-0140'));
    expect(slow.kind).toBe('unavailable');
    expect(slow.message).toMatch(/within 50 ms/);
    expect(slow.message).not.toContain(fake.numverifyKey);
  });

  it('reports an unreachable service as unavailable, naming neither URL nor key', async () => {
    const gone = await startFakePhoneCarrier();
    await gone.close();
    const error = await lookupFailure(
      createNumverifyClient({ baseUrl: gone.numverifyBaseUrl, apiKey: 'secret-77' }).lookup(
        '928-555-0140',
      ),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain('secret-77');
    expect(error.message).not.toContain('/validate');
  });

  it('refuses a base URL that is not http(s) when the client is made', () => {
    expect(() => createNumverifyClient({ baseUrl: 'not a url', apiKey: 'k' })).toThrow(
      CarrierLookupError,
    );
  });
});
