import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createOrPromoteAdmin } from './admin-accounts';
import { verifyPassword } from './password';
import { insertUser } from './store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('createOrPromoteAdmin', () => {
  it('creates an admin with a generated one-time password', async () => {
    const result = await createOrPromoteAdmin(database.db, {
      email: 'Broker@Example.com',
      username: 'broker',
    });
    expect(result.created).toBe(true);
    expect(result.user.isAdmin).toBe(true);
    expect(result.user.email).toBe('broker@example.com');
    expect(result.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(result.user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(result.user.password, result.generatedPassword!)).toBe(true);
  });

  it('promotes an existing account found by e-mail, keeping its password', async () => {
    const existing = await insertUser(database.db, {
      username: 'agent',
      email: 'agent@example.com',
      password: null,
      firstName: 'A',
      lastName: 'B',
    });
    const result = await createOrPromoteAdmin(database.db, {
      email: 'AGENT@example.com',
      username: 'someone-else',
    });
    expect(result).toMatchObject({ created: false, generatedPassword: null });
    expect(result.user.id).toBe(existing.id);
    expect(result.user.isAdmin).toBe(true);
    expect(existing.emailVerifiedAt).toBeNull();
    expect(result.user.emailVerifiedAt).not.toBeNull();
  });
});
