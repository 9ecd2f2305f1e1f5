/**
 * The HTTP plumbing the integration clients share: fetch under a timeout, one description of
 * an exchange that failed before a complete reply (timeout or network, with the system error
 * code undici puts on the cause), the body read as text (a connection reset mid-body is a
 * transport failure too, not a parse error), JSON parsing that tells "not JSON" apart, and
 * secret redaction for messages.
 *
 * The clients differ in what a failure means to their callers (a retryable 'network' error, an
 * 'unavailable' service, a 'timeout' that may still have run), so each one names it: every
 * call takes the function that turns a TransportFailure into the client's own error.
 */

export type TransportFailure = {
  /** 'timeout': the deadline passed (the service may still have done the work). */
  kind: 'timeout' | 'network';
  /** The system error code of the cause (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…), else null. */
  code: string | null;
  /**
   * The most specific words available: the cause's code, else its message, else the error's.
   * undici's causes name at most a host and port, never the path or query.
   */
  detail: string;
  /** The thrown error's own message (fetch's is the unhelpful "fetch failed"). */
  errorMessage: string;
  /** The reply's status when it was the body that failed; null when no reply arrived. */
  status: number | null;
  /** What fetch or the body stream threw. */
  error: unknown;
};

/** Turns a transport failure into what the client throws (its own error class and wording). */
export type FailureToError = (failure: TransportFailure) => unknown;

export type HttpRequestInit = Omit<RequestInit, 'signal'> & {
  /**
   * Milliseconds for this exchange, the body included; or a signal already counting down, for
   * one deadline over several requests (redirects followed by hand).
   */
  timeout: number | AbortSignal;
};

/** Describes what fetch or a body read threw. */
function describeTransportFailure(error: unknown, status: number | null): TransportFailure {
  const name = (error as { name?: unknown } | null)?.name;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const causeMessage = typeof cause?.message === 'string' ? cause.message : null;
  const ownMessage = (error as { message?: unknown } | null)?.message;
  const errorMessage = typeof ownMessage === 'string' ? ownMessage : String(error);
  return {
    // AbortSignal.timeout rejects with a TimeoutError; an abort of a shared signal is the same deadline
    kind: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
    code,
    detail: code ?? causeMessage ?? (typeof ownMessage === 'string' ? ownMessage : 'failed'),
    errorMessage,
    status,
    error,
  };
}

/** fetch under a timeout; a failure before the status line is thrown as `toError` names it. */
export async function sendHttpRequest(
  url: string | URL,
  init: HttpRequestInit,
  toError: FailureToError,
): Promise<Response> {
  const { timeout, ...rest } = init;
  const signal = typeof timeout === 'number' ? AbortSignal.timeout(timeout) : timeout;
  try {
    return await fetch(url, { ...rest, signal });
  } catch (error) {
    throw toError(describeTransportFailure(error, null));
  }
}

/** The whole body as text; a body cut off (reset, timeout) is thrown as `toError` names it. */
export async function readResponseText(
  response: Response,
  toError: FailureToError,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw toError(describeTransportFailure(error, response.status));
  }
}

/** sendHttpRequest and readResponseText with one failure mapping: the reply and its body. */
export async function fetchText(
  url: string | URL,
  init: HttpRequestInit,
  toError: FailureToError,
): Promise<{ response: Response; text: string }> {
  const response = await sendHttpRequest(url, init, toError);
  return { response, text: await readResponseText(response, toError) };
}

/**
 * The JSON value of a text, or undefined when it is not JSON (an HTML error page, a cut-off
 * body). JSON has no undefined, so a literal `null` reply stays distinguishable.
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Secrets shorter than this are not redacted: they would blank out ordinary words. */
const MIN_SECRET_LENGTH = 4;

/** A function that replaces every given secret in a text by `[redacted]` (for error messages). */
export function createRedactor(
  secrets: ReadonlyArray<string | null | undefined>,
): (text: string) => string {
  const words = secrets.filter(
    (s): s is string => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH,
  );
  return (text) => words.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}
