import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../contract/errors';
import { healthResponseSchema, siteInfoResponseSchema } from '../contract/system';
import { mlsSyncState } from './db/schema';
import { signUpAdmin } from './testing/admin-client';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test-explode', { config: { access: 'public' } }, async () => {
        throw new Error('connection to 10.0.0.5 failed: password authentication for "ridge"');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('error model', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/unknown' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });

  it('answers a malformed JSON body with 400 and a field message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind": "error", "message": ',
    });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fieldErrors?.body).toBeTruthy();
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'error', message: 42, url: 'http://localhost/' },
    });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['message']);
  });

  it('answers a missing required field and a bad enum with one message each', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'bogus', url: 'http://localhost/' },
    });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['kind', 'message']);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'text/xml' },
      payload: '<error/>',
    });
    expect(res.statusCode).toBe(415);
    expect(apiErrorSchema.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'error', message: 'x'.repeat(2 * 1024 * 1024), url: 'u' },
    });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a valid report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'unhandledrejection', message: 'boom', url: 'http://localhost/' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('hides internals of an unexpected exception behind a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-explode' });
    expect(res.statusCode).toBe(500);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('INTERNAL');
    expect(res.body).not.toContain('10.0.0.5');
    expect(res.body).not.toContain('password');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the MLS photo hosts and forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://cdn.resize.sparkplatform.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('page shell', () => {
  it('serves a known page with a server-written head and the embedded site info', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<title>[^<]*Payson[^<]*<\/title>/);
    expect(res.body).toContain('<meta name="description"');
    const config = /<script id="site-config" type="application\/json">(.*?)<\/script>/s.exec(
      res.body,
    );
    expect(config).not.toBeNull();
    const site = siteInfoResponseSchema.parse(JSON.parse(config![1]!));
    expect(site.identity.agentName).toBe(t.config.site.agentName);
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('answers an unknown page with a 404 status, noindex and the same shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/unknown/path' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found');
    expect(res.body).toContain('noindex');
    expect(res.body).toContain('id="root"');
  });

  it('redirects /properties to / keeping the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/properties?city=Payson&page=2' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/?city=Payson&page=2');
  });

  it('answers a missing asset with a plain 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/old-bundle-1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('escapes identity text written into the page', async () => {
    const evil = await createTestApp({
      env: { SITE_TEAM_NAME: '</title><script>alert(1)</script>' },
    });
    try {
      const res = await evil.app.inject({ method: 'GET', url: '/' });
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(res.body).toContain('&lt;/title&gt;');
    } finally {
      await evil.close();
    }
  });

  it('serves the Company Description as the home page\u2019s description; pages with their own keep theirs', async () => {
    const fresh = await createTestApp();
    try {
      const description = async (url: string) => {
        const res = await fresh.app.inject({ method: 'GET', url });
        return /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1];
      };
      const own = {
        justListed: await description('/just-listed'),
        signIn: await description('/auth'),
        missing: await description('/no/such/page'),
      };
      expect(await description('/')).toMatch(/^Search MLS listings in Payson/);

      const admin = await signUpAdmin(fresh, 'description-admin');
      const text = 'Rim Country’s home team since 1998 & proud of it. '.repeat(10).trim();
      const res = await admin.request('PATCH', '/api/admin/settings', {
        generalSettings: { companyDescription: text },
      });
      expect(res.statusCode, res.body).toBe(200);

      // the home page carries it (and the default head, which every page now replaces), one
      // line cut at a word
      for (const url of ['/']) {
        const written = await description(url);
        expect(written, url).toMatch(/^Rim Country’s home team since 1998 &amp; proud of it\./);
        expect(written, url).toMatch(/…$/);
        expect(written!.length, url).toBeLessThanOrEqual(320);
      }
      // a page with a description of its own keeps it
      expect(own.justListed).toMatch(/^Homes listed in the last 7 days/);
      expect(own.signIn).toMatch(/^Log in or create a free account/);
      expect(await description('/auth')).toBe(own.signIn);
      expect(await description('/just-listed')).toBe(own.justListed);
      expect(await description('/no/such/page')).toBe(own.missing);
    } finally {
      await fresh.close();
    }
  });

  it('compresses large replies', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('site info', () => {
  it('reports when the last MLS sync succeeded, and null before the first', async () => {
    const before = siteInfoResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/site' })).json(),
    );
    expect(before.listingsUpdatedAt).toBeNull();
    const fresh = await createTestApp();
    try {
      await fresh.database.db.update(mlsSyncState).set({ lastSuccessAt: new Date() });
      const res = await fresh.app.inject({ method: 'GET', url: '/api/site' });
      const body = siteInfoResponseSchema.parse(res.json());
      expect(body.listingsUpdatedAt).not.toBeNull();
      expect(Date.now() - Date.parse(body.listingsUpdatedAt!)).toBeLessThan(60_000);
      expect(body.googleSignInEnabled).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
