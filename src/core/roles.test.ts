import { describe, expect, it } from 'vitest';
import { isAdminUser } from './roles';

describe('isAdminUser', () => {
  const admins = ['Boss@Example.com'];

  it('accepts the isAdmin flag', () => {
    expect(isAdminUser({ isAdmin: true, email: 'someone@example.com' }, [])).toBe(true);
  });

  it('accepts a listed e-mail in any case', () => {
    expect(isAdminUser({ isAdmin: false, email: 'boss@EXAMPLE.com' }, admins)).toBe(true);
  });

  it('refuses everyone else', () => {
    expect(isAdminUser({ isAdmin: false, email: 'visitor@example.com' }, admins)).toBe(false);
    expect(isAdminUser({ isAdmin: false, email: 'boss@example.com.evil' }, admins)).toBe(false);
  });
});
