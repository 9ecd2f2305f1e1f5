import { describe, expect, it } from 'vitest';
import { isAdminUser } from './roles';

describe('isAdminUser', () => {
  const admins = ['Boss@Example.com'];

  it('accepts the isAdmin flag', () => {
    expect(
      isAdminUser({ isAdmin: true, email: 'someone@example.com', emailVerified: false }, []),
    ).toBe(true);
  });

  it('accepts a listed e-mail in any case', () => {
    expect(
      isAdminUser({ isAdmin: false, email: 'boss@EXAMPLE.com', emailVerified: true }, admins),
    ).toBe(true);
  });

  it('refuses a listed e-mail until its owner verified it', () => {
    expect(
      isAdminUser({ isAdmin: false, email: 'boss@example.com', emailVerified: false }, admins),
    ).toBe(false);
  });

  it('refuses everyone else', () => {
    expect(
      isAdminUser({ isAdmin: false, email: 'visitor@example.com', emailVerified: true }, admins),
    ).toBe(false);
    expect(
      isAdminUser({ isAdmin: false, email: 'boss@example.com.evil', emailVerified: true }, admins),
    ).toBe(false);
  });
});
