import type { AdminUsersReply, SettingsAuditEntry } from '../../../contract/admin-settings';

/* The admin panel's tests' API: the admin users and the audit trail; the settings are shared. */
export {
  adminSettingsViewFixture,
  mergeUpdate,
  settingsRoutes,
  storedSecret,
  UNSET,
  validationFailed,
} from '../../testing/admin-settings-fixtures';

export function adminUsersFixture(overrides: Partial<AdminUsersReply> = {}): AdminUsersReply {
  return {
    currentUserId: 1,
    admins: [
      {
        id: 1,
        username: 'rita',
        email: 'rita@example.com',
        name: 'Rita Ranger',
        source: 'account',
      },
      { id: 2, username: 'sam', email: 'sam@example.com', name: 'Sam Stone', source: 'account' },
      {
        id: 3,
        username: 'owner',
        email: 'owner@example.com',
        name: 'Olive Owner',
        source: 'environment',
      },
      { id: null, username: null, email: 'boss@example.com', name: '', source: 'environment' },
    ],
    ...overrides,
  };
}

export function auditEntryFixture(overrides: Partial<SettingsAuditEntry> = {}): SettingsAuditEntry {
  return {
    id: 1,
    at: '2025-03-01T12:00:00.000Z',
    actor: 'rita',
    section: 'advancedSettings',
    fields: ['advancedSettings.cacheDurationMinutes'],
    ...overrides,
  };
}
