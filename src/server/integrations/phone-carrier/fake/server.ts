import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, sendJson, startFakeHttpServer } from '../../fake-http-server';
import type { CarrierService } from '../carrier-lookup';

/**
 * One local server standing in for both phone-carrier services, speaking their wire contracts
 * (contracts/external-apis.md section 4): numverify at `/numverify/validate` (errors as HTTP
 * 200 `{success:false,error:{code,type,info}}`) and Abstract at `/abstract/v1/` (errors as
 * HTTP statuses with `{error:{message,code,details}}`, in one of three reply shapes). Carriers
 * are deterministic by the number's last digit (FAKE_CARRIERS). Switches exhaust a service's
 * monthly quota or fail its next requests, and counters tell tests what was asked.
 */

/** Abstract's reply shapes: the documented v1 one, the marketing page's, Phone Intelligence's. */
export type FakeAbstractShape = 'v1' | 'carrier-object' | 'intelligence';

export type FakeCarrierFailure = 'http-503' | 'http-429' | 'drop';

export type FakePhoneCarrier = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** `${url}/numverify`: the numverify client's base URL. */
  numverifyBaseUrl: string;
  /** `${url}/abstract/v1`: the Abstract client's base URL. */
  abstractBaseUrl: string;
  numverifyKey: string;
  abstractKey: string;
  /** Requests received per service, faulted and refused ones included. */
  readonly requests: Readonly<Record<CarrierService, number>>;
  /** The numbers asked for, oldest first (never the keys). */
  readonly lookups: ReadonlyArray<{ service: CarrierService; number: string; country: string }>;
  /** How Abstract shapes its successful replies (default 'v1'). */
  abstractShape: FakeAbstractShape;
  /** Delay before every reply (ms). */
  latencyMs: number;
  /** The service's monthly quota is used up: numverify answers 104, Abstract 422. */
  exhaust(service: CarrierService): void;
  /** Gives the service its quota back (a new month). */
  restore(service: CarrierService): void;
  /** The service's next n requests fail: HTTP 503, HTTP 429 (throttled) or a dropped socket. */
  failNext(service: CarrierService, n?: number, mode?: FakeCarrierFailure): void;
  /** Clears counters, switches, latency and the reply shape. */
  reset(): void;
  close(): Promise<void>;
};

export type FakeCarrierEntry = {
  carrier: string;
  numverifyLineType: string;
  abstractLineType: { v1: string; 'carrier-object': string; intelligence: string };
};

const mobile = (carrier: string): FakeCarrierEntry => ({
  carrier,
  numverifyLineType: 'mobile',
  abstractLineType: { v1: 'mobile', 'carrier-object': 'Mobile', intelligence: 'mobile' },
});
const landline = (carrier: string): FakeCarrierEntry => ({
  carrier,
  numverifyLineType: 'landline',
  abstractLineType: { v1: 'landline', 'carrier-object': 'Landline', intelligence: 'landline' },
});

/**
 * The carrier of a valid number by its last digit. 8 is a valid number the services know
 * nothing about (empty carrier and line type); 9 is an invalid number.
 */
export const FAKE_CARRIERS: Readonly<Record<string, FakeCarrierEntry | 'unknown' | 'invalid'>> = {
  '0': mobile('Verizon Wireless'),
  '1': mobile('AT&T Mobility'),
  '2': mobile('T-Mobile USA, Inc.'),
  '3': landline('CenturyLink'),
  '4': {
    carrier: 'Google Voice',
    numverifyLineType: 'voip',
    abstractLineType: { v1: 'voip', 'carrier-object': 'Voice over IP', intelligence: 'VoIP' },
  },
  '5': landline('Cox Communications'),
  '6': mobile('Verizon Wireless'),
  '7': mobile('T-Mobile USA, Inc.'),
  '8': 'unknown',
  '9': 'invalid',
};

/** A 10-digit US number (country code 1 stripped), or null when the input is not one. */
function usDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(local) ? local : null;
}

