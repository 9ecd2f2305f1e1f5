import type { AdminUser, AdminUsersReply } from '../../../contract/admin-settings';
import { isAdminUser, isListedAdminEmail } from '../../../core/roles';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { AppError, notFound } from '../../http/errors';
import { insertAuditEntry } from '../settings/store';
import {
  findUserById,
  findUserByLogin,
  listAdminAccounts,
  setAdminFlag,
  type UserRow,
} from './store';

function displayName(row: UserRow): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.username;
}

function isEffectiveAdmin(row: UserRow, config: Config): boolean {
  return isAdminUser({ ...row, emailVerified: row.emailVerifiedAt !== null }, config.adminEmails);
}

/** An account listed in ADMIN_EMAILS (and verified) is an admin whatever its flag says. */
function isEnvironmentAdmin(row: UserRow, config: Config): boolean {
  return row.emailVerifiedAt !== null && isListedAdminEmail(row.email, config.adminEmails);
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;

/**
 * The Admin Settings tab's list: accounts flagged isAdmin, which the panel adds and removes,
 * and the ADMIN_EMAILS addresses, which only the environment changes. An admin never removes
 * themself or the last admin, so the site always keeps someone who can run it.
 */
export function createAdminUsers(deps: { db: Database; config: Config }) {
  const { db, config } = deps;

  async function list(currentUserId: number): Promise<AdminUsersReply> {
    const accounts = await listAdminAccounts(db, config.adminEmails);
    const admins: AdminUser[] = accounts.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      name: displayName(row),
      source: isEnvironmentAdmin(row, config) ? 'environment' : 'account',
    }));
    // addresses nobody has registered (or confirmed) yet are shown, but make no admin
    for (const email of config.adminEmails) {
      if (admins.some((admin) => admin.email === email.toLowerCase())) continue;
      admins.push({ id: null, username: null, email, name: '', source: 'environment' });
    }
    return { currentUserId, admins };
  }

  return {
    list,

    /** Makes an existing account (username or e-mail) an admin. */
    async add(identifier: string, actor: { id: number; username: string }) {
      const row = await findUserByLogin(db, identifier);
      if (!row) throw notFound(`No account has the username or e-mail '${identifier}'`);
      if (isEffectiveAdmin(row, config)) {
        throw new AppError('CONFLICT', `${row.username} is already an admin`);
      }
      await setAdminFlag(db, row.id, true, () => {});
      await insertAuditEntry(db, {
        actorUserId: actor.id > 0 ? actor.id : null,
        actorName: actor.username,
        section: 'adminUsers',
        fields: [`added ${row.username}`],
      });
      return list(actor.id);
    },

    /** Removes an account's admin flag: never one's own, an ADMIN_EMAILS one, or the last admin. */
    async remove(userId: number, actor: { id: number; username: string }) {
      if (userId === actor.id)
        throw new AppError('FORBIDDEN', 'You cannot remove yourself as an admin');
      const row = await findUserById(db, userId);
      if (!row || !isEffectiveAdmin(row, config)) throw notFound('That account is not an admin');
      if (isEnvironmentAdmin(row, config)) {
        throw new AppError(
          'FORBIDDEN',
          `${row.username} is an admin through ADMIN_EMAILS; change the server's environment to remove them`,
        );
      }
      // ADMIN_EMAILS accounts stay admins whatever happens to the flags
      const environmentAdmins = (await listAdminAccounts(db, config.adminEmails)).filter((admin) =>
        isEnvironmentAdmin(admin, config),
      );
      await setAdminFlag(db, row.id, false, (flagged) => {
        const actorStillAdmin =
          actor.id === 0 ||
          flagged.some((admin) => admin.id === actor.id) ||
          environmentAdmins.some((admin) => admin.id === actor.id);
        if (!actorStillAdmin) throw new AppError('FORBIDDEN', 'You are no longer an admin');
        const remaining = new Set([
          ...flagged.filter((admin) => admin.id !== row.id).map((admin) => admin.id),
          ...environmentAdmins.map((admin) => admin.id),
        ]);
        if (remaining.size === 0) {
          throw new AppError('CONFLICT', `${row.username} is the last admin and cannot be removed`);
        }
      });
      await insertAuditEntry(db, {
        actorUserId: actor.id > 0 ? actor.id : null,
        actorName: actor.username,
        section: 'adminUsers',
        fields: [`removed ${row.username}`],
      });
      return list(actor.id);
    },
  };
}
