import { expect } from 'vitest';

const ADMIN = { username: 'broker', password: 'ponderosa-pine-7' };

/**
 * The ADMIN_EMAILS account's session cookie: signed in, or registered by the first journey
 * that needs it (e2e files share one server). Signing in first matters: every registration
 * attempt of a taken username counts toward its rate limit, and many journeys ask.
 */
export async function adminCookie(baseUrl: string, adminEmail: string): Promise<string> {
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
  }
  expect([200, 201], await res.clone().text()).toContain(res.status);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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
