import type { User } from '../../../contract/auth';
import { isAdminUser } from '../../../core/roles';
import type { UserRow } from './store';

/** The only way a user leaves the server: listed fields, never the password hash. */
export function presentUser(row: UserRow, adminEmails: readonly string[]): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    authProvider: row.authProvider === 'google' ? 'google' : 'local',
    isAdmin: isAdminUser({ ...row, emailVerified: row.emailVerifiedAt !== null }, adminEmails),
    isAgent: row.isAgent,
  };
}
