import type { User } from '../../contract/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (already presented, with the admin rule applied), or null. */
    user: User | null;
    /** SHA-256 of the session id of this request's cookie, when it named a live session. */
    sessionIdHash: string | null;
  }
}

/** The user that development test mode acts as (visitor spec section 4; DESIGN.md section 6.4). */
export const TEST_MODE_USER: User = {
  id: 0,
  username: 'test-mode',
  email: 'test-mode@localhost',
  firstName: 'Test',
  lastName: 'Mode',
  profileImageUrl: null,
  authProvider: 'local',
  isAdmin: true,
  isAgent: false,
};
