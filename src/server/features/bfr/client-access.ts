import type { FastifyRequest } from 'fastify';
import { callerAccess, grantsAccess } from '../../../core/route-access';
import { grantsOf } from './link-grants';
import { bfrLinkForbidden, type BfrLinkService } from './link-service';

/** How many characters of a link id name it as the author of a client's save. */
const AUTHOR_ID_CHARS = 6;

export type BfrClientAccess = ReturnType<typeof createBfrClientAccess>;

/**
 * Who may use the client's BFR routes (declared 'public'; checked here, in the handler): staff,
 * or a browser whose signed grant cookie holds an unexpired grant whose link is still active.
 * Anyone else gets 403 BFR_LINK_FORBIDDEN, signed in or not: signing in would not help a client.
 */
export function createBfrClientAccess(deps: { links: BfrLinkService; now: () => Date }) {
  const isStaff = (request: FastifyRequest) => grantsAccess(callerAccess(request.user), 'staff');

  return {
    /** Staff, or the holder of a grant for this contact; the name a save is recorded under. */
    async forContact(request: FastifyRequest, contactId: number): Promise<{ author: string }> {
      if (request.user && isStaff(request)) return { author: request.user.username };
      const grant = await deps.links.grantFor(grantsOf(request, deps.now()), contactId);
      if (!grant) throw bfrLinkForbidden();
      return { author: `client link ${grant.obfuscatedId.slice(0, AUTHOR_ID_CHARS)}` };
    },

    /** Staff, or the holder of any valid grant (the client form's MLS lookup). */
    async anyGrant(request: FastifyRequest): Promise<void> {
      if (isStaff(request)) return;
      if (!(await deps.links.anyActive(grantsOf(request, deps.now())))) throw bfrLinkForbidden();
    },
  };
}
