import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connect';
import { hashPassword } from './password';
import { findUserByEmail, findUserByLogin, insertUser, updateUser, type UserRow } from './store';

export type AdminInput = {
  email: string;
  username: string;
  password?: string;
  firstName?: string;
  lastName?: string;
};

export type AdminResult = {
  user: UserRow;
  created: boolean;
  /** Set when the password was generated: shown once to the operator, never stored in clear. */
  generatedPassword: string | null;
};

/**
 * Creates an admin account, or promotes the existing account with that e-mail or username.
 * A password is generated for a new account when none is given. The operator vouches for the
 * address given, so it counts as verified (what ADMIN_EMAILS needs).
 */
export async function createOrPromoteAdmin(db: Database, input: AdminInput): Promise<AdminResult> {
  const existing =
    (await findUserByEmail(db, input.email)) ?? (await findUserByLogin(db, input.username));
  if (existing) {
    const sameAddress = existing.email === input.email.trim().toLowerCase();
    const user = await updateUser(db, existing.id, {
      isAdmin: true,
      ...(sameAddress && !existing.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
      ...(input.password ? { password: await hashPassword(input.password) } : {}),
    });
    return { user, created: false, generatedPassword: null };
  }
  const generatedPassword = input.password ? null : randomBytes(12).toString('base64url');
  const user = await insertUser(db, {
    username: input.username,
    email: input.email,
    password: await hashPassword(input.password ?? generatedPassword!),
    firstName: input.firstName ?? input.username,
    lastName: input.lastName ?? '',
    isAdmin: true,
    authProvider: 'local',
    emailVerifiedAt: new Date(),
  });
  return { user, created: true, generatedPassword };
}
