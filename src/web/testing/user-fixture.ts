import type { User } from '../../contract/auth';

/** A signed-in visitor (GET /api/user); override what a test is about. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'anna',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Lee',
    profileImageUrl: null,
    authProvider: 'local',
    isAdmin: false,
    isAgent: false,
    ...overrides,
  };
}
