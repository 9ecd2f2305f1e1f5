import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Follow Up Boss signs each webhook delivery with the system key: FUB-Signature is the hex
 * HMAC-SHA256, keyed with the X-System-Key, of the base64 encoding of the raw body. One guide
 * says the HMAC is of the raw body itself, so the check accepts either; both need the key.
 */

export const FUB_SIGNATURE_HEADER = 'fub-signature';

const hmacHex = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('hex');

/** The FUB-Signature of a body, as Follow Up Boss computes it. */
export function signFubWebhook(rawBody: string, systemKey: string): string {
  return hmacHex(systemKey, Buffer.from(rawBody).toString('base64'));
}

/** Whether `signature` is the system key's signature of exactly this body (constant time). */
export function isValidFubSignature(
  rawBody: string,
  signature: string | undefined,
  systemKey: string,
): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return [signFubWebhook(rawBody, systemKey), hmacHex(systemKey, rawBody)].some((expected) =>
    timingSafeEqual(Buffer.from(expected, 'hex'), given),
  );
}
