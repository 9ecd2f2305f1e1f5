import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createHttpClient, type HttpClient } from './http-client';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'granite-ridge-42';

/** A browser-like client signed in to a new account named `username` (a visitor). */
export async function signUp(t: TestApp, username: string): Promise<HttpClient> {
  const client = createHttpClient(t.app);
  const res = await client.post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: 'Member',
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** A client signed in to a new account with the users.isAdmin flag set. */
export async function signUpAdmin(t: TestApp, username: string): Promise<HttpClient> {
  const client = await signUp(t, username);
  await t.database.db
    .update(users)
    .set({ isAdmin: true })
    .where(eq(users.email, `${username}@example.com`));
  return client;
}

/** A client signed in to a new account with the agent role (staff, not admin). */
export async function signUpAgent(t: TestApp, username: string): Promise<HttpClient> {
  const client = await signUp(t, username);
  await t.database.db
    .update(users)
    .set({ isAgent: true })
    .where(eq(users.email, `${username}@example.com`));
  return client;
}