function entryOf(local: string | null): FakeCarrierEntry | 'unknown' | 'invalid' {
  if (!local) return 'invalid';
  return FAKE_CARRIERS[local.at(-1)!] ?? 'invalid';
}

const ARIZONA_AREA_CODES = new Set(['480', '520', '602', '623', '928']);

/** Starts the fake numverify + Abstract server on 127.0.0.1. */
export async function startFakePhoneCarrier(
  options: { numverifyKey?: string; abstractKey?: string; port?: number } = {},
): Promise<FakePhoneCarrier> {
  const numverifyKey = options.numverifyKey ?? 'numverify-test-key';
  const abstractKey = options.abstractKey ?? 'abstract-test-key';
  const requests: Record<CarrierService, number> = { numverify: 0, abstract: 0 };
  const lookups: Array<{ service: CarrierService; number: string; country: string }> = [];
  const exhausted = new Set<CarrierService>();
  const failures: Record<CarrierService, FakeCarrierFailure[]> = { numverify: [], abstract: [] };
  const state = { abstractShape: 'v1' as FakeAbstractShape, latencyMs: 0 };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-carrier');
    const service: CarrierService | null = url.pathname.startsWith('/numverify/')
      ? 'numverify'
      : url.pathname.startsWith('/abstract/')
        ? 'abstract'
        : null;
    if (!service) {
      sendJson(res, 404, { error: 'not_found' });
      return;
    }
    requests[service] += 1;
    if (state.latencyMs > 0) await delay(state.latencyMs);

    const failure = failures[service].shift();
    if (failure === 'drop') {
      req.socket.destroy();
      return;
    }
    if (failure === 'http-503') {
      res
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
      return;
    }
    if (service === 'numverify') numverify(url, res, failure === 'http-429');
    else abstract(url, res, failure === 'http-429');
  }

  function numverify(url: URL, res: ServerResponse, throttled: boolean): void {
    const error = (code: number, type: string, info: string) =>
      sendJson(res, 200, { success: false, error: { code, type, info } });
    if (throttled) {
      sendJson(res, 429, { message: 'Too many requests' });
      return;
    }
    if (url.pathname !== '/numverify/validate') {
      error(103, 'invalid_api_function', 'This API Function does not exist.');
      return;
    }
    const key = url.searchParams.get('access_key');
    if (!key) {
      error(101, 'missing_access_key', 'You have not supplied an API Access Key.');
      return;
    }
    if (key !== numverifyKey) {
      error(101, 'invalid_access_key', 'You have not supplied a valid API Access Key.');
      return;
    }
    if (exhausted.has('numverify')) {
      error(104, 'usage_limit_reached', 'Your monthly usage limit has been reached.');
      return;
    }
    const number = url.searchParams.get('number') ?? '';
    if (!number) {
      error(210, 'no_phone_number_provided', 'Please specify a phone number.');
      return;
    }
    const country = url.searchParams.get('country_code') ?? '';
    lookups.push({ service: 'numverify', number, country });
    const local = usDigits(number);
    const entry = entryOf(local);
    if (entry === 'invalid' || !local) {
      sendJson(res, 200, {
        valid: false,
        number,
        local_format: '',
        international_format: '',
        country_prefix: '',
        country_code: '',
        country_name: '',
        location: '',
        carrier: '',
        line_type: null,
      });
      return;
    }
    sendJson(res, 200, {
      valid: true,
      number: `1${local}`,
      local_format: local,
      international_format: `+1${local}`,
      country_prefix: '+1',
      country_code: 'US',
      country_name: 'United States of America',
      location: ARIZONA_AREA_CODES.has(local.slice(0, 3)) ? 'Arizona' : '',
      carrier: entry === 'unknown' ? '' : entry.carrier,
      line_type: entry === 'unknown' ? '' : entry.numverifyLineType,
    });
  }

  function abstract(url: URL, res: ServerResponse, throttled: boolean): void {
    const error = (status: number, code: string, message: string, details: unknown = null) =>
      sendJson(res, status, { error: { message, code, details } });
    if (url.pathname !== '/abstract/v1/' && url.pathname !== '/abstract/v1') {
      error(404, 'not_found', 'Not found.');
      return;
    }
    if (url.searchParams.get('api_key') !== abstractKey) {
      error(401, 'unauthorized', 'Invalid API key provided.');
      return;
    }
    if (throttled) {
      error(429, 'too_many_requests', 'Too many requests.');
      return;
    }
    if (exhausted.has('abstract')) {
      error(422, 'quota_reached', 'Quota reached. Please upgrade your plan.');
      return;
    }
    const phone = url.searchParams.get('phone') ?? '';
    if (!phone) {
      error(400, 'bad_request', 'Bad request.', { phone: ['This field is required.'] });
      return;
    }
    const country = url.searchParams.get('country') ?? '';
    lookups.push({ service: 'abstract', number: phone, country });
    const local = usDigits(phone);
    const entry = entryOf(local);
    const valid = entry !== 'invalid' && local !== null;
    const known = valid && entry !== 'unknown' ? (entry as FakeCarrierEntry) : null;
    const shape = state.abstractShape;
    const lineType = known ? known.abstractLineType[shape] : '';
    const location = local && ARIZONA_AREA_CODES.has(local.slice(0, 3)) ? 'Arizona' : '';
    if (shape === 'intelligence') {
      sendJson(res, 200, {
        phone_number: valid ? `1${local}` : phone,
        phone_validation: { is_valid: valid, line_status: valid ? 'active' : 'unknown' },
        phone_carrier: {
          name: known?.carrier ?? '',
          line_type: lineType,
          mcc: known ? '310' : '',
          mnc: known ? '260' : '',
        },
        phone_location: { region: location, country_code: valid ? 'US' : '' },
      });
      return;
    }
    if (shape === 'carrier-object') {
      sendJson(res, 200, {
        phone: valid ? `1${local}` : phone,
        valid,
        country_code: valid ? 'US' : '',
        registered_location: location,
        line_type: lineType,
        carrier: { name: known?.carrier ?? '' },
      });
      return;
    }
    sendJson(res, 200, {
      phone: valid ? `1${local}` : phone,
      valid,
      format: valid
        ? {
            international: `+1${local}`,
            local: `(${local!.slice(0, 3)}) ${local!.slice(3, 6)}-${local!.slice(6)}`,
          }
        : { international: '', local: '' },
      country: valid
        ? { code: 'US', name: 'United States', prefix: '+1' }
        : { code: '', name: '', prefix: '' },
      location,
      type: lineType,
      carrier: known?.carrier ?? '',
    });
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res, error) => sendJson(res, 500, { error: String(error) }),
  });
  const base = http.url;
  return {
    url: base,
    numverifyBaseUrl: `${base}/numverify`,
    abstractBaseUrl: `${base}/abstract/v1`,
    numverifyKey,
    abstractKey,
    get requests() {
      return { ...requests };
    },
    get lookups() {
      return [...lookups];
    },
    get abstractShape() {
      return state.abstractShape;
    },
    set abstractShape(shape) {
      state.abstractShape = shape;
    },
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(ms) {
      state.latencyMs = ms;
    },
    exhaust: (service) => void exhausted.add(service),
    restore: (service) => void exhausted.delete(service),
    failNext(service, n = 1, mode = 'http-503') {
      for (let i = 0; i < n; i++) failures[service].push(mode);
    },
    reset() {
      requests.numverify = 0;
      requests.abstract = 0;
      lookups.length = 0;
      exhausted.clear();
      failures.numverify.length = 0;
      failures.abstract.length = 0;
      state.abstractShape = 'v1';
      state.latencyMs = 0;
    },
    close: http.close,
  };
}
