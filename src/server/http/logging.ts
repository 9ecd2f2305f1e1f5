import pino, { type LoggerOptions } from 'pino';

/**
 * Log paths that may carry secrets or personal data; redacted from every log line of the app
 * and the job runner (a lead's or a user's e-mail, phone, password, tokens, cookies).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'token', 'email', 'phone', 'cookie', 'authorization'].flatMap(
    (field) => [field, `*.${field}`, `*.*.${field}`],
  ),
];

/** Query parameters whose values never reach a log line (`saved`: a comparison's link id). */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'code',
  'state',
  'key',
  'api_key',
  'email',
  'phone',
  'saved',
]);

/**
 * Paths with a segment that is itself a secret: a client's buyer file link id (/bfr/{id}), a
 * saved comparison's link id (decision 018).
 */
const SECRET_PATH_SEGMENTS: readonly [RegExp, string][] = [
  [/^\/bfr\/[^/?#]+/i, '/bfr/[redacted]'],
  [/^(\/api\/admin\/bfr\/links\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/api\/comparisons\/shared\/)[^/?#]+/i, '$1[redacted]'],
];

/**
 * A URL as it may be logged: a client link loses its id, the password-reset page its whole
 * query string, and any secret-looking parameter elsewhere (a token, an OAuth code) its value.
 */
export function loggableUrl(rawUrl: string): string {
  const url = SECRET_PATH_SEGMENTS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    rawUrl,
  );
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  if (path === '/reset-password' || path.endsWith('/reset-password')) return `${path}?[redacted]`;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_QUERY_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}

/**
 * An error as it may be logged. A failed database query carries its parameters (a lead's
 * name, e-mail, phone and answers, a password hash, a token) in its message and a `params`
 * field, and PostgreSQL puts the offending values in `detail` ("Key (email)=(…)"): those are
 * dropped, keeping the SQL text and the driver's code, constraint and message.
 */
export function loggableError(error: unknown): unknown {
  const e = error as {
    name?: string;
    message?: string;
    query?: unknown;
    params?: unknown;
    stack?: string;
    detail?: unknown;
    cause?: { code?: string; constraint?: string; message?: string };
  } | null;
  if (!e || typeof e !== 'object') return error;
  if (typeof e.query === 'string' && 'params' in e) {
    return {
      type: e.name ?? 'Error',
      message: `Failed query: ${e.query}`,
      cause: e.cause
        ? { code: e.cause.code, constraint: e.cause.constraint, message: e.cause.message }
        : undefined,
      stack: stackFrames(e.stack),
    };
  }
  if ('detail' in e) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    return {
      type: e.name ?? 'Error',
      message: e.message,
      code,
      constraint,
      stack: stackFrames(e.stack),
    };
  }
  return error;
}

/** The call frames of a stack, without the message lines above them (which may hold values). */
function stackFrames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/** Errors through loggableError; what it already made loggable is written as it is. */
function serializeError(error: unknown): pino.SerializedError {
  const loggable = loggableError(error);
  return loggable instanceof Error
    ? pino.stdSerializers.err(loggable)
    : (loggable as pino.SerializedError);
}

/**
 * The one logger configuration of the app and the job runner: redaction, errors without query
 * parameters, and request lines without secrets in the URL.
 */
export const LOGGER_OPTIONS = {
  redact: { paths: REDACTED_LOG_PATHS },
  serializers: {
    err: serializeError,
    req: (request: { method?: string; url?: string; host?: string; ip?: string }) => ({
      method: request.method,
      url: loggableUrl(request.url ?? ''),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
} satisfies LoggerOptions;
