import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantsAccess, minimumAccess, type RouteAccess } from '../../core/route-access';
import { signUp, signUpAdmin } from '../testing/admin-client';
import { createHttpClient, type HttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeTable, type RouteEntry } from './route-access';

/**
 * Authorization is decided on the route the router matched. This walks the live route table,
 * so a route added later is covered without touching the test.
 */

/** A concrete path for a route pattern: every parameter and wildcard filled in. */
function concretePath(url: string): string {
  return url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : segment === '*' ? 'x' : segment))
    .join('/');
}

/** The same path spelled the ways a router or a proxy might read differently. */
function pathVariants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const variants = new Set<string>([path]);
  segments.forEach((segment, i) => {
    if (!segment) return;
    // one character percent-encoded in each segment (the first, and the last)
    for (const at of new Set([0, segment.length - 1])) {
      const hex = segment.charCodeAt(at).toString(16).toUpperCase().padStart(2, '0');
      const encoded = `${segment.slice(0, at)}%${hex}${segment.slice(at + 1)}`;
      variants.add('/' + segments.map((s, j) => (j === i ? encoded : s)).join('/'));
    }
    // a doubled slash and a '/./' before this segment
    const before = '/' + segments.slice(0, i).join('/');
    const rest = segments.slice(i).join('/');
    variants.add(`${before === '/' ? '' : before}//${rest}`);
    variants.add(`${before === '/' ? '' : before}/./${rest}`);
  });
  variants.add(path.toUpperCase());
  variants.add(`${path}/`);
  variants.add(path.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));
  return [...variants];
}

describe('route access on the matched route', () => {
  let t: TestApp;
  let user: HttpClient;
  let admin: HttpClient;
  let guarded: RouteEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t, 'route-walker');
    admin = await signUpAdmin(t, 'route-admin');
    guarded = routeTable(t.app).filter((r) => r.access !== 'public');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('knows the guarded routes: admin, staff and user ones', () => {
    const byAccess = (access: RouteAccess) => guarded.filter((r) => r.access === access).length;
    expect(byAccess('admin')).toBeGreaterThanOrEqual(6);
    expect(byAccess('staff')).toBeGreaterThanOrEqual(7);
    expect(byAccess('user')).toBeGreaterThanOrEqual(4);
    // every route under a protected path declares at least what its path needs
    for (const route of routeTable(t.app)) {
      expect(grantsAccess(route.access, minimumAccess(route.method, route.url)), route.url).toBe(
        true,
      );
    }
  });

  it('never answers 2xx to a caller below the route’s access, however the path is spelled', async () => {
    const callers: { name: string; access: RouteAccess; client: () => HttpClient }[] = [
      { name: 'anonymous', access: 'public', client: () => createHttpClient(t.app) },
      { name: 'user', access: 'user', client: () => user },
    ];
    let tried = 0;
    for (const route of guarded) {
      for (const caller of callers) {
        if (grantsAccess(caller.access, route.access)) continue;
        const client = caller.client();
        for (const path of pathVariants(concretePath(route.url))) {
          const body = ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : {};
          const res = await client.request(route.method as 'GET', path, body);
          tried += 1;
          expect(
            res.statusCode >= 200 && res.statusCode < 300,
            `${caller.name} ${route.method} ${path} answered ${res.statusCode}`,
          ).toBe(false);
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
  });

  it('refuses with 401 for anonymous callers and 403 for signed-in users on encoded admin paths', async () => {
    for (const path of ['/api/%61dmin/alerts', '/%61pi/admin/automated-cache/summary']) {
      expect((await createHttpClient(t.app).get(path)).statusCode, path).toBe(401);
      expect((await user.get(path)).statusCode, path).toBe(403);
      // the router does decode these: an admin reaches the route, so the refusals above are real
      expect((await admin.get(path)).statusCode, path).toBe(200);
    }
    const stop = await createHttpClient(t.app).post('/api/%61dmin/automated-cache/stop');
    expect(stop.statusCode).toBe(401);
    expect(JSON.parse(stop.body)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lets a caller with enough access through on every guarded route as written', async () => {
    for (const route of guarded.filter((r) => r.method === 'GET')) {
      const client = route.access === 'user' ? user : admin;
      const res = await client.get(concretePath(route.url));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});

describe('routes that declare too little access', () => {
  const attempts: [string, (t: TestApp['app']) => void][] = [
    ['an /api route without access', (app) => app.get('/api/undeclared', async () => 'x')],
    [
      'an admin route declared public',
      (app) => app.get('/api/admin/open', { config: { access: 'public' } }, async () => 'x'),
    ],
    [
      'a contacts read declared user',
      (app) => app.get('/api/contacts/:id/extra', { config: { access: 'user' } }, async () => 'x'),
    ],
    [
      'an unknown access level',
      (app) =>
        app.get('/api/odd', { config: { access: 'everyone' as RouteAccess } }, async () => 'x'),
    ],
  ];

  for (const [name, addRoute] of attempts) {
    it(`stop the server from starting: ${name}`, async () => {
      let t: TestApp | undefined;
      await expect(
        (async () => {
          t = await createTestApp({ beforeReady: addRoute });
        })(),
      ).rejects.toThrow(/access/);
      await t?.close();
    });
  }
});
