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
 * A password is generated for a new account when none is given.
 */
export async function createOrPromoteAdmin(db: Database, input: AdminInput): Promise<AdminResult> {
  const existing =
    (await findUserByEmail(db, input.email)) ?? (await findUserByLogin(db, input.username));
  if (existing) {
    const user = await updateUser(db, existing.id, {
      isAdmin: true,
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
  });
  return { user, created: true, generatedPassword };
}
