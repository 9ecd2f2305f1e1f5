import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * A visitor who sent the new-client form from this browser is someone the team knows: a signed
 * cookie (HttpOnly, a year) names the contact the form created, so the listings they view and
 * the searches they run reach the team's CRM. Only a contact the form itself created is
 * remembered: typing someone else's e-mail must not tie this browser to that person.
 */
export const KNOWN_VISITOR_COOKIE = 'rl_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberVisitor(
  reply: FastifyReply,
  config: Pick<Config, 'isProduction' | 'publicUrl'>,
  contactId: number,
): void {
  reply.setCookie(KNOWN_VISITOR_COOKIE, String(contactId), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    maxAge: ONE_YEAR_SECONDS,
    secure: config.isProduction && (config.publicUrl?.startsWith('https:') ?? false),
  });
}

/** The contact this browser's visitor is, by the signed cookie; null when there is none or it was forged. */
export function rememberedVisitor(request: FastifyRequest): number | null {
  const raw = request.cookies[KNOWN_VISITOR_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const id = Number(unsigned.value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
