import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUpAdmin } from '../../testing/admin-client';
import type { HttpClient } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createLeadDestinations } from '../leads/destinations';
import type { DueDelivery } from '../leads/outbox-store';

const FUB_KEY = 'fub-shared-account-key';
const SYSTEM_KEY = 'shared-system-key';
const WINDOW_SECONDS = 2;

describe('one Follow Up Boss account, one client', () => {
  let fub: FakeFollowUpBoss;
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    // a small window of person-event reads, which both features make
    fub = await startFakeFollowUpBoss({
      apiKey: FUB_KEY,
      systemKey: SYSTEM_KEY,
      rateLimits: { events: 3 },
      rateLimitWindowSeconds: WINDOW_SECONDS,
    });
    t = await createTestApp({
      env: { FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl, FUB_SYSTEM_KEY: SYSTEM_KEY },
    });
    admin = await signUpAdmin(t, 'shared-fub-admin');
  });
  afterAll(async () => {
    await t?.close();
    await fub?.close();
  });

  it('lead delivery waits out the window the staff CRM API used up, so FUB never refuses a request', async () => {
    const person = fub.seedPerson({
      firstName: 'Dana',
      lastName: 'Pine',
      emails: [{ value: 'dana.pine@example.com', type: 'home', isPrimary: 1 }],
    });
    // staff open the person's activity three times: the account's events window is spent
    for (let n = 0; n < 3; n++) {
      const res = await admin.get(`/api/contacts/${person.id}/activities`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const spent = fub.requests.filter((r) => r.context === 'events');
    expect(spent.map((r) => r.status)).toEqual([200, 200, 200]);

    // a lead whose first attempt timed out: delivery looks for it in the person's events first
    const [destination] = await createLeadDestinations({
      db: t.database.db,
      config: t.config,
      integrations: t.integrations,
    })();
    expect(destination?.name).toBe('followupboss');
    const delivery: DueDelivery = {
      id: 1,
      destination: 'followupboss',
      attempts: 1,
      previousError: 'timeout: Follow Up Boss did not answer within 15000 ms',
      submissionId: 4242,
      submittedAt: new Date(),
      submission: {
        firstName: 'Dana',
        lastName: 'Pine',
        email: 'dana.pine@example.com',
        phone: '928-555-0142',
      },
      propertyId: null,
      pageUrl: null,
      contactId: null,
    };
    const result = await destination!.deliver(delivery, true);
    expect(result.externalId).toBe(String(person.id));

    // the delivery's event read waited for the window instead of being refused
    expect(fub.requests.filter((r) => r.status === 429)).toEqual([]);
    const eventReads = fub.requests.filter((r) => r.context === 'events');
    expect(eventReads).toHaveLength(4);
    expect(eventReads[3]!.at - eventReads[0]!.at).toBeGreaterThanOrEqual(
      WINDOW_SECONDS * 1000 - 50,
    );
  });

  it('hands every feature the same client until the account changes', async () => {
    const first = await t.integrations.current();
    const again = await t.integrations.current();
    expect(first.followUpBoss?.client).toBeDefined();
    expect(again.followUpBoss?.client).toBe(first.followUpBoss?.client);
  });
});
