import { normalizePhone } from '../../../core/lead-options';
import {
  CarrierLookupError,
  getJson,
  normalizeLineType,
  parseBaseUrl,
  textOrNull,
  type CarrierLookupResult,
} from './carrier-lookup';

/**
 * numverify (APILayer) phone validation, contracts/external-apis.md section 4.1:
 * `GET {base}/validate?access_key=&number=&country_code=US`. numverify reports its errors
 * with HTTP 200 and `{success:false, error:{code,type,info}}`.
 */

export type NumverifyClientOptions = {
  /** e.g. https://apilayer.net/api (the free plan historically answers over http only). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
};

export type NumverifyClient = {
  readonly service: 'numverify';
  /** Looks one US phone number up; throws CarrierLookupError. */
  lookup(phone: string): Promise<CarrierLookupResult>;
};

type NumverifyReply = {
  success?: boolean;
  error?: { code?: unknown; type?: unknown; info?: unknown };
  valid?: unknown;
  carrier?: unknown;
  line_type?: unknown;
};

/** numverify error code -> our kind (codes from the APILayer error family). */
function kindOf(code: number | null): CarrierLookupError['kind'] {
  if (code === 104) return 'quota-exhausted';
  if (code === 101) return 'invalid-key';
  return 'failed';
}

/** The numverify client. */
export function createNumverifyClient(options: NumverifyClientOptions): NumverifyClient {
  const base = parseBaseUrl('numverify', options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    service: 'numverify',
    async lookup(phone) {
      const url = new URL(`${base.href.replace(/\/+$/, '')}/validate`);
      url.searchParams.set('access_key', options.apiKey);
      url.searchParams.set('number', normalizePhone(phone));
      url.searchParams.set('country_code', 'US');

      const { status, body } = await getJson('numverify', url, timeoutMs);
      if (status >= 500 || status === 429) {
        throw new CarrierLookupError(
          'numverify',
          'unavailable',
          `numverify answered HTTP ${status}`,
          null,
          status,
        );
      }
      const reply = (body && typeof body === 'object' ? body : null) as NumverifyReply | null;
      if (reply?.success === false || reply?.error) {
        const code = typeof reply.error?.code === 'number' ? reply.error.code : null;
        const type = typeof reply.error?.type === 'string' ? reply.error.type : 'error';
        // `info` is numverify's own sentence; it never repeats the key, but keep it short
        const info =
          typeof reply.error?.info === 'string' ? `: ${reply.error.info.slice(0, 200)}` : '';
        throw new CarrierLookupError(
          'numverify',
          kindOf(code),
          `numverify refused the lookup (${code ?? '?'} ${type})${info}`,
          code,
          status,
        );
      }
      if (status === 401 || status === 403) {
        throw new CarrierLookupError(
          'numverify',
          'invalid-key',
          `numverify answered HTTP ${status}`,
          null,
          status,
        );
      }
      if (body === null && status < 400) {
        // HTML from a proxy or a cut-off body: the service did not really answer
        throw new CarrierLookupError(
          'numverify',
          'unavailable',
          `numverify reply is not JSON (HTTP ${status})`,
          null,
          status,
        );
      }
      if (status >= 400 || !reply || typeof reply.valid !== 'boolean') {
        throw new CarrierLookupError(
          'numverify',
          'failed',
          `numverify sent an unexpected reply (HTTP ${status})`,
          null,
          status,
        );
      }
      return {
        valid: reply.valid,
        carrier: textOrNull(reply.carrier),
        lineType: normalizeLineType(reply.line_type),
      };
    },
  };
}
