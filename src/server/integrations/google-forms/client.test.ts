import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleFormsClient, GoogleFormsError } from './client';
import { FAKE_FORM_ENTRIES, startFakeGoogleForms, type FakeGoogleForms } from './fake/server';

let fake: FakeGoogleForms;

beforeAll(async () => {
  fake = await startFakeGoogleForms();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = createGoogleFormsClient({ timeoutMs: 5_000 });

// the fake form's first name, last name and e-mail (all three required) and its wish list
const { firstName: first, lastName: last, email, wishList } = FAKE_FORM_ENTRIES;

const answers = (extra: Array<[string, string]> = []): Array<[string, string]> => [
  [first, 'Opal'],
  [last, 'Pine'],
  [email, 'opal@example.com'],
  ...extra,
];

async function failure(submit: Promise<unknown>): Promise<GoogleFormsError> {
  const error = await submit.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleFormsError);
  return error as GoogleFormsError;
}

describe('Google Forms client against the fake', () => {
  it('posts the entries urlencoded to formResponse (a viewform link too), repeating a checkbox entry', async () => {
    await client.submit(
      fake.viewformUrl(),
      answers([
        [wishList, 'Mountain View'],
        [wishList, 'RV Parking & Shop'],
      ]),
    );
    expect(fake.responses).toEqual([
      {
        formId: fake.form.formId,
        answers: {
          [first]: ['Opal'],
          [last]: ['Pine'],
          [email]: ['opal@example.com'],
          [wishList]: ['Mountain View', 'RV Parking & Shop'],
        },
      },
    ]);
    expect(fake.requestLog).toEqual([
      { method: 'POST', path: `/forms/d/e/${fake.form.formId}/formResponse`, status: 200 },
    ]);
  });

  it('ignores entries the form does not have, as Google does', async () => {
    await client.submit(fake.responseUrl(), answers([['entry.999', 'stray']]));
    expect(fake.responses[0]!.answers).not.toHaveProperty('entry.999');
  });

  it('reports an unknown form (404) and a missing required answer (400) as rejected', async () => {
    const unknown = await failure(
      client.submit(`${fake.url}/forms/d/e/1FAIpQLSunknown/formResponse`, answers()),
    );
    expect(unknown).toMatchObject({ kind: 'rejected', httpStatus: 404 });
    expect(unknown.message).toMatch(/no form at this address/);
    const incomplete = await failure(client.submit(fake.responseUrl(), [[first, 'Opal']]));
    expect(incomplete).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect(incomplete.message).toMatch(/required question/);
    expect(fake.responses).toEqual([]);
  });

  it('reports a form that needs signed-in respondents as rejected, without following the redirect', async () => {
    const closed = fake.addForm({ title: 'Staff only', questions: [], requiresSignIn: true });
    const error = await failure(client.submit(fake.responseUrl(closed.formId), answers()));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 302 });
    expect(error.message).toMatch(/sign in/);
  });

  it('reports 5xx as unavailable; the next attempt is recorded once', async () => {
    fake.failNext(1, 'http-503');
    fake.failNext(1, 'http-500');
    expect(await failure(client.submit(fake.responseUrl(), answers()))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });
    expect((await failure(client.submit(fake.responseUrl(), answers()))).httpStatus).toBe(500);
    await client.submit(fake.responseUrl(), answers());
    expect(fake.responses).toHaveLength(1);
  });

  it('reports a slow form as a timeout and an unreachable host as unavailable', async () => {
    fake.latencyMs = 400;
    const slow = createGoogleFormsClient({ timeoutMs: 100 });
    expect((await failure(slow.submit(fake.responseUrl(), answers()))).kind).toBe('timeout');
    const gone = await startFakeGoogleForms();
    await gone.close();
    expect((await failure(client.submit(gone.responseUrl(), answers()))).kind).toBe('unavailable');
    expect((await failure(client.submit('not a url', answers()))).kind).toBe('rejected');
  });

  it('serves the form page with its entry ids, where an admin reads them', async () => {
    const page = await fetch(fake.viewformUrl());
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const q of fake.form.questions) expect(html).toContain(`name="${q.entryId}"`);
  });
});
