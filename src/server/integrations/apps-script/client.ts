import {
  parseJson,
  readResponseText,
  sendHttpRequest,
  type TransportFailure,
} from '../http-transport';

/**
 * The Google Apps Script web-app webhook (contracts/external-apis.md section 3): a JSON POST
 * to `https://script.google.com/macros/s/{deploymentId}/exec`. Apps Script runs doPost, then
 * answers 302 to `script.googleusercontent.com/macros/echo?user_content_key=…`, which must be
 * fetched with a GET to read the script's output. The script cannot choose an HTTP status,
 * so a refusal comes as `{ok:false, error}` in a 200 body.
 *
 * Redirects are followed here rather than by fetch: fetch would follow 20 of them and hide
 * what it did; we follow at most MAX_REDIRECTS, turn a 301/302/303 into a GET without the body
 * (as browsers, curl -L and Apps Script's own echo step expect), and keep method and body on
 * 307/308.
 *
 * The webhook URL can be a secret (anyone holding it can write to the sheet), so errors name
 * only its host.
 */

export type AppsScriptErrorKind =
  /** The script answered `{ok:false}`, or Google refused the request (a 4xx). */
  | 'rejected'
  /** 5xx, 429, a network failure, or too many redirects. */
  | 'unavailable'
  /** No complete answer within the timeout (the script may have run: send a submissionId). */
  | 'timeout'
  /** A 2xx whose body is not a JSON object (an HTML error page of a broken deployment). */
  | 'invalid-reply';

export class AppsScriptError extends Error {
  constructor(
    public readonly kind: AppsScriptErrorKind,
    message: string,
    public readonly httpStatus: number | null = null,
    /** The script's own `error` text of an `{ok:false}` reply. */
    public readonly scriptError: string | null = null,
  ) {
    super(message);
    this.name = 'AppsScriptError';
  }
}

/** The script's reply: a JSON object (ours answers `{ok:true, received}`). */
export type AppsScriptReply = Record<string, unknown>;

export type AppsScriptClient = {
  /** POSTs the body as JSON, follows the redirect to the script's output and returns it. */
  post(webhookUrl: string, body: object): Promise<AppsScriptReply>;
};

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The host of a URL, for messages (never its path or query). */
function hostOf(url: string | URL): string {
  try {
    return new URL(url).host || 'the webhook';
  } catch {
    return 'the webhook';
  }
}

/** The Apps Script webhook client. */
export function createAppsScriptClient(options: { timeoutMs?: number } = {}): AppsScriptClient {
  const timeoutMs = options.timeoutMs ?? 30_000;

  return {
    async post(webhookUrl, body) {
      let url: URL;
      try {
        url = new URL(webhookUrl);
      } catch {
        throw new AppsScriptError('rejected', 'The Apps Script webhook URL is not a valid URL');
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new AppsScriptError('rejected', 'The Apps Script webhook URL must be http(s)');
      }
      // one deadline for the whole exchange: the POST, the redirects and the reply body
      const signal = AbortSignal.timeout(timeoutMs);
      let method: 'POST' | 'GET' = 'POST';
      let payload: string | undefined = JSON.stringify(body);
      let response: Response;
      // names the host of the hop that failed, read when the failure happens
      const transportError = (failure: TransportFailure) =>
        describeFailure(failure, url, timeoutMs);

      for (let hops = 0; ; hops++) {
        response = await sendHttpRequest(
          url,
          {
            method,
            redirect: 'manual',
            timeout: signal,
            headers: {
              accept: 'application/json',
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(payload !== undefined ? { body: payload } : {}),
          },
          transportError,
        );
        if (!REDIRECT_STATUSES.has(response.status)) break;
        const location = response.headers.get('location');
        await response.body?.cancel().catch(() => undefined);
        if (!location) {
          throw new AppsScriptError(
            'invalid-reply',
            `Apps Script at ${hostOf(url)} answered ${response.status} without a Location`,
            response.status,
          );
        }
        if (hops + 1 > MAX_REDIRECTS) {
          throw new AppsScriptError(
            'unavailable',
            `Apps Script at ${hostOf(webhookUrl)} redirected more than ${MAX_REDIRECTS} times`,
            response.status,
          );
        }
        const next = new URL(location, url);
        if (next.protocol !== 'https:' && next.protocol !== 'http:') {
          throw new AppsScriptError(
            'invalid-reply',
            `Apps Script at ${hostOf(url)} redirected to a non-http URL`,
            response.status,
          );
        }
        if (response.status !== 307 && response.status !== 308) {
          method = 'GET';
          payload = undefined;
        }
        url = next;
      }

      const text = await readResponseText(response, transportError);
      const status = response.status;
      if (status >= 500 || status === 429) {
        throw new AppsScriptError(
          'unavailable',
          `Apps Script at ${hostOf(url)} answered HTTP ${status}`,
          status,
        );
      }
      if (status >= 400) {
        throw new AppsScriptError(
          'rejected',
          `Apps Script at ${hostOf(url)} refused the request (HTTP ${status})`,
          status,
        );
      }
      if (status < 200 || status >= 300) {
        throw new AppsScriptError(
          'invalid-reply',
          `Apps Script at ${hostOf(url)} answered HTTP ${status}`,
          status,
        );
      }
      const reply = parseJson(text);
      if (!reply || typeof reply !== 'object' || Array.isArray(reply)) {
        throw new AppsScriptError(
          'invalid-reply',
          `Apps Script at ${hostOf(url)} did not answer with a JSON object (HTTP ${status})`,
          status,
        );
      }
      const object = reply as AppsScriptReply;
      if (object.ok === false) {
        const scriptError =
          typeof object.error === 'string'
            ? object.error.slice(0, 500)
            : object.error === undefined
              ? null
              : JSON.stringify(object.error).slice(0, 500);
        throw new AppsScriptError(
          'rejected',
          `The Apps Script refused the delivery${scriptError ? `: ${scriptError}` : ''}`,
          status,
          scriptError,
        );
      }
      return object;
    },
  };
}

function describeFailure(failure: TransportFailure, url: URL, timeoutMs: number): AppsScriptError {
  if (failure.kind === 'timeout') {
    return new AppsScriptError(
      'timeout',
      `Apps Script at ${hostOf(url)} did not answer within ${timeoutMs} ms`,
    );
  }
  const code = failure.code !== null ? ` (${failure.code})` : '';
  return new AppsScriptError(
    'unavailable',
    `Apps Script at ${hostOf(url)} could not be reached${code}`,
  );
}
