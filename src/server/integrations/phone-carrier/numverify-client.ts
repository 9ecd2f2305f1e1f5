import { normalizePhone } from '../../../core/lead-options';
import {
  carrierEndpoint,
  CarrierLookupError,
  normalizeLineType,
  textOrNull,
  type CarrierClient,
  type CarrierClientOptions,
} from './carrier-lookup';

/**
 * numverify (APILayer) phone validation, contracts/external-apis.md section 4.1:
 * `GET {base}/validate?access_key=&number=&country_code=US`. numverify reports its errors
 * with HTTP 200 and `{success:false, error:{code,type,info}}`.
 */

/** baseUrl e.g. https://apilayer.net/api (the free plan historically answers over http only). */
export type NumverifyClientOptions = CarrierClientOptions;

export type NumverifyClient = CarrierClient<'numverify'>;

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
  const validateEndpoint = carrierEndpoint('numverify', options, 'validate');

  return {
    service: 'numverify',
    async lookup(phone) {
      const { status, body } = await validateEndpoint({
        access_key: options.apiKey,
        number: normalizePhone(phone),
        country_code: 'US',
      });
      const fail = (
        kind: CarrierLookupError['kind'],
        message: string,
        code: number | null = null,
      ) => new CarrierLookupError('numverify', kind, message, code, status);
      if (status >= 500 || status === 429) {
        throw fail('unavailable', `numverify answered HTTP ${status}`);
      }
      const reply = (body && typeof body === 'object' ? body : null) as NumverifyReply | null;
      if (reply?.success === false || reply?.error) {
        const code = typeof reply.error?.code === 'number' ? reply.error.code : null;
        const type = typeof reply.error?.type === 'string' ? reply.error.type : 'error';
        // `info` is numverify's own sentence; it never repeats the key, but keep it short
        const info =
          typeof reply.error?.info === 'string' ? `: ${reply.error.info.slice(0, 200)}` : '';
        throw fail(
          kindOf(code),
          `numverify refused the lookup (${code ?? '?'} ${type})${info}`,
          code,
        );
      }
      if (status === 401 || status === 403) {
        throw fail('invalid-key', `numverify answered HTTP ${status}`);
      }
      if (body === null && status < 400) {
        // HTML from a proxy or a cut-off body: the service did not really answer
        throw fail('unavailable', `numverify reply is not JSON (HTTP ${status})`);
      }
      if (status >= 400 || !reply || typeof reply.valid !== 'boolean') {
        throw fail('failed', `numverify sent an unexpected reply (HTTP ${status})`);
      }
      return {
        valid: reply.valid,
        carrier: textOrNull(reply.carrier),
        lineType: normalizeLineType(reply.line_type),
      };
    },
  };
}
