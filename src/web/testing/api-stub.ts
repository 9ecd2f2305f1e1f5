import { vi } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { badgeSettingsResponseSchema } from '../../contract/properties';
import { siteInfoFixture } from './site-info-fixture';

/** A canned reply of our API: a JSON body (`{}` when left out), or a plain-text one. */
export type Reply =
  { status: number; body?: unknown } | { status: number; text: string; statusText?: string };

/** One request as the stub received it, its JSON body parsed. */
export type StubRequest = { method: string; path: string; url: URL; body: unknown };

/** What answers a route: a reply, or a function of the request (it may answer later, or differently each call). */
export type Answer = Reply | ((request: StubRequest) => Reply | Promise<Reply>);

export const ok = (body: unknown): Reply => ({ status: 200, body });

export const NOT_FOUND: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

export const SIGNED_OUT: Reply = {
  status: 401,
  body: { code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.notAuthenticated },
};

/** The admin's default badge styling (GET /api/badge-settings before any change). */
export const DEFAULT_BADGE_SETTINGS = badgeSettingsResponseSchema.shape.badgeSettings.parse({});

/** What every page asks besides its own data: the site info, the badge styling and the session. */
export const shellReplies = (): Record<string, Answer> => ({
  '/api/site': ok(siteInfoFixture()),
  '/api/badge-settings': ok({ badgeSettings: DEFAULT_BADGE_SETTINGS, customBadges: {} }),
  '/api/user': SIGNED_OUT,
});

function parsedBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

function toResponse(reply: Reply): Response {
  if ('text' in reply) {
    return new Response(reply.text, { status: reply.status, statusText: reply.statusText ?? '' });
  }
  if (reply.status === 204) return new Response(null, { status: 204 });
  return Response.json(reply.body ?? {}, { status: reply.status });
}

/**
 * Replaces fetch with our API's canned replies, as the browser would receive them. A route is
 * `'/path'` or `'METHOD /path'`, with the query string (that request only) or without (any
 * query); the most specific answers. Then the shell's replies (site info, badges, signed out),
 * then `otherwise`, else 404. Returns the fetch spy, to look at what was asked.
 */
export function stubApi(
  routes: Record<string, Answer> = {},
  { otherwise }: { otherwise?: (request: StubRequest) => Reply | Promise<Reply> } = {},
) {
  const table: Record<string, Answer> = { ...shellReplies(), ...routes };
  const fetchSpy = vi.fn(async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(path, 'http://localhost');
    const request: StubRequest = { method, path, url, body: parsedBody(init) };
    const answer =
      table[`${method} ${path}`] ??
      table[path] ??
      table[`${method} ${url.pathname}`] ??
      table[url.pathname];
    let reply: Reply;
    if (answer === undefined) reply = otherwise ? await otherwise(request) : NOT_FOUND;
    else reply = typeof answer === 'function' ? await answer(request) : answer;
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

export type ApiStub = ReturnType<typeof stubApi>;

/** Every request so far as 'METHOD /path?query', in order. */
export const requestLog = (api: ApiStub) =>
  api.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);

/** The paths (with their query strings) asked so far, in order. */
export const requestedPaths = (api: ApiStub) => api.mock.calls.map(([path]) => path);

/** How often a path (with its query string) was asked. */
export const callsTo = (api: ApiStub, path: string) =>
  requestedPaths(api).filter((p) => p === path).length;

/** The JSON bodies sent to a path, parsed, in order. */
export const sentBodies = (api: ApiStub, path: string) =>
  api.mock.calls.filter(([p]) => p === path).map(([, init]) => parsedBody(init));
