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

/** SQLSTATE classes and codes that mean the server is gone, not that the query was wrong. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres says these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether an error means the database cannot be reached right now (the server restarting,
 * stopped, refusing connections, or the connection cut), as opposed to a failed query. Such a
 * request is answered 503 "try again", and recovers by itself: the pool opens new connections.
 * Drizzle wraps the driver's error, so causes are read too.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (
    let e = error as Record<string, unknown> | undefined, depth = 0;
    e && depth < 5;
    depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (
      code.startsWith('08') ||
      UNAVAILABLE_SQLSTATES.has(code) ||
      UNAVAILABLE_NODE_CODES.has(code)
    ) {
      return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (!code && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = e.cause as Record<string, unknown> | undefined;
  }
  return false;
}
