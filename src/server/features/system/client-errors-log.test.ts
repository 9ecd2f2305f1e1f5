import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientErrorReport } from '../../../contract/system';
import { LOGGER_OPTIONS } from '../../http/logging';
import { createHttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * POST /api/client-errors on the real app with a real logger: a browser's report carries the
 * page's address, and its message and stack name URLs too (a failed fetch, a stack frame of
 * an inline script). Bearer secrets planted in every field, in every shape a browser writes
 * them, never reach the log; the words around them do.
 */

const ORIGIN = 'https://homes.ridgeline.example';

/** A secret of the shape the app hands out (a base64url link id), unique per number. */
const secret = (n: number) => `zK${String(n).padStart(2, '0')}pL7vQ2mW9xR4tYb`;
/** A secret with characters a URL encodes ('+', '/', '='). */
const ENCODED_SECRET = 'zK90+pL7/vQ2=mW9xR4';
const PLANTED_EMAIL = 'planted.visitor@example.com';

type Case = {
  name: string;
  report: ClientErrorReport;
  /** Values that must not appear anywhere in the log. */
  secrets: string[];
  /** Text that must still be in the logged report (the non-secret parts). */
  kept: string[];
};

const CASES: Case[] = [
  {
    name: 'absolute client link in the message',
    report: {
      kind: 'error',
      message: `Failed to load ${ORIGIN}/bfr/${secret(1)} (status 500)`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(1)],
    kept: ['Failed to load', `${ORIGIN}/bfr/[redacted] (status 500)`],
  },
  {
    name: 'reset token as a relative path in the message and an absolute page URL',
    report: {
      kind: 'error',
      message: `TypeError at /reset-password?token=${secret(2)}`,
      url: `${ORIGIN}/reset-password?token=${secret(3)}`,
    },
    secrets: [secret(2), secret(3)],
    kept: ['TypeError at /reset-password?[redacted]', `${ORIGIN}/reset-password?[redacted]`],
  },
  {
    name: 'shared comparison API path inside double quotes',
    report: {
      kind: 'unhandledrejection',
      message: `Cannot read JSON from "/api/comparisons/shared/${secret(4)}"`,
      url: `${ORIGIN}/compare`,
    },
    secrets: [secret(4)],
    kept: ['Cannot read JSON from "/api/comparisons/shared/[redacted]"'],
  },
  {
    name: 'saved comparison link inside parentheses',
    report: {
      kind: 'render',
      message: `Navigation failed (/compare?saved=${secret(5)})`,
      url: `${ORIGIN}/compare`,
    },
    secrets: [secret(5)],
    kept: ['Navigation failed (/compare?saved=%5Bredacted%5D)'],
  },
  {
    name: 'Chrome stack frame of an inline script on a client link page',
    report: {
      kind: 'error',
      message: 'x is undefined',
      stack: [
        'TypeError: x is undefined',
        `    at BuyerFile (${ORIGIN}/bfr/${secret(6)}:12:34)`,
        `    at ${ORIGIN}/assets/index-abc123.js:1:2048`,
      ].join('\n'),
      url: `${ORIGIN}/bfr/${secret(7)}`,
    },
    secrets: [secret(6), secret(7)],
    kept: [
      `at BuyerFile (${ORIGIN}/bfr/[redacted]:12:34)`,
      `at ${ORIGIN}/assets/index-abc123.js:1:2048`,
      `${ORIGIN}/bfr/[redacted]`,
    ],
  },
  {
    name: 'Firefox stack frame on the reset page',
    report: {
      kind: 'error',
      message: 'render failed',
      stack: `render@${ORIGIN}/reset-password?token=${secret(8)}:3:7\n@${ORIGIN}/assets/app.js:9:1`,
      url: `${ORIGIN}/reset-password`,
    },
    secrets: [secret(8)],
    kept: [`render@${ORIGIN}/reset-password?[redacted]\n@${ORIGIN}/assets/app.js:9:1`],
  },
  {
    name: 'OAuth code and state in the middle of the page query',
    report: {
      kind: 'error',
      message: 'OAuth sign-in failed',
      url: `${ORIGIN}/api/auth/google/callback?scope=email&code=${secret(9)}&state=${secret(10)}&prompt=none`,
    },
    secrets: [secret(9), secret(10)],
    kept: ['OAuth sign-in failed', 'scope=email', 'prompt=none', '/api/auth/google/callback?'],
  },
  {
    name: 'a reset link percent-encoded inside another parameter',
    report: {
      kind: 'error',
      message: `Redirecting to /login?next=%2Freset-password%3Ftoken%3D${secret(11)} failed`,
      url: `${ORIGIN}/login?next=${encodeURIComponent(`${ORIGIN}/bfr/${secret(31)}`)}`,
    },
    secrets: [secret(11), secret(31)],
    kept: ['Redirecting to /login?next=', ' failed', `${ORIGIN}/login?next=`],
  },
  {
    name: 'a link id with characters the URL encodes',
    report: {
      kind: 'error',
      message: `Saved comparison ${ORIGIN}/compare?saved=${encodeURIComponent(ENCODED_SECRET)}&ids=1,2 gone`,
      url: `${ORIGIN}/compare?saved=${encodeURIComponent(ENCODED_SECRET)}`,
    },
    secrets: [ENCODED_SECRET, encodeURIComponent(ENCODED_SECRET), 'zK90'],
    kept: ['Saved comparison', 'ids=1%2C2 gone', `${ORIGIN}/compare?saved=%5Bredacted%5D`],
  },
  {
    name: 'a relative page URL and an admin link path',
    report: {
      kind: 'error',
      message: `PATCH /api/admin/bfr/links/${secret(12)}/revoke failed`,
      url: `/bfr/${secret(13)}`,
    },
    secrets: [secret(12), secret(13)],
    kept: ['PATCH /api/admin/bfr/links/[redacted]/revoke failed', '/bfr/[redacted]'],
  },
  {
    name: 'a reset link inside single quotes',
    report: {
      kind: 'error',
      message: `Unexpected token in '/reset-password?token=${secret(14)}&next=%2F'`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(14)],
    kept: ["Unexpected token in '/reset-password?[redacted]'"],
  },
  {
    name: 'a bare query string with an OAuth code',
    report: {
      kind: 'unhandledrejection',
      message: `OAuth error ?code=${secret(15)}&state=${secret(16)}&error=access_denied`,
      url: `${ORIGIN}/login`,
    },
    secrets: [secret(15), secret(16)],
    kept: ['OAuth error ?', 'error=access_denied'],
  },
  {
    name: 'a path at the very start of the message, and a period after one',
    report: {
      kind: 'error',
      message: `/bfr/${secret(17)} not found. Could not open /BFR/${secret(18)}.`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(17), secret(18)],
    kept: ['/bfr/[redacted] not found. Could not open /bfr/[redacted].'],
  },
  {
    name: 'a dev-server stack with a harmless query and a link in backticks',
    report: {
      kind: 'render',
      message: 'fetch failed',
      stack: [
        'Error: fetch failed',
        `    at load (${ORIGIN}/src/web/pages/Compare.tsx?t=1712:40:3)`,
        `    while loading \`/compare?saved=${secret(19)}\``,
      ].join('\n'),
      url: `${ORIGIN}/compare?saved=${secret(20)}&ids=4`,
    },
    secrets: [secret(19), secret(20)],
    kept: [
      `at load (${ORIGIN}/src/web/pages/Compare.tsx?t=1712:40:3)`,
      'while loading `/compare?saved=%5Bredacted%5D`',
      'ids=4',
    ],
  },
  {
    name: 'an access token in the fragment',
    report: {
      kind: 'error',
      message: `Token refresh failed on ${ORIGIN}/account#access_token=${secret(21)}&token_type=bearer`,
      url: `${ORIGIN}/account#access_token=${secret(22)}&token_type=bearer`,
    },
    secrets: [secret(21), secret(22)],
    kept: ['Token refresh failed on', '/account#', 'token_type=bearer'],
  },
  {
    name: 'an API key of a third-party script',
    report: {
      kind: 'error',
      message: `Google Maps failed: GET https://maps.googleapis.com/maps/api/js?key=${secret(23)}&libraries=places 403`,
      url: `${ORIGIN}/map`,
    },
    secrets: [secret(23)],
    kept: [
      'Google Maps failed: GET https://maps.googleapis.com/maps/api/js?',
      'libraries=places 403',
    ],
  },
  {
    name: 'two links in one message',
    report: {
      kind: 'error',
      message: `Retried /bfr/${secret(24)} then ${ORIGIN}/bfr/${secret(25)}/documents`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(24), secret(25)],
    kept: ['Retried /bfr/[redacted] then', `${ORIGIN}/bfr/[redacted]/documents`],
  },
  {
    name: 'links in angle brackets and square brackets',
    report: {
      kind: 'error',
      message: `Link <${ORIGIN}/bfr/${secret(26)}> and [/reset-password?token=${secret(27)}] expired`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(26), secret(27)],
    kept: [`Link <${ORIGIN}/bfr/[redacted]> and [/reset-password?[redacted]] expired`],
  },
  {
    name: 'a WebSocket URL in single quotes',
    report: {
      kind: 'error',
      message: `WebSocket connection to 'wss://homes.ridgeline.example/live?token=${secret(28)}' failed`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(28)],
    kept: [
      "WebSocket connection to 'wss://homes.ridgeline.example/live?token=%5Bredacted%5D' failed",
    ],
  },
  {
    name: 'an e-mail address in a query, plain and encoded',
    report: {
      kind: 'error',
      message: `Unsubscribe failed for /api/unsubscribe?email=${PLANTED_EMAIL}`,
      url: `${ORIGIN}/unsubscribe?list=all&email=${encodeURIComponent(PLANTED_EMAIL)}`,
    },
    secrets: [PLANTED_EMAIL, encodeURIComponent(PLANTED_EMAIL)],
    kept: ['Unsubscribe failed for /api/unsubscribe?', 'list=all'],
  },
  {
    name: 'a JSON body quoted in an unhandled rejection',
    report: {
      kind: 'unhandledrejection',
      message: `{"status":401,"url":"/api/comparisons/shared/${secret(29)}"}`,
      url: `${ORIGIN}/compare`,
    },
    secrets: [secret(29)],
    kept: ['{"status":401,"url":"/api/comparisons/shared/[redacted]"}'],
  },
  {
    name: 'path-only stack frames and an HTML-escaped query',
    report: {
      kind: 'error',
      message: `Bad href="/search?city=Payson&amp;token=${secret(30)}"`,
      stack: [
        'Error: bad link',
        '    at async fetchJson (/assets/api.js:10:2)',
        `    at /reset-password?token=${secret(32)}:1:1`,
      ].join('\n'),
      url: `${ORIGIN}/search?city=Payson`,
    },
    secrets: [secret(30), secret(32)],
    kept: [
      'Bad href="/search?city=Payson',
      'at async fetchJson (/assets/api.js:10:2)',
      'at /reset-password?[redacted]',
      `${ORIGIN}/search?city=Payson`,
    ],
  },
  {
    name: 'upper-case parameter names and a protocol-relative URL',
    report: {
      kind: 'error',
      message: `Bad link /Login?TOKEN=${secret(33)}&lang=en and //homes.ridgeline.example/bfr/${secret(34)}`,
      url: `${ORIGIN}/`,
    },
    secrets: [secret(33), secret(34)],
    kept: ['Bad link /Login?', 'lang=en and //homes.ridgeline.example/bfr/[redacted]'],
  },
];

