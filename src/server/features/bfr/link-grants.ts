import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { secureCookies } from '../../http/secure-cookies';

/*
 * What opening a client link (/bfr/{id}) grants this browser: that one contact's buyer file,
 * for 30 days, while the link stays active. Kept in a signed (the app secret), HttpOnly,
 * SameSite=Lax cookie; a browser holds the grants of up to 5 links, newest first. The cookie
 * is only a claim: every use checks the link is still active in the database.
 */

export const BFR_GRANT_COOKIE = 'rl_bfr';
export const BFR_GRANT_DAYS = 30;
const GRANT_MS = BFR_GRANT_DAYS * 24 * 60 * 60 * 1000;
/** Grants one browser keeps (an agent's assistant may hold a few clients' links). */
export const MAX_BFR_GRANTS = 5;

export type BfrGrant = {
  obfuscatedId: string;
  crm: string;
  contactId: number;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
};

function isGrant(value: unknown): value is BfrGrant {
  const g = value as Partial<BfrGrant> | null;
  return (
    typeof g === 'object' &&
    g !== null &&
    typeof g.obfuscatedId === 'string' &&
    typeof g.crm === 'string' &&
    Number.isSafeInteger(g.contactId) &&
    typeof g.exp === 'number' &&
    Number.isFinite(g.exp)
  );
}

/**
 * The grants of the request's cookie, unexpired at `now`, newest first. A cookie without a
 * valid signature (forged, or signed with another secret) or that cannot be read grants nothing.
 */
export function grantsOf(request: FastifyRequest, now: Date): BfrGrant[] {
  const raw = request.cookies[BFR_GRANT_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isGrant)
    .filter((grant) => grant.exp > now.getTime())
    .slice(0, MAX_BFR_GRANTS);
}

/** A grant of the link, from `now` for BFR_GRANT_DAYS. */
export function grantOf(
  link: { obfuscatedId: string; crm: string; contactId: number },
  now: Date,
): BfrGrant {
  return {
    obfuscatedId: link.obfuscatedId,
    crm: link.crm,
    contactId: link.contactId,
    exp: now.getTime() + GRANT_MS,
  };
}

/**
 * Adds a grant to the browser's cookie: first, replacing an older grant of the same link or
 * the same contact, the expired ones dropped, at most MAX_BFR_GRANTS kept.
 */
export function storeGrant(
  request: FastifyRequest,
  reply: FastifyReply,
  grant: BfrGrant,
  deps: { config: Pick<Config, 'isProduction' | 'publicUrl'>; now: Date },
): void {
  const kept = grantsOf(request, deps.now).filter(
    (g) =>
      g.obfuscatedId !== grant.obfuscatedId &&
      !(g.crm === grant.crm && g.contactId === grant.contactId),
  );
  const grants = [grant, ...kept].slice(0, MAX_BFR_GRANTS);
  reply.setCookie(
    BFR_GRANT_COOKIE,
    Buffer.from(JSON.stringify(grants), 'utf8').toString('base64url'),
    {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      maxAge: GRANT_MS / 1000,
      secure: secureCookies(deps.config, request),
    },
  );
}
