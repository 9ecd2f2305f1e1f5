import { parseJson } from '../http-transport';

/** The typed errors of the Follow Up Boss client, read from FUB's `{"errorMessage": ...}` replies. */

export type FollowUpBossErrorKind =
  | 'unauthorized' // 401: the key is wrong
  | 'forbidden' // 403: the key's role may not, or the account expired
  | 'not-found'
  | 'bad-request' // other 4xx: FUB refused what we sent
  | 'rate-limited' // 429 (or this client is still inside a long Retry-After)
  | 'unavailable' // 5xx
  | 'network' // refused, reset, DNS
  | 'timeout'
  | 'invalid-reply'; // a 2xx body that is not the JSON we expect

export class FollowUpBossError extends Error {
  constructor(
    public readonly kind: FollowUpBossErrorKind,
    message: string,
    public readonly status: number | null = null,
    /** For rate-limited: when FUB will take requests again. */
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'FollowUpBossError';
  }

  /** Worth trying again later: throttling, outages and transport failures. */
  get retryable(): boolean {
    return ['rate-limited', 'unavailable', 'network', 'timeout'].includes(this.kind);
  }
}

/** The error kind of a reply status that is not 2xx. */
export function kindForStatus(status: number): FollowUpBossErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'bad-request';
}

/** FUB's own words for a refusal (`errorMessage` of the body), or null when it sent none. */
export function errorMessageOf(text: string): string | null {
  const message = (parseJson(text) as { errorMessage?: unknown } | null | undefined)?.errorMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
