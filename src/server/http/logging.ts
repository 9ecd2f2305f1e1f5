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

/**
 * Query (and fragment) parameters whose values never reach a log line (`saved`: a
 * comparison's link id; `access_token` and the like: OAuth's implicit flow puts them after '#').
 */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'code',
  'state',
  'key',
  'api_key',
  'access_token',
  'id_token',
  'refresh_token',
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

/** 'https://host', 'wss://host:8443', '//host': what precedes the path of an absolute URL. */
const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i;

/** A parameter value that is itself a URL ('?next=%2Freset-password%3Ftoken%3D…'). */
const NESTED_URL = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/|\?)/i;

/** How deep a URL inside a parameter inside a URL is still looked into. */
const MAX_NESTING = 3;

/**
 * A URL as it may be logged: a client link loses its id, the password-reset page its whole
 * query string, and any secret-looking parameter elsewhere (a token, an OAuth code) its value,
 * in the query or the fragment and in a URL given as another parameter's value. Absolute
 * ('https://site/bfr/…'), protocol-relative and relative URLs alike.
 */
export function loggableUrl(rawUrl: string): string {
  return redactUrl(rawUrl, 0);
}

function redactUrl(rawUrl: string, depth: number): string {
  const origin = ORIGIN.exec(rawUrl)?.[0] ?? '';
  const hashAt = rawUrl.indexOf('#', origin.length);
  const fragment = hashAt === -1 ? null : rawUrl.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? rawUrl : rawUrl.slice(0, hashAt);
  const relative = SECRET_PATH_SEGMENTS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    beforeHash.slice(origin.length),
  );
  const queryAt = relative.indexOf('?');
  const path = queryAt === -1 ? relative : relative.slice(0, queryAt);
  let query = queryAt === -1 ? null : relative.slice(queryAt + 1);
  if (query !== null) {
    query = path.endsWith('/reset-password') ? '[redacted]' : redactParams(query, depth);
  }
  const hash = fragment === null ? null : redactParams(fragment, depth);
  return `${origin}${path}${query === null ? '' : `?${query}`}${hash === null ? '' : `#${hash}`}`;
}

/** A query string (or a fragment of the same shape) without secret values; as given when clean. */
function redactParams(query: string, depth: number): string {
  if (!query.includes('=')) return query;
  const params = new URLSearchParams(query);
  let changed = false;
  for (const [name, value] of [...params]) {
    // an HTML-escaped '&amp;token=' still names a token
    const bare = name.toLowerCase().replace(/^amp;/, '');
    if (SECRET_QUERY_PARAMS.has(bare)) {
      params.set(name, '[redacted]');
      changed = true;
    } else if (depth < MAX_NESTING && NESTED_URL.test(value)) {
      const nested = redactUrl(value, depth + 1);
      if (nested !== value) {
        params.set(name, nested);
        changed = true;
      }
    }
  }
  return changed ? params.toString() : query;
}

/**
 * Where free text names a URL: an absolute one anywhere ('https://…', 'wss://…'), or a path
 * ('/…', '//host/…') or a bare query ('?code=…') at the start or after a space, a quote, a
 * bracket, '=', ',', ';', ':' or '@' (a stack frame's 'fn@/path'). A URL ends at a space, a
 * quote, a bracket or a backslash.
 */
const URL_IN_TEXT =
  /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>()[\]{}\\]+|(?<=^|[\s"'`<>()[\]{}=,;:@|])[/?][^\s"'`<>()[\]{}\\]*/gi;

/** A stack frame's ':12:34' (line and column) at the end of a URL. */
const LINE_AND_COLUMN = /(?::\d+){1,2}$/;

/**
 * A found URL and what follows it in a sentence or a stack frame: '.', ':12:34' (after a path
 * only: after a query it may be part of a value, and goes with it).
 */
function splitTail(found: string): [url: string, tail: string] {
  let end = found.length;
  while (end > 0 && '.,;:!?'.includes(found[end - 1]!)) end -= 1;
  const url = found.slice(0, end);
  const lineAndColumn = /[?#]/.test(url) ? '' : (LINE_AND_COLUMN.exec(url)?.[0] ?? '');
  end -= lineAndColumn.length;
  return [found.slice(0, end), found.slice(end)];
}

/**
 * Free text as it may be logged (a browser's error message or stack): every URL or path in it
 * goes through loggableUrl's rules, the rest of the text is kept as it is.
 */
export function redactSecretsInText(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    const [url, tail] = splitTail(found);
    return url === '' ? found : `${loggableUrl(url)}${tail}`;
  });
}

/**
 * A record of free text as it may be logged: every string in it, at any depth, through
 * redactSecretsInText; a field added to the record later is covered without naming it.
 */
export function redactSecretsInFields<T>(value: T): T {
  if (typeof value === 'string') return redactSecretsInText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecretsInFields(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, redactSecretsInFields(field)]),
    ) as T;
  }
  return value;
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
