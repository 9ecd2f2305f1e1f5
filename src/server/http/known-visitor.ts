import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * A visitor who sent the new-client form from this browser is someone the team knows: an
 * HttpOnly cookie (a year) names the contact the form created, so the listings they view and
 * the searches they run reach the team's CRM. Only a contact the form itself created is
 * remembered: typing someone else's e-mail must not tie this browser to that person.
 *
 * The cookie is set after every accepted submission and reads alike whether it names a contact
 * or none (issue 39): its value is AES-256-GCM over a fixed-width contact id (0 for none), so
 * neither its presence nor its length nor its contents tell a caller whether the e-mail typed
 * was already a contact. GCM authenticates it: a forged or altered value names nobody.
 */
export const KNOWN_VISITOR_COOKIE = 'rl_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ID_BYTES = 8;

const keys = new Map<string, Buffer>();
function keyOf(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(
      hkdfSync('sha256', appSecret, 'ridgeline-known-visitor', 'rl_visitor-v2', 32),
    );
    keys.set(appSecret, key);
  }
  return key;
}

function seal(appSecret: string, contactId: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const plain = Buffer.alloc(ID_BYTES);
  plain.writeBigUInt64BE(BigInt(contactId));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(appSecret: string, value: string): number | null {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length !== IV_BYTES + TAG_BYTES + ID_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    const id = Number(plain.readBigUInt64BE());
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The contact this browser's visitor is, by the cookie; null when there is none or it was forged. */
export function rememberedVisitor(
  request: FastifyRequest,
  config: Pick<Config, 'appSecret'>,
): number | null {
  const value = request.cookies[KNOWN_VISITOR_COOKIE];
  return value ? open(config.appSecret, value) : null;
}

/**
 * Sets the cookie after a new-client submission: naming `createdContactId` when the submission
 * created that contact, else the contact this browser already named (a returning visitor who
 * sends the form again stays known), else none. Set either way, so the reply is the same.
 */
export function rememberVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'appSecret'>,
  createdContactId: number | null,
): void {
  const contactId = createdContactId ?? rememberedVisitor(request, config) ?? 0;
  reply.setCookie(KNOWN_VISITOR_COOKIE, seal(config.appSecret, contactId), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: ONE_YEAR_SECONDS,
    secure: config.isProduction && (config.publicUrl?.startsWith('https:') ?? false),
  });
}
