import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchReplySchema, type SavedSearch } from '../../../contract/saved-searches';
import { VISITOR_ACTIVITY_TYPES } from '../../../contract/activity';
import { queryRows } from '../../db/connect';
import { createMailer } from '../../integrations/mail/client';
import { inTransaction, startJobRunner, type JobRunner } from '../../jobs/queue';
import { signUp } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { insertListings, makeListing as listedLongAgo } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { ListingValues } from '../mls-sync/normalize';
import {
  ACTIVITY_SENDER_JOB,
  activitySenderJob,
  savedSearchAlertActivity,
} from '../activity/service';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import {
  ALERT_MAIL_JOB,
  SAVED_SEARCH_ALERTS_JOB,
  savedSearchAlertJobs,
  type AlertMailJobData,
} from './alert-jobs';
import { createAlertMatcher } from './alert-matcher';
import { createAlertSender } from './alert-sender';
import { createUnsubscribeTokens } from './unsubscribe';
import { UNSUBSCRIBE_TEXT } from './unsubscribe-routes';

/*
 * Saved-search alerts (decision 023) on the real app, its job runner and a local SMTP server:
 * what is matched, when a batch goes, what the e-mail says, the unsubscribe link, the CRM
 * record, and that a crash or a restart between the steps loses or repeats nothing.
 */

const logger = pino({ level: 'silent' });
const ORIGIN = 'https://homes.ridgeline.example';
const FUB_KEY = 'fub-alerts-key';

type Received = { to: string[]; data: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;
/** The alerts' clock (a test moves it a day on); the database's own times stay real. */
let clock = () => new Date();

function alertJobs(
  database: TestApp['database'],
  config: TestApp['config'],
  integrations: TestApp['integrations'],
  app: () => TestApp | undefined = () => t,
) {
  return savedSearchAlertJobs({
    db: database.db,
    config,
    mailer: createMailer({ config, db: database.db, logger }),
    jobs: () => app()?.jobs ?? null,
    activity: savedSearchAlertActivity({ integrations, kick: async () => undefined }),
    now: () => clock(),
  });
}

/** Headers unfolded; quoted-printable soft breaks and '=' escapes undone (links are ASCII). */
function readable(data: string): string {
  const end = data.search(/\r?\n\r?\n/);
  const headers = data.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  return (
    headers +
    data
      .slice(end)
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
  );
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: readable(data),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: ORIGIN },
    jobs: ({ database, config, integrations }) => alertJobs(database, config, integrations),
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

// --- helpers ---------------------------------------------------------------------------

let users = 0;
async function visitor(first = 'Riley') {
  users += 1;
  const username = `alerted${users}`;
  const client = await signUp(t, username);
  await t.database.db.execute(
    sql`UPDATE users SET first_name = ${first} WHERE username = ${username}`,
  );
  return { client, email: `${username}@example.com` };
}

async function save(
  client: HttpClient,
  name: string,
  frequency: string,
  query: Record<string, string>,
): Promise<SavedSearch> {
  const res = await client.post('/api/saved-searches', { name, frequency, query });
  expect(res.statusCode, res.body).toBe(201);
  return savedSearchReplySchema.parse(res.json()).savedSearch;
}

/** A listing that went on the market today (a listing new to us is news only when recent). */
const makeListing = (overrides: Parameters<typeof listedLongAgo>[0] = {}) =>
  listedLongAgo({ listingDate: new Date(), daysOnMarket: 0, ...overrides });

/** Stores listings through replication's own upsert (a changed one is written again). */
async function store(...rows: ListingValues[]): Promise<void> {
  await insertListings(t.database.db, rows);
}

async function idOf(listing: ListingValues): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM listings WHERE listing_key = ${listing.listingKey}`,
  );
  return row!.id;
}

/** One alerts run through the job runner, as the 5-minute tick or a refresh queues it. */
async function runAlerts(app: TestApp = t): Promise<void> {
  const id = await app.jobs!.send(SAVED_SEARCH_ALERTS_JOB, {});
  if (!id) throw new Error('the alerts run was not queued');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await app.jobs!.boss.getJobById(SAVED_SEARCH_ALERTS_JOB, id);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed')
      throw new Error(`alerts run failed: ${JSON.stringify(job.output)}`);
    if (Date.now() > deadline) throw new Error(`alerts run still ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mail jobs queued for an address (delivered or not). */
async function mailJobsTo(email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = ${ALERT_MAIL_JOB} AND data->'message'->>'to' = ${email}`,
  );
  return row!.n;
}

const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));

/** The messages queued for an address, oldest first, as the sender wrote them. */
async function messagesTo(email: string): Promise<AlertMailJobData['message'][]> {
  const rows = await queryRows<{ data: AlertMailJobData }>(
    t.database.db,
    sql`SELECT data FROM pgboss.job WHERE name = ${ALERT_MAIL_JOB}
          AND data->'message'->>'to' = ${email} ORDER BY created_on`,
  );
  return rows.map((r) => r.data.message);
}

/**
 * Waits for the one e-mail delivered to an address: its raw SMTP text (headers, links) and
 * the message as the sender wrote it (subject and bodies, before any transfer encoding).
 */
async function oneMailTo(
  email: string,
): Promise<{ raw: string; text: string; html: string; subject: string }> {
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000, interval: 100 }).toBe(1);
  const [message] = await messagesTo(email);
  return {
    raw: mailsTo(email)[0]!.data,
    text: message!.text,
    html: message!.html ?? '',
    subject: message!.subject,
  };
}

async function pendingOf(searchId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM saved_search_matches WHERE saved_search_id = ${searchId}`,
  );
  return row!.n;
}

