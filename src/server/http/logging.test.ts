import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { LOGGER_OPTIONS, loggableUrl } from './logging';

/** Values planted in requests that fail in the database: none may reach the log. */
const PLANTED = {
  email: 'planted.lead@example.com',
  phone: '928-555-7319',
  password: 'Planted-Pass-9931',
  token: 'PlantedResetToken7731',
  code: 'PlantedOAuthCode5521',
};

describe('logs without personal data', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info', ...LOGGER_OPTIONS },
      { write: (line: string) => lines.push(line) },
    );
    t = await createTestApp({ logger });
    // the tables the lead intake and registration write to are gone: their queries fail
    await t.database.db.execute(sql`alter table crm_contacts rename to crm_contacts_gone`);
    await t.database.db.execute(sql`alter table users rename to users_gone`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a failed query by its text and error code, never its parameters', async () => {
    const lead = await createHttpClient(t.app).post('/api/contacts', {
      firstName: 'Planted',
      lastName: 'Lead',
      email: PLANTED.email,
      phone: PLANTED.phone,
      elapsedMs: 20_000,
    });
    expect(lead.statusCode).toBe(500);
    const registration = await createHttpClient(t.app).post('/api/register', {
      username: 'planted',
      email: PLANTED.email,
      password: PLANTED.password,
      firstName: 'Planted',
      lastName: 'User',
    });
    expect(registration.statusCode).toBe(500);
    await createHttpClient(t.app).get(`/reset-password?token=${PLANTED.token}`);
    await createHttpClient(t.app).get(
      `/api/auth/google/callback?code=${PLANTED.code}&state=${PLANTED.token}`,
    );

    const log = lines.join('');
    for (const value of Object.values(PLANTED)) expect(log).not.toContain(value);
    // what an operator needs is still there: the query text and PostgreSQL's error code
    expect(log).toContain('Failed query');
    expect(log).toContain('42P01');
    expect(log).toContain('/reset-password?[redacted]');
  });

  it('strips secrets from logged URLs', () => {
    expect(loggableUrl('/reset-password?token=abc')).toBe('/reset-password?[redacted]');
    expect(loggableUrl('/api/auth/google/callback?code=abc&state=def')).toBe(
      '/api/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(loggableUrl('/?city=Payson')).toBe('/?city=Payson');
    // a client's buyer file link is a bearer secret
    expect(loggableUrl('/bfr/Zx9_secret-id-0123456789ab')).toBe('/bfr/[redacted]');
    expect(loggableUrl('/api/admin/bfr/links/Zx9_secret-id-0123456789ab/revoke')).toBe(
      '/api/admin/bfr/links/[redacted]/revoke',
    );
    expect(loggableUrl('/bfr-form?contactId=7')).toBe('/bfr-form?contactId=7');
    // so is a saved comparison's (decision 018)
    expect(loggableUrl('/compare?saved=Vq3xT9bLk2mN8pR4sW6yZ1aC')).toBe(
      '/compare?saved=%5Bredacted%5D',
    );
    expect(loggableUrl('/api/comparisons/shared/Vq3xT9bLk2mN8pR4sW6yZ1aC')).toBe(
      '/api/comparisons/shared/[redacted]',
    );
    expect(loggableUrl('/compare?ids=1,2')).toBe('/compare?ids=1,2');
  });
});