describe('browser error reports in the log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info', ...LOGGER_OPTIONS },
      { write: (line: string) => lines.push(line) },
    );
    t = await createTestApp({ logger });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds at least 15 reports with secrets in every field', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(15);
    for (const field of ['message', 'stack', 'url'] as const) {
      expect(CASES.some((c) => c.secrets.some((s) => c.report[field]?.includes(s)))).toBe(true);
    }
  });

  it('logs every report without a planted secret, keeping the rest of the text', async () => {
    for (const [i, c] of CASES.entries()) {
      const res = await createHttpClient(t.app, { ip: `10.77.0.${i + 1}` }).post(
        '/api/client-errors',
        c.report,
      );
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(204);
    }

    const log = lines.join('');
    for (const c of CASES) {
      for (const value of c.secrets) expect(log, `${c.name}: ${value}`).not.toContain(value);
    }

    const reports = lines
      .map((line) => JSON.parse(line) as { msg?: string; clientError?: Record<string, string> })
      .filter((entry) => entry.msg === 'browser error reported')
      .map((entry) => entry.clientError!);
    expect(reports).toHaveLength(CASES.length);
    for (const [i, c] of CASES.entries()) {
      const logged = reports[i]!;
      // the same fields as the report, the kind as sent
      expect(Object.keys(logged).sort(), c.name).toEqual(Object.keys(c.report).sort());
      expect(logged.kind, c.name).toBe(c.report.kind);
      const text = Object.values(logged).join('\n');
      for (const part of c.kept) expect(text, c.name).toContain(part);
    }
  });
});