const listingLink = (id: number) => `${ORIGIN}/property/${id}`;

// --- tests -----------------------------------------------------------------------------

describe('matching', () => {
  it('tells new listings, reductions and listings back on market once; not a rise, not an off search', async () => {
    const reduced = makeListing({ city: 'Pine', price: 500_000, address: '10 Reduced Rd' });
    const raised = makeListing({ city: 'Pine', price: 400_000, address: '20 Raised Rd' });
    const back = makeListing({
      city: 'Pine',
      price: 300_000,
      status: 'PENDING',
      mlsStatus: 'Pending',
      address: '30 Back Rd',
    });
    await store(reduced, raised, back);
    await runAlerts(); // these are not news to searches saved later

    const { client, email } = await visitor();
    const pine = await save(client, 'Pine homes', 'instant', { city: 'Pine' });
    const other = await visitor();
    const off = await save(other.client, 'Pine, no mail', 'off', { city: 'Pine' });

    const fresh = makeListing({ city: 'Pine', price: 350_000, address: '40 New Rd' });
    await store(
      fresh,
      { ...reduced, price: 480_000 },
      { ...raised, price: 420_000 },
      { ...back, status: 'ACTIVE', mlsStatus: 'Active' },
    );
    await runAlerts();

    const mail = await oneMailTo(email);
    expect(mail.subject).toBe('3 listings for your saved search “Pine homes”');
    expect(mail.text).toContain('New listing');
    expect(mail.text).toContain('Price reduced: $500,000 → $480,000');
    expect(mail.html).toContain('Price reduced: $500,000 → $480,000');
    expect(mail.text).toContain('Back on market');
    for (const listing of [fresh, reduced, back]) {
      expect(mail.raw).toContain(listingLink(await idOf(listing)));
    }
    expect(mail.raw).not.toContain(listingLink(await idOf(raised)));
    expect(mail.text).not.toContain('20 Raised Rd');
    expect(await mailJobsTo(other.email)).toBe(0);
    expect(await pendingOf(off.id)).toBe(0);
    expect(await pendingOf(pine.id)).toBe(0);

    // raised again and cut back to the price already told: not news; a new cut is
    await store({ ...reduced, price: 500_000 });
    await runAlerts();
    await store({ ...reduced, price: 480_000 });
    await runAlerts();
    expect(await mailJobsTo(email)).toBe(1);
    await store({ ...reduced, price: 470_000 });
    await runAlerts();
    await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(2);
    expect((await messagesTo(email))[1]!.text).toContain('Price reduced: $480,000 → $470,000');
    // a listing re-sent unchanged by the feed is nothing
    await store(fresh);
    await runAlerts();
    expect(await mailJobsTo(email)).toBe(2);
  });

  it('runs the search rules of the API: a listing outside the filters or hidden from IDX is not told', async () => {
    const { client, email } = await visitor();
    await save(client, 'Strawberry 3+ beds to 600k', 'instant', {
      city: 'Strawberry',
      minBeds: '3',
      maxPrice: '600000',
    });
    const fits = makeListing({ city: 'Strawberry', bedrooms: 4, price: 550_000 });
    const tooSmall = makeListing({ city: 'Strawberry', bedrooms: 2, price: 300_000 });
    const tooDear = makeListing({ city: 'Strawberry', bedrooms: 3, price: 700_000 });
    const hidden = makeListing({ city: 'Strawberry', bedrooms: 3, idxDisplayAllowed: false });
    await store(fits, tooSmall, tooDear, hidden);
    await runAlerts();
    const mail = await oneMailTo(email);
    expect(mail.text).toContain(listingLink(await idOf(fits)));
    for (const listing of [tooSmall, tooDear, hidden]) {
      expect(mail.text).not.toContain(listingLink(await idOf(listing)));
    }
  });

  it('honours a map area: only listings inside the saved polygon are told', async () => {
    const { client, email } = await visitor();
    // a U around Payson open to the north (decision 026); saved as the search's own parameter
    const area =
      '34.2,-111.36;34.27,-111.36;34.27,-111.335;34.23,-111.335;34.23,-111.315;34.27,-111.315;34.27,-111.29;34.2,-111.29';
    const saved = await save(client, 'Drawn around Payson', 'instant', { polygon: area });
    expect(saved.query).toMatchObject({ polygon: area });
    const inside = makeListing({ city: 'Payson', latitude: 34.21, longitude: -111.325 });
    const inNotch = makeListing({ city: 'Payson', latitude: 34.25, longitude: -111.325 });
    const north = makeListing({ city: 'Payson', latitude: 34.3, longitude: -111.325 });
    const noCoordinates = makeListing({ city: 'Payson', latitude: null, longitude: null });
    await store(inside, inNotch, north, noCoordinates);
    await runAlerts();
    const mail = await oneMailTo(email);
    expect(mail.text).toContain(listingLink(await idOf(inside)));
    for (const listing of [inNotch, north, noCoordinates]) {
      expect(mail.text).not.toContain(listingLink(await idOf(listing)));
    }
  });

  it('tells a listing new to us as new only when it went on the market lately', async () => {
    const { client, email } = await visitor();
    await save(client, 'Young listings', 'instant', { city: 'Christopher Creek' });
    const recent = makeListing({ city: 'Christopher Creek', address: '1 Recent Way' });
    // a city enabled later, or another feed, brings long-listed homes in at once: not news
    const old = listedLongAgo({ city: 'Christopher Creek', address: '2 Old Way' });
    await store(recent, old);
    await runAlerts();
    const mail = await oneMailTo(email);
    expect(mail.text).toContain(listingLink(await idOf(recent)));
    expect(mail.text).not.toContain(listingLink(await idOf(old)));
  });

  it('finds by ZIP code and over every town as the API does', async () => {
    const { client, email } = await visitor();
    await save(client, 'ZIP 85933', 'instant', { zipCode: '85933' });
    await save(client, 'Anywhere, 5 million and up', 'instant', { minPrice: '5000000' });
    const inZip = makeListing({ city: 'Overgaard', zipCode: '85933', price: 300_000 });
    const otherZip = makeListing({ city: 'Overgaard', zipCode: '85934', price: 300_000 });
    const grand = makeListing({ city: 'Sedona', zipCode: '86336', price: 5_500_000 });
    const notQuite = makeListing({ city: 'Sedona', zipCode: '86336', price: 4_900_000 });
    await store(inZip, otherZip, grand, notQuite);
    await runAlerts();
    const mail = await oneMailTo(email);
    expect(mail.text).toContain(listingLink(await idOf(inZip)));
    expect(mail.text).toContain(listingLink(await idOf(grand)));
    for (const listing of [otherZip, notQuite]) {
      expect(mail.text).not.toContain(listingLink(await idOf(listing)));
    }
  });
});

