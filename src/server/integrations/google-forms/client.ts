import { formResponseUrl } from '../../../core/google-forms';
import { fetchText, type TransportFailure } from '../http-transport';

/**
 * Public Google Forms as a lead destination (contracts/external-apis.md section 3b). Google's
 * Forms API cannot submit a response, so this does what a browser does: an urlencoded POST of
 * `entry.N=value` pairs to the form's `…/formResponse` address (a `…/viewform` link is turned
 * into it). The reply is an HTML page, never JSON:
 *
 * - 2xx: recorded;
 * - a redirect: the form wants a signed-in respondent (Google's sign-in page), which a server
 *   cannot be; redirects are never followed, so nothing is posted anywhere else;
 * - 404 (no such form), 400 (a required question unanswered, an answer not among a choice
 *   question's options) and other 4xx: refused, until an admin fixes the form or the mapping;
 * - 429, 5xx, a network failure: unavailable, worth trying again;
 * - no complete answer in time: a timeout (the response may have been recorded).
 */

export type GoogleFormsErrorKind = 'rejected' | 'unavailable' | 'timeout';

export class GoogleFormsError extends Error {
  constructor(
    public readonly kind: GoogleFormsErrorKind,
    message: string,
    public readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GoogleFormsError';
  }
}

export type GoogleFormsClient = {
  /** Posts one response: `fields` are `entry.N`/value pairs (repeat an entry for checkboxes). */
  submit(formLink: string, fields: ReadonlyArray<readonly [string, string]>): Promise<void>;
};

/** The host of a URL, for messages. */
function hostOf(url: URL): string {
  return url.host || 'the form';
}

/** Why Google refused, in words an admin can act on. */
function refusal(status: number, host: string): string {
  if (status === 404) {
    return `Google Forms (${host}) has no form at this address (HTTP 404): check the form's link`;
  }
  if (status === 400) {
    return (
      `Google Forms (${host}) refused the response (HTTP 400): a required question has no ` +
      'mapped field, or an answer is not one of its choices'
    );
  }
  if (status === 401 || status === 403) {
    return `Google Forms (${host}) refused the response (HTTP ${status}): is the form accepting responses?`;
  }
  return `Google Forms (${host}) refused the response (HTTP ${status})`;
}

/** The Google Forms client. */
export function createGoogleFormsClient(options: { timeoutMs?: number } = {}): GoogleFormsClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async submit(formLink, fields) {
      let url: URL;
      try {
        url = new URL(formResponseUrl(formLink));
      } catch {
        throw new GoogleFormsError('rejected', "The Google Form's link is not a valid URL");
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new GoogleFormsError('rejected', "The Google Form's link must be http(s)");
      }
      const host = hostOf(url);
      const transportError = (failure: TransportFailure) =>
        failure.kind === 'timeout'
          ? new GoogleFormsError(
              'timeout',
              `Google Forms (${host}) did not answer within ${timeoutMs} ms`,
              failure.status,
            )
          : new GoogleFormsError(
              'unavailable',
              `Google Forms (${host}) could not be reached${failure.code ? ` (${failure.code})` : ''}`,
              failure.status,
            );
      const { response } = await fetchText(
        url,
        {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
            accept: 'text/html',
          },
          body: new URLSearchParams(fields.map(([k, v]) => [k, v])).toString(),
          timeout: timeoutMs,
        },
        transportError,
      );
      const status = response.status;
      if (status >= 200 && status < 300) return;
      if (status >= 300 && status < 400) {
        const location = response.headers.get('location') ?? '';
        throw new GoogleFormsError(
          'rejected',
          /accounts\.google\.com|ServiceLogin/i.test(location)
            ? `Google Forms (${host}) asks respondents to sign in: let anyone answer the form`
            : `Google Forms (${host}) redirected the response elsewhere (HTTP ${status}): check the form's link`,
          status,
        );
      }
      if (status === 429 || status >= 500) {
        throw new GoogleFormsError(
          'unavailable',
          `Google Forms (${host}) answered HTTP ${status}`,
          status,
        );
      }
      throw new GoogleFormsError('rejected', refusal(status, host), status);
    },
  };
}
