/**
 * The named unique index a Postgres unique violation (23505) hit, or null for any other
 * error. Drizzle may wrap the driver's error, so its cause is read too.
 */
export function uniqueViolation(error: unknown): string | null {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const source = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return source ? (source.constraint ?? 'unknown') : null;
}
