import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('security headers made once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const SECURITY_HEADERS = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-opener-policy',
  ];

  it('sends helmet’s headers on every request, the same as on the first', async () => {
    const client = createHttpClient(t.app);
    const first = await client.get('/api/health');
    for (const name of SECURITY_HEADERS) expect(first.headers[name], name).toBeTruthy();
    expect(first.headers['x-frame-options']).toBe('DENY');
    for (const path of ['/api/health', '/api/properties?city=Payson', '/api/nope']) {
      const later = await client.get(path);
      for (const name of SECURITY_HEADERS) {
        expect(later.headers[name], `${path} ${name}`).toBe(first.headers[name]);
      }
    }
  });
});
