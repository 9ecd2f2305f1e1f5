import { z } from 'zod';

/*
 * The building blocks every request field is made of, so bad bytes and big numbers get a 400
 * naming the field and never reach the database (where U+0000 and out-of-range integers
 * raise errors that used to come back as 500s).
 */

/** Largest value of a PostgreSQL `integer` column (ids, counts, square feet). */
export const INT4_MAX = 2_147_483_647;

/** The longest text any field takes unless it says less. */
export const TEXT_MAX = 10_000;

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Contains characters that are not allowed';

/**
 * U+0000 (PostgreSQL text cannot hold it) and UTF-16 halves without their pair (not Unicode:
 * drivers and JSON encoders reject or mangle them).
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character no field accepts. */
export function hasForbiddenCharacters(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/**
 * A text field: trimmed (unless `trim: false`, for passwords), at most `max` characters, no
 * U+0000 and no unpaired surrogates. Chain `.min()`, `.regex()`, `.pipe(z.email())` as needed.
 */
export function text(
  options: { error?: string; max?: number; maxMessage?: string; trim?: boolean } = {},
) {
  const max = options.max ?? TEXT_MAX;
  const base = z.string(options.error ? { error: options.error } : undefined);
  return (options.trim === false ? base : base.trim())
    .max(max, options.maxMessage ?? `At most ${max} characters`)
    .refine((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE);
}

/**
 * A whole number from a query string or path ('42'), within `[min, max]` (by default the range
 * of an `integer` column from 0): '1e308', 'NaN', '-1', '2.5' and 2^31 are refused.
 */
export function wholeNumberParam(message: string, bounds: { min?: number; max?: number } = {}) {
  const min = bounds.min ?? 0;
  const max = bounds.max ?? INT4_MAX;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

/** A whole number in a JSON body or coerced query, within the range of an `integer` column. */
export function intValue(message: string, bounds: { min?: number; max?: number } = {}) {
  return z
    .number({ error: message })
    .int(message)
    .min(bounds.min ?? 0, message)
    .max(bounds.max ?? INT4_MAX, message);
}

/** A positive `integer` id from a path or query ('/api/contacts/42'). */
export function idParam(message: string) {
  return wholeNumberParam(message, { min: 1 });
}
