import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAbstractClient } from './abstract-client';
import { normalizeLineType } from './carrier-lookup';
import { startFakePhoneCarrier, type FakePhoneCarrier } from './fake/server';
import { lookupFailure } from './test-support';

let fake: FakePhoneCarrier;

beforeAll(async () => {
  fake = await startFakePhoneCarrier();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = (apiKey = fake.abstractKey) =>
  createAbstractClient({ baseUrl: fake.abstractBaseUrl, apiKey });

describe('Abstract client', () => {
  it('reads the documented v1 shape (carrier string, type)', async () => {
    expect(await client().lookup('(928) 555-0141')).toEqual({
      valid: true,
      carrier: 'AT&T Mobility',
      lineType: 'mobile',
    });
    expect(await client().lookup('928-555-0144')).toEqual({
      valid: true,
      carrier: 'Google Voice',
      lineType: 'voip',
    });
    expect(fake.lookups[0]).toEqual({ service: 'abstract', number: '9285550141', country: 'US' });
  });

  it('reads the flatter shape (carrier.name, line_type in title case)', async () => {
    fake.abstractShape = 'carrier-object';
    expect(await client().lookup('928-555-0142')).toEqual({
      valid: true,
      carrier: 'T-Mobile USA, Inc.',
      lineType: 'mobile',
    });
    expect(await client().lookup('928-555-0144')).toEqual({
      valid: true,
      carrier: 'Google Voice',
      lineType: 'voip',
    });
    expect(await client().lookup('928-555-0145')).toEqual({
      valid: true,
      carrier: 'Cox Communications',
      lineType: 'landline',
    });
  });

  it('reads the Phone Intelligence shape (phone_carrier, phone_validation)', async () => {
    fake.abstractShape = 'intelligence';
    expect(await client().lookup('928-555-0144')).toEqual({
      valid: true,
      carrier: 'Google Voice',
      lineType: 'voip',
    });
    expect(await client().lookup('928-555-0149')).toEqual({
      valid: false,
      carrier: null,
      lineType: null,
    });
  });

  it('answers nulls for an unknown carrier and valid:false for an invalid number', async () => {
    for (const shape of ['v1', 'carrier-object', 'intelligence'] as const) {
      fake.abstractShape = shape;
      expect(await client().lookup('928-555-0148'), shape).toEqual({
        valid: true,
        carrier: null,
        lineType: null,
      });
      expect((await client().lookup('928-555-0149')).valid, shape).toBe(false);
    }
  });

  it('maps 422 (quota reached) to quota-exhausted and 401 to invalid-key, never echoing the key', async () => {
    fake.exhaust('abstract');
    expect(await lookupFailure(client().lookup('928-555-0141'))).toMatchObject({
      service: 'abstract',
      kind: 'quota-exhausted',
      httpStatus: 422,
      code: 'quota_reached',
    });
    const key = 'abstract-wrong-42c';
    const error = await lookupFailure(client(key).lookup('928-555-0141'));
    expect(error).toMatchObject({ kind: 'invalid-key', httpStatus: 401 });
    expect(error.message).not.toContain(key);
  });

  it('treats a plain 429 (one request per second on free plans) and 5xx as unavailable', async () => {
    fake.failNext('abstract', 1, 'http-429');
    expect(await lookupFailure(client().lookup('928-555-0141'))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 429,
    });
    fake.failNext('abstract', 1, 'http-503');
    expect(await lookupFailure(client().lookup('928-555-0141'))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });
    expect((await lookupFailure(client().lookup(''))).kind).toBe('failed'); // 400: no phone
  });

  describe('against replies the fake does not send', () => {
    let server: Server;
    let base = '';
    let reply = { status: 200, body: '{}' };
    beforeAll(async () => {
      server = createServer((_req, res) =>
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const lookup = () => createAbstractClient({ baseUrl: base, apiKey: 'k' }).lookup('9285550140');

    it('reads a 429 that speaks of the quota as quota-exhausted', async () => {
      reply = {
        status: 429,
        body: '{"error":{"message":"Monthly quota exceeded","code":"quota_reached"}}',
      };
      expect((await lookupFailure(lookup())).kind).toBe('quota-exhausted');
    });

    it('reads a nested carrier object that carries the line type', async () => {
      reply = {
        status: 200,
        body: '{"valid":true,"carrier":{"name":"Verizon","line_type":"Wireless"}}',
      };
      expect(await lookup()).toEqual({ valid: true, carrier: 'Verizon', lineType: 'mobile' });
    });

    it('reads a body that is not JSON as unavailable', async () => {
      reply = { status: 200, body: '<html>gateway</html>' };
      expect((await lookupFailure(lookup())).kind).toBe('unavailable');
    });
  });
});

describe('normalizeLineType', () => {
  it('gives one spelling per line type', () => {
    expect(normalizeLineType('Mobile')).toBe('mobile');
    expect(normalizeLineType('Voice over IP')).toBe('voip');
    expect(normalizeLineType('VoIP')).toBe('voip');
    expect(normalizeLineType('non-fixed VoIP')).toBe('voip');
    expect(normalizeLineType('Fixed Line')).toBe('landline');
    expect(normalizeLineType('toll-free')).toBe('toll_free');
    expect(normalizeLineType('Toll Free')).toBe('toll_free');
    expect(normalizeLineType('special_services')).toBe('special_services');
    expect(normalizeLineType('Premium Rate')).toBe('premium_rate');
    expect(normalizeLineType('Satellite')).toBe('satellite');
    expect(normalizeLineType('Unknown')).toBeNull();
    expect(normalizeLineType('')).toBeNull();
    expect(normalizeLineType(null)).toBeNull();
  });
});
