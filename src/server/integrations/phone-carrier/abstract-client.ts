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
 * Abstract API phone validation, contracts/external-apis.md section 4.2:
 * `GET {base}/?api_key=&phone=&country=US`. The reply's shape differs between the documented
 * v1 API, the marketing page and the newer Phone Intelligence API, so it is read tolerantly.
 * Errors are HTTP statuses with `{error:{message,code,details}}`.
 */

/** baseUrl e.g. https://phonevalidation.abstractapi.com/v1 */
export type AbstractClientOptions = CarrierClientOptions;

export type AbstractClient = CarrierClient<'abstract'>;

type Named = { name?: unknown; line_type?: unknown };

type AbstractReply = {
  valid?: unknown;
  phone_validation?: { is_valid?: unknown };
  carrier?: unknown;
  type?: unknown;
  line_type?: unknown;
  phone_carrier?: Named;
  error?: { code?: unknown; message?: unknown };
};

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** carrier = carrier.name ?? carrier ?? phone_carrier.name (the contract's tolerant reading). */
function carrierOf(reply: AbstractReply): string | null {
  const nested = asObject(reply.carrier);
  return (
    textOrNull(nested?.name) ?? textOrNull(reply.carrier) ?? textOrNull(reply.phone_carrier?.name)
  );
}

/** type = type ?? line_type ?? phone_carrier.line_type, normalised. */
function lineTypeOf(reply: AbstractReply): string | null {
  const nested = asObject(reply.carrier);
  return (
    normalizeLineType(reply.type) ??
    normalizeLineType(reply.line_type) ??
    normalizeLineType(reply.phone_carrier?.line_type) ??
    normalizeLineType(nested?.line_type)
  );
}

/** Abstract's 429 also means "more than one request per second" on free plans. */
const QUOTA_WORDING = /quota|credit|usage limit|monthly/i;

/** The Abstract phone-validation client. */
export function createAbstractClient(options: AbstractClientOptions): AbstractClient {
  // the documented endpoint is `/v1/` with a trailing slash
  const lookupEndpoint = carrierEndpoint('abstract', options, '');

  function fail(kind: CarrierLookupError['kind'], status: number, reply: AbstractReply | null) {
    const code = typeof reply?.error?.code === 'string' ? reply.error.code : null;
    const text =
      typeof reply?.error?.message === 'string' ? `: ${reply.error.message.slice(0, 200)}` : '';
    return new CarrierLookupError(
      'abstract',
      kind,
      `Abstract answered HTTP ${status}${code ? ` (${code})` : ''}${text}`,
      code,
      status,
    );
  }

  return {
    service: 'abstract',
    async lookup(phone) {
      const { status, body } = await lookupEndpoint({
        api_key: options.apiKey,
        phone: normalizePhone(phone),
        country: 'US',
      });
      const reply = asObject(body) as AbstractReply | null;
      if (status === 401 || status === 403) throw fail('invalid-key', status, reply);
      // Abstract documents 422 as "quota reached" (insufficient credits)
      if (status === 422) throw fail('quota-exhausted', status, reply);
      if (status === 429) {
        // A plain 429 is the free plan's one-request-per-second throttle: marking the whole
        // month used up for it would waste the rest of the month, so only quota wording counts.
        const wording = `${String(reply?.error?.code ?? '')} ${String(reply?.error?.message ?? '')}`;
        throw fail(QUOTA_WORDING.test(wording) ? 'quota-exhausted' : 'unavailable', status, reply);
      }
      if (status >= 500) throw fail('unavailable', status, reply);
      if (status >= 400) throw fail('failed', status, reply);
      if (!reply) {
        throw new CarrierLookupError(
          'abstract',
          'unavailable',
          `Abstract reply is not a JSON object (HTTP ${status})`,
          null,
          status,
        );
      }
      const carrier = carrierOf(reply);
      const valid =
        typeof reply.valid === 'boolean'
          ? reply.valid
          : typeof reply.phone_validation?.is_valid === 'boolean'
            ? reply.phone_validation.is_valid
            : carrier !== null;
      return { valid, carrier, lineType: lineTypeOf(reply) };
    },
  };
}