describe('batches and frequencies', () => {
  it('sends instant alerts at once: one e-mail per user with both searches, what the e-mail carries', async () => {
    const { client, email } = await visitor('Morgan');
    const all = await save(client, 'Heber all', 'instant', { city: 'Heber' });
    const big = await save(client, 'Heber 4+ beds', 'instant', { city: 'Heber', minBeds: '4' });
    const house = makeListing({
      city: 'Heber',
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 2400,
      price: 610_000,
      address: '77 Forest Ln',
      zipCode: '85928',
      listingOfficeName: 'Mogollon Realty',
    });
    await store(house);
    await runAlerts();
    const mail = await oneMailTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mail.subject).toBe('2 listings for your saved searches');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Morgan,');
      expect(body).toContain('“Heber all”');
      expect(body).toContain('“Heber 4+ beds”');
      expect(body).toContain('77 Forest Ln');
      expect(body).toContain('Heber, AZ 85928');
      expect(body).toContain('$610,000');
      expect(body).toContain('4 beds · 3 baths · 2,400 sq ft');
      expect(body).toContain('Listing courtesy of Mogollon Realty');
      expect(body).toContain('IDX information is provided exclusively');
      expect(body).toContain('Stop alerts for “Heber all”');
    }
    expect(mail.text).toContain(`See the search: ${ORIGIN}/?city=Heber\n`);
    expect(mail.text).toContain(`See the search: ${ORIGIN}/?city=Heber&minBeds=4\n`);
    // the first photo, absolute
    expect(mail.html).toMatch(
      new RegExp(`<img src="${ORIGIN}/mls-photos/az/800x600/true/\\d+-o\\.svg"`),
    );
    // the headers as they went out
    expect(mail.raw).toMatch(
      /^Message-ID: <saved-search-alert\.[\w-]+@homes\.ridgeline\.example>/m,
    );
    expect(mail.raw).toMatch(
      new RegExp(`^List-Unsubscribe: <${ORIGIN}/saved-searches/unsubscribe\\?token=[\\w.-]+>`, 'm'),
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.raw.match(/^Message-ID:/gim)).toHaveLength(1);
    // told, stamped, nothing pending
    const rows = await queryRows<{ id: number; last_sent_at: Date | null }>(
      t.database.db,
      sql`SELECT id, last_sent_at FROM saved_searches WHERE id IN (${all.id}, ${big.id})`,
    );
    expect(rows.every((r) => r.last_sent_at !== null)).toBe(true);
    expect(await pendingOf(all.id)).toBe(0);
  });

  it('keeps a daily search for its day, then sends it', async () => {
    const { client, email } = await visitor();
    const daily = await save(client, 'Overgaard daily', 'daily', { city: 'Overgaard' });
    const kept = makeListing({ city: 'Overgaard', address: '9 Kept Ln' });
    const withdrawn = makeListing({ city: 'Overgaard', address: '8 Hidden Ln' });
    await store(kept, withdrawn);
    await runAlerts();
    expect(await pendingOf(daily.id)).toBe(2);
    // before the day is out the feed withholds one from IDX display: it is not sent
    await store({ ...withdrawn, idxDisplayAllowed: false });
    expect(await mailJobsTo(email)).toBe(0);
    clock = () => new Date(Date.now() + 25 * 3_600_000);
    try {
      await runAlerts();
    } finally {
      clock = () => new Date();
    }
    const mail = await oneMailTo(email);
    expect(mail.subject).toBe('1 listing for your saved search “Overgaard daily”');
    expect(mail.text).toContain('9 Kept Ln');
    expect(mail.text).not.toContain('8 Hidden Ln');
    expect(await pendingOf(daily.id)).toBe(0);
  });
});

