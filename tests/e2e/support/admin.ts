import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { forwarderFrom } from './forwarder';

const ADMIN = { username: 'broker', password: 'ponderosa-pine-7' };

/**
 * Where the run keeps the admin's session cookie: every e2e file signs the admin in (most in
 * their beforeAll), and logins share one budget per address (30 in 15 minutes), which two dozen
 * files with their own browser logins used up. Named by the server's port: a file left by an
 * earlier run is checked before use like any kept cookie.
 */
const keptCookieFile = (baseUrl: string) =>
  path.join(tmpdir(), `ridgeline-e2e-admin-${new URL(baseUrl).port}.cookie`);

/** A kept cookie that still signs in an admin, or null. */
async function keptAdminCookie(baseUrl: string): Promise<string | null> {
  let cookie: string;
  try {
    cookie = readFileSync(keptCookieFile(baseUrl), 'utf8');
  } catch {
    return null;
  }
  const res = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
  if (res.status !== 200) return null;
  const me = (await res.json()) as { isAdmin?: boolean };
  return me.isAdmin ? cookie : null;
}

/**
 * The ADMIN_EMAILS account's session cookie: kept from an earlier file of the run while it
 * still works, else signed in, or registered by the first journey that needs it (e2e files
 * share one server). Signing in first matters: every registration attempt of a taken
 * username counts toward its rate limit, and many journeys ask.
 */
export async function adminCookie(baseUrl: string, adminEmail: string): Promise<string> {
  const kept = await keptAdminCookie(baseUrl);
  if (kept) return kept;
  let res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, rememberMe: false }),
  });
  if (res.status === 401) {
    res = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, email: adminEmail, firstName: 'Dana', lastName: 'Broker' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  expect([200, 201], await res.clone().text()).toContain(res.status);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // an ADMIN_EMAILS address acts as an admin once its owner opened the mailed link
  const me = (await (await fetch(`${baseUrl}/api/user`, { headers: { cookie } })).json()) as {
    isAdmin: boolean;
  };
  if (!me.isAdmin) await openVerificationLink(adminEmail);
  writeFileSync(keptCookieFile(baseUrl), cookie);
  return cookie;
}

/**
 * Opens the verification link the server mailed to an address (the e2e mailbox). A plain loop,
 * not expect.poll: this runs in beforeAll hooks too.
 */
async function openVerificationLink(email: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const raw = (await (await fetch(inject('mailboxUrl'))).json()) as string[];
    const mail = raw
      // undo quoted-printable soft breaks and '=' escapes
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((m) => m.includes(`To: ${email}`) && m.includes('/api/verify-email?token='));
    link = mail ? /(http:\/\/\S+\/api\/verify-email\?token=[\w-]+)/.exec(mail)?.[1] : undefined;
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  const res = await fetch(link, { redirect: 'manual' });
  // 400: already opened by an earlier journey (the link is single use)
  expect([303, 400]).toContain(res.status);
}

/** Waits until the first replication of every city is done (the admin cache summary says so). */
export async function waitForFirstSync(
  baseUrl: string,
  cookie: string,
  timeoutMs: number,
): Promise<{ completed_cities: number; total_cities: number; total_properties_cached: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/admin/automated-cache/summary`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const summary = (await res.json()) as {
      completed_cities: number;
      total_cities: number;
      total_properties_cached: number;
      is_running: boolean;
    };
    if (summary.completed_cities >= summary.total_cities && !summary.is_running) return summary;
    if (Date.now() > deadline) return summary;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * For journeys that compare the page with the API: waits until the server's first
 * replication has written every city (the admin's cache summary says so).
 */
export async function waitForReplicatedListings(baseUrl: string, adminEmail: string) {
  const cookie = await adminCookie(baseUrl, adminEmail);
  const summary = await waitForFirstSync(baseUrl, cookie, 170_000);
  expect(summary.completed_cities).toBe(summary.total_cities);
}

/** A call to the server under test as the cookie's user (anonymous with ''); same-origin like the app's. */
export async function callApi(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; json: unknown }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: baseUrl,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, json: parseJson(text) };
}

/** Puts a session cookie ('name=value; …') into a page's browser context. */
export async function addSessionCookie(page: Page, baseUrl: string, cookie: string): Promise<void> {
  await page.context().addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: baseUrl };
    }),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The loopback address accounts are registered from (support/forwarder.ts): registrations are
 * limited per address (10 an hour) and every file shares one server, so the journeys that only
 * need an account spend their own budget, not the one of the files that register from
 * 127.0.0.1 (the page's own sign-up forms).
 */
export const REGISTRATION_ADDRESS = '127.0.0.7';

/**
 * A visitor's account made through the API before a journey that is not about registering,
 * from REGISTRATION_ADDRESS. Answers its session cookie ('name=value; …').
 */
export async function registerAccount(
  baseUrl: string,
  account: {
    username: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  },
): Promise<string> {
  const site = await forwarderFrom(baseUrl, REGISTRATION_ADDRESS);
  try {
    const res = await fetch(`${site.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify(account),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  } finally {
    await site.close();
  }
}
