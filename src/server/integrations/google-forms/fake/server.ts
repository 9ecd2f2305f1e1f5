import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, readRequestText, startFakeHttpServer } from '../../fake-http-server';

/**
 * A local stand-in for public Google Forms (contracts/external-apis.md section 3b): a form's
 * page at `/forms/d/e/{formId}/viewform` (HTML with one `entry.N` input per question, where an
 * admin finds the ids) and its `/forms/d/e/{formId}/formResponse`, which takes an urlencoded
 * POST of `entry.N=value` pairs (a checkbox question repeats its entry) and answers with HTML:
 *
 * - 200 and the confirmation page ("Your response has been recorded.") when it stored it;
 * - 400 and the form again when a required question has no answer (nothing stored);
 * - 404 "the file you have requested does not exist" for an unknown form id;
 * - 302 to Google's sign-in for a form that only takes signed-in respondents;
 * - entries the form does not have are ignored, as Google does.
 *
 * Like Google it never de-duplicates: a response posted twice is two responses, which is why
 * the outbox must not send one twice. Fault switches answer 5xx before anything is stored.
 */

export type FakeFormQuestion = { entryId: string; title: string; required?: boolean };

export type FakeFormDefinition = {
  formId: string;
  title: string;
  questions: FakeFormQuestion[];
  /** Only signed-in Google accounts may answer (the sign-in redirect). */
  requiresSignIn?: boolean;
};

/** One stored response: every answer of each known entry, in the order posted. */
export type FakeFormResponse = {
  formId: string;
  answers: Record<string, string[]>;
};

export type FakeGoogleFormsFailure = 'http-503' | 'http-500';

export type FakeGoogleForms = {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  /** The form every fake starts with (the lead form of the tests and local runs). */
  form: FakeFormDefinition;
  /** The link an admin copies from Google: `…/viewform`. */
  viewformUrl(formId?: string): string;
  /** Where responses are posted: `…/formResponse`. */
  responseUrl(formId?: string): string;
  /** Adds another form (a second one, or one that needs sign-in). */
  addForm(form: Omit<FakeFormDefinition, 'formId'> & { formId?: string }): FakeFormDefinition;
  /** The stored responses, oldest first. */
  readonly responses: FakeFormResponse[];
  /** Every request, oldest first: method, path (no query) and status. */
  readonly requestLog: ReadonlyArray<{ method: string; path: string; status: number }>;
  /** Time before a response is answered (ms): for client timeouts. Stored before it answers. */
  latencyMs: number;
  /** The next n posts fail this way (nothing stored). */
  failNext(n: number, mode: FakeGoogleFormsFailure): void;
  /** Forgets responses, pending failures, the log, latency and added forms. */
  reset(): void;
  close(): Promise<void>;
};

/** The entry ids of the default form's questions, by what they ask. */
export const FAKE_FORM_ENTRIES = {
  firstName: 'entry.2005620554',
  lastName: 'entry.1045781291',
  email: 'entry.1065046570',
  phone: 'entry.1166974658',
  timeframe: 'entry.839337160',
  wishList: 'entry.1598012740',
  summary: 'entry.2121405987',
  reference: 'entry.1723418306',
} as const;

