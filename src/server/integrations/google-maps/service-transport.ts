// What the two Google Maps clients (Geocoding, Map Tiles) share: the base URL checked once,
// and a transport failure put into words that never carry a key.
import type { TransportFailure } from '../http-transport';

/** A service's base URL, checked once when its client is made (before any key is added to it). */
export function parseServiceBaseUrl(baseUrl: string, invalid: () => Error): URL {
  try {
    const url = new URL(baseUrl.replace(/\/+$/, ''));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url;
  } catch {
    throw invalid();
  }
}

/**
 * A transport failure in words: the service, its host and the system error code only. Never
 * failure.errorMessage or the URL: a parse error of fetch would quote the key.
 */
export function transportFailureWords(
  service: string,
  host: string,
  timeoutMs: number,
  failure: TransportFailure,
): { kind: 'timeout' | 'network'; message: string } {
  return failure.kind === 'timeout'
    ? { kind: 'timeout', message: `${service} did not answer within ${timeoutMs} ms` }
    : {
        kind: 'network',
        message: `${service} (${host}) could not be reached${failure.code ? ` (${failure.code})` : ''}`,
      };
}
