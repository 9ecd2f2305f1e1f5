import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * API keys entered in the admin panel are stored encrypted (AES-256-GCM: confidentiality and
 * integrity) under a key derived from APP_SECRET with HKDF, so a copy of the database alone
 * reveals none of them. Each value is bound to its field (additional authenticated data): a
 * ciphertext moved to another field does not decrypt.
 */

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  /** The stored form of a secret ('' stays ''). */
  seal(plain: string, field: string): string;
  /**
   * The secret of a stored value; a value stored before encryption existed is returned as it
   * is. Throws when the value was sealed with another APP_SECRET or was tampered with.
   */
  open(stored: string, field: string): string;
};

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', appSecret, 'ridgeline-settings', 'admin-settings-secrets-v1', 32),
  );
  return {
    seal(plain, field) {
      if (plain === '') return '';
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(field));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored, field) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(field));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** Whether a stored value is sealed (rather than a value kept from before encryption). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * What the panel shows of a secret: the last four characters of a long one ('••••1a2b'), only
 * dots for a short one (four characters of an 8-character key would give half of it away).
 */
export function secretHint(plain: string): string {
  if (plain === '') return '';
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••';
}