/** The lead form of the tests: the questions a team's intake form usually has. */
export const DEFAULT_FAKE_FORM: Omit<FakeFormDefinition, 'formId'> = {
  title: 'Ridgeline new clients',
  questions: [
    { entryId: FAKE_FORM_ENTRIES.firstName, title: 'First name', required: true },
    { entryId: FAKE_FORM_ENTRIES.lastName, title: 'Last name', required: true },
    { entryId: FAKE_FORM_ENTRIES.email, title: 'Email', required: true },
    { entryId: FAKE_FORM_ENTRIES.phone, title: 'Phone' },
    { entryId: FAKE_FORM_ENTRIES.timeframe, title: 'Timeframe' },
    { entryId: FAKE_FORM_ENTRIES.wishList, title: 'Wish list' },
    { entryId: FAKE_FORM_ENTRIES.summary, title: 'All answers' },
    { entryId: FAKE_FORM_ENTRIES.reference, title: 'Reference' },
  ],
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(res: ServerResponse, status: number, title: string, body: string): void {
  if (res.destroyed || res.writableEnded) return;
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!DOCTYPE html><html><head><title>${escapeHtml(title)}</title></head>` +
        `<body>${body}</body></html>`,
    );
}

function formPage(form: FakeFormDefinition, base: string, missing: Set<string> = new Set()) {
  const questions = form.questions
    .map(
      (q) =>
        `<label>${escapeHtml(q.title)}${q.required ? ' *' : ''}` +
        `<input name="${q.entryId}" ${q.required ? 'required' : ''}></label>` +
        (missing.has(q.entryId) ? '<div role="alert">This is a required question</div>' : ''),
    )
    .join('');
  return (
    `<h1>${escapeHtml(form.title)}</h1>` +
    `<form method="POST" action="${base}/forms/d/e/${form.formId}/formResponse">${questions}` +
    `<button>Submit</button></form>`
  );
}

const newFormId = () => `1FAIpQLS${randomBytes(30).toString('base64url')}`;

/** Starts a fake Google Forms on 127.0.0.1. */
export async function startFakeGoogleForms(
  options: { port?: number } = {},
): Promise<FakeGoogleForms> {
  const first: FakeFormDefinition = { formId: newFormId(), ...DEFAULT_FAKE_FORM };
  const forms = new Map<string, FakeFormDefinition>([[first.formId, first]]);
  const responses: FakeFormResponse[] = [];
  const failures: FakeGoogleFormsFailure[] = [];
  const requestLog: Array<{ method: string; path: string; status: number }> = [];
  const state = { latencyMs: 0 };
  let base = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-google-forms');
    res.on('finish', () =>
      requestLog.push({ method: req.method ?? '', path: url.pathname, status: res.statusCode }),
    );
    const match = /^\/forms\/d\/e\/([^/]+)\/(viewform|formResponse)$/.exec(url.pathname);
    const form = match ? forms.get(match[1]!) : undefined;
    if (!match || !form) {
      html(
        res,
        404,
        'Google Forms - page not found',
        '<p>Sorry, the file you have requested does not exist.</p>',
      );
      return;
    }
    if (form.requiresSignIn) {
      res
        .writeHead(302, {
          location: `https://accounts.google.com/ServiceLogin?continue=${encodeURIComponent(`https://docs.google.com${url.pathname}`)}`,
        })
        .end();
      return;
    }
    if (match[2] === 'viewform' || req.method === 'GET') {
      if (req.method !== 'GET') {
        html(res, 405, 'Error', '<p>Method not allowed</p>');
        return;
      }
      html(res, 200, form.title, formPage(form, base));
      return;
    }
    if (req.method !== 'POST') {
      html(res, 405, 'Error', '<p>Method not allowed</p>');
      return;
    }
    const text = await readRequestText(req);
    const failure = failures.shift();
    if (failure) {
      const status = failure === 'http-503' ? 503 : 500;
      html(res, status, 'Error', '<p>Something went wrong. Please try again later.</p>');
      return;
    }
    const params = new URLSearchParams(text);
    const answers: Record<string, string[]> = {};
    for (const question of form.questions) {
      const values = params.getAll(question.entryId).filter((v) => v.trim() !== '');
      if (values.length > 0) answers[question.entryId] = values;
    }
    const missing = new Set(
      form.questions.filter((q) => q.required && !answers[q.entryId]).map((q) => q.entryId),
    );
    if (missing.size > 0) {
      html(res, 400, form.title, formPage(form, base, missing));
      return;
    }
    responses.push({ formId: form.formId, answers });
    if (state.latencyMs > 0) await delay(state.latencyMs);
    html(
      res,
      200,
      form.title,
      `<h1>${escapeHtml(form.title)}</h1><p>Your response has been recorded.</p>`,
    );
  }

  const http = await startFakeHttpServer(handle, {
    port: options.port,
    onError: (res, error) => html(res, 500, 'Error', `<p>Internal error: ${String(error)}</p>`),
  });
  base = http.url;
  const formPath = (formId = first.formId) => `${base}/forms/d/e/${formId}`;
  return {
    url: base,
    form: first,
    viewformUrl: (formId) => `${formPath(formId)}/viewform`,
    responseUrl: (formId) => `${formPath(formId)}/formResponse`,
    addForm(definition) {
      const form = { ...definition, formId: definition.formId ?? newFormId() };
      forms.set(form.formId, form);
      return form;
    },
    responses,
    requestLog,
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(ms) {
      state.latencyMs = ms;
    },
    failNext(n, mode) {
      for (let i = 0; i < n; i++) failures.push(mode);
    },
    reset() {
      responses.length = 0;
      failures.length = 0;
      requestLog.length = 0;
      state.latencyMs = 0;
      for (const id of forms.keys()) if (id !== first.formId) forms.delete(id);
    },
    close: http.close,
  };
}

/** `npx tsx src/server/integrations/google-forms/fake/server.ts`: a fake to try the admin page on. */
async function runStandalone(): Promise<void> {
  const fake = await startFakeGoogleForms({
    port: Number(process.env.FAKE_GOOGLE_FORMS_PORT ?? 4040),
  });
  const entries = fake.form.questions.map((q) => `    ${q.entryId}  ${q.title}`).join('\n');
  process.stdout.write(
    `Fake Google Forms listening on ${fake.url}\n` +
      `  form link: ${fake.viewformUrl()}\n  entry ids:\n${entries}\n  Ctrl-C stops it.\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// The file path check keeps a bundle that includes this module from starting it.
const self = fileURLToPath(import.meta.url);
if (
  path.basename(path.dirname(self)) === 'fake' &&
  path.basename(self).startsWith('server.') &&
  process.argv[1] &&
  path.resolve(process.argv[1]) === self
) {
  void runStandalone();
}