describe('unsubscribe and the CRM', () => {
  it('stops a search from its link without signing in (GET shows, POST stops), and both from the one-click header', async () => {
    const { client, email } = await visitor();
    const a = await save(client, 'Snowflake', 'instant', { city: 'Snowflake' });
    const b = await save(client, 'Snowflake cheap', 'weekly', { city: 'Snowflake' });
    await save(client, 'Snowflake 2', 'instant', { city: 'Snowflake', minBeds: '1' });
    await store(makeListing({ city: 'Snowflake', bedrooms: 3 }));
    await runAlerts();
    const mail = (await oneMailTo(email)).raw;
    const links = [
      ...mail.matchAll(
        /href="https:\/\/homes\.ridgeline\.example(\/saved-searches\/unsubscribe\?token=[\w.-]+)"/g,
      ),
    ].map((m) => m[1]!);
    expect(links).toHaveLength(2);
    const header = /^List-Unsubscribe: <https:\/\/homes\.ridgeline\.example([^>]+)>/m.exec(
      mail,
    )![1]!;

    const stranger = createHttpClient(t.app);
    const page = await stranger.get(links[0]!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // a browser posts the page's form with its origin (not `null`, as with no-referrer)
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(UNSUBSCRIBE_TEXT.confirmTitle('“Snowflake”'));
    expect(await pendingOf(a.id)).toBe(0);
    const frequencies = async () =>
      Object.fromEntries(
        (
          await queryRows<{ name: string; frequency: string }>(
            t.database.db,
            sql`SELECT name, frequency FROM saved_searches WHERE user_id = (SELECT user_id FROM saved_searches WHERE id = ${a.id})`,
          )
        ).map((r) => [r.name, r.frequency]),
      );
    // opening the link changes nothing (a mail scanner opens every link)
    expect((await frequencies())['Snowflake']).toBe('instant');

    // the page's button: an empty form posted from the page itself
    const done = await t.app.inject({
      method: 'POST',
      url: links[0]!,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(UNSUBSCRIBE_TEXT.done('“Snowflake”'));
    expect(await frequencies()).toEqual({
      Snowflake: 'off',
      'Snowflake cheap': 'weekly',
      'Snowflake 2': 'instant',
    });
    expect((await stranger.get(links[0]!)).body).toContain(UNSUBSCRIBE_TEXT.done('“Snowflake”'));

    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click to the header's address
    const oneClick = await t.app.inject({
      method: 'POST',
      url: header,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await frequencies())['Snowflake 2']).toBe('off');
    expect((await frequencies())['Snowflake cheap']).toBe('weekly');

    // a bad signature, a token of no search, a deleted search
    const forged = links[0]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const url of [
      forged,
      '/saved-searches/unsubscribe?token=1.2.x',
      '/saved-searches/unsubscribe',
    ]) {
      const res = await stranger.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(UNSUBSCRIBE_TEXT.invalid);
      expect((await stranger.post(url, undefined, { origin: ORIGIN })).statusCode).toBe(400);
    }
    const token = createUnsubscribeTokens(t.config.appSecret).sign(999_999, [b.id]);
    expect((await stranger.get(`/saved-searches/unsubscribe?token=${token}`)).statusCode).toBe(404);
    expect((await client.request('DELETE', `/api/saved-searches/${a.id}`)).statusCode).toBe(200);
    const gone = await stranger.post(links[0]!, undefined, { origin: ORIGIN });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(UNSUBSCRIBE_TEXT.gone);
  });

  it("records each alert on the owner's CRM contact as a 'Saved Property Search'", async () => {
    const { client, email } = await visitor();
    const search = await save(client, 'Taylor homes', 'instant', { city: 'Taylor' });
    await store(makeListing({ city: 'Taylor', address: '5 Silver Creek Rd' }));
    await runAlerts();
    await oneMailTo(email);
    const rows = await queryRows<{
      activity_type: string;
      description: string;
      search_query: string;
    }>(
      t.database.db,
      sql`SELECT a.activity_type, a.description, a.search_query FROM crm_activities a
          JOIN crm_contacts c ON c.id = a.contact_id WHERE c.email_key = ${email}`,
    );
    expect(rows).toEqual([
      {
        activity_type: VISITOR_ACTIVITY_TYPES.savedPropertySearch,
        description: expect.stringContaining(
          'Alert sent for saved search “Taylor homes” (instant, 1 listing): 5 Silver Creek Rd, Taylor, AZ 85541: New listing',
        ),
        search_query: '?city=Taylor',
      },
    ]);
    expect(search.id).toBeGreaterThan(0);
  });
});

describe('alerts in Follow Up Boss', () => {
  let fub: FakeFollowUpBoss;
  let f: TestApp | undefined;

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
    f = await createTestApp({
      env: { FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl, PUBLIC_URL: ORIGIN },
      jobs: ({ database, config, integrations }) => [
        ...alertJobs(database, config, integrations, () => f),
        activitySenderJob({ db: database.db, config, integrations }),
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await f?.close();
    await fub?.close();
  });

  it("sends each alert as a 'Saved Property Search' event of the search's owner", async () => {
    const owner = await signUp(f!, 'fub-alerted');
    const res = await owner.post('/api/saved-searches', {
      name: 'Payson 3+ beds',
      frequency: 'instant',
      query: { city: 'Payson', minBeds: '3' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await insertListings(f!.database.db, [makeListing({ city: 'Payson', bedrooms: 4 })]);
    await runAlerts(f!);
    // the activity sender's minute tick: asked for now, as the app's kick would
    await f!.jobs!.send(ACTIVITY_SENDER_JOB, {});
    await expect
      .poll(() => fub.events.filter((e) => e.type === 'Saved Property Search').length, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(1);
    const event = fub.events.find((e) => e.type === 'Saved Property Search')!;
    expect(event).toMatchObject({
      person: { emails: [{ value: 'fub-alerted@example.com' }] },
      pageUrl: `${ORIGIN}/?city=Payson&minBeds=3`,
      propertySearch: { city: 'Payson', minBedrooms: 3 },
      description: expect.stringContaining('Alert sent for saved search “Payson 3+ beds”'),
    });
  });
});

describe('a crash or a restart between the steps', () => {
  it('loses nothing and repeats nothing', async () => {
    const { client, email } = await visitor();
    const search = await save(client, 'Show Low', 'instant', { city: 'Show Low' });
    const tokens = createUnsubscribeTokens(t.config.appSecret);
    const activity = savedSearchAlertActivity({
      integrations: t.integrations,
      kick: async () => undefined,
    });
    const db = t.database.db;

    // 1. matched, then the process dies before sending: the matches are kept
    await store(makeListing({ city: 'Show Low', address: '1 Deuce Rd' }));
    await createAlertMatcher({ db, logger }).run();
    expect(await pendingOf(search.id)).toBe(1);

    // 2. it dies inside the batch's transaction (after marking, before the commit): nothing
    // of the batch is kept, the matches stay pending
    const crashing = createAlertSender({
      db,
      config: t.config,
      tokens,
      activity,
      logger,
      queueMail: async () => {
        throw new Error('killed');
      },
    });
    expect((await crashing.sendDue()).sent).toBe(0);
    expect(await pendingOf(search.id)).toBe(1);
    expect(await mailJobsTo(email)).toBe(0);

    // 3. the batch commits with its mail job, and the process stops before delivering it:
    // a runner without the mail worker stands for it
    await t.jobs!.stop();
    let dying: JobRunner | null = await startJobRunner({
      database: t.database,
      logger,
      jobs: [],
      schedule: false,
    });
    await dying.boss.createQueue(ALERT_MAIL_JOB);
    const sender = createAlertSender({
      db,
      config: t.config,
      tokens,
      activity,
      logger,
      queueMail: async (tx, message) => {
        const data: AlertMailJobData = { message };
        const id = await dying!.send(ALERT_MAIL_JOB, data, { db: inTransaction(tx) });
        if (!id) throw new Error('not queued');
      },
    });
    expect((await sender.sendDue()).sent).toBe(1);
    await dying.stop();
    dying = null;
    expect(await pendingOf(search.id)).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);

    // 4. the restarted process delivers it, once; a later run tells nothing again
    const restarted = await startJobRunner({
      database: t.database,
      logger,
      jobs: alertJobs(t.database, t.config, t.integrations),
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    (t as { jobs: JobRunner | null }).jobs = restarted;
    expect((await oneMailTo(email)).text).toContain('1 Deuce Rd');
    await runAlerts();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(email)).toHaveLength(1);
    expect(await mailJobsTo(email)).toBe(1);
  }, 90_000);
});
