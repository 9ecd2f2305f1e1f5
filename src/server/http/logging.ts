/** Log paths that may carry secrets; redacted from every log line of the app and the job runner. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * An error as it may be logged. A failed database query carries its parameters (a lead's
 * name, e-mail, phone and answers) in its message and a `params` field: those are dropped,
 * keeping the SQL text and the driver's code, constraint and message.
 */
export function loggableError(error: unknown): unknown {
  const e = error as {
    name?: string;
    message?: string;
    query?: unknown;
    params?: unknown;
    stack?: string;
    cause?: { code?: string; constraint?: string; message?: string };
  } | null;
  if (!e || typeof e !== 'object' || typeof e.query !== 'string' || !('params' in e)) return error;
  return {
    type: e.name ?? 'Error',
    message: `Failed query: ${e.query}`,
    cause: e.cause
      ? { code: e.cause.code, constraint: e.cause.constraint, message: e.cause.message }
      : undefined,
    stack: e.stack?.split('\n').slice(1).join('\n'),
  };
}
