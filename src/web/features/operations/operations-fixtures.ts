import type { OperationsHealth } from '../../../contract/operations';

/** When the fixture's health was checked: every other time is set against it. */
export const CHECKED_AT = '2026-03-02T17:30:00.000Z';

const minutesBefore = (minutes: number) =>
  new Date(Date.parse(CHECKED_AT) - minutes * 60_000).toISOString();
const minutesAfter = (minutes: number) => minutesBefore(-minutes);

type Overrides = {
  [K in keyof OperationsHealth]?: OperationsHealth[K] extends unknown[]
    ? OperationsHealth[K]
    : Partial<OperationsHealth[K]>;
};

/**
 * A reply of GET /api/admin/health with something in every section: a fresh MLS feed, three
 * cities, both destinations with one failed delivery each, outbox mail, job queues (one with a
 * failure) and one open alert. Override what a test is about (a section's fields are merged).
 */
export function operationsHealthFixture(overrides: Overrides = {}): OperationsHealth {
  const base: OperationsHealth = {
    checkedAt: CHECKED_AT,
    status: 'degraded',
    feed: {
      source: 'environment',
      lastSuccessAt: minutesBefore(4),
      minutesSinceSuccess: 4,
      freshness: 'fresh',
      lastError: null,
      cachingRunning: false,
    },
    cities: [
      {
        city: 'Payson',
        priority: 'high',
        listings: 1234,
        isComplete: true,
        lastFullSyncAt: minutesBefore(120),
      },
      {
        city: 'Show Low',
        priority: 'medium',
        listings: 87,
        isComplete: false,
        lastFullSyncAt: minutesBefore(3 * 24 * 60),
      },
      { city: 'Heber', priority: 'low', listings: 0, isComplete: false, lastFullSyncAt: null },
    ],
    leads: {
      destinations: [
        {
          destination: 'apps-script',
          configured: true,
          pending: 0,
          retrying: 1,
          cancelled: 0,
          deliveredLast24h: 5,
        },
        {
          destination: 'followupboss',
          configured: false,
          pending: 2,
          retrying: 1,
          cancelled: 1,
          deliveredLast24h: 12,
        },
      ],
      failed: [
        {
          id: 41,
          destination: 'followupboss',
          status: 'pending',
          attempts: 3,
          lastError: '503: Service Unavailable',
          nextAttemptAt: minutesAfter(10),
          submittedAt: minutesBefore(45),
        },
        {
          id: 17,
          destination: 'apps-script',
          status: 'cancelled',
          attempts: 8,
          lastError: 'timeout after 10000 ms',
          nextAttemptAt: minutesBefore(60),
          submittedAt: minutesBefore(26 * 60),
        },
      ],
    },
    mail: { transport: 'outbox', outboxLast24h: 3, outboxTotal: 1520 },
    jobs: [
      { queue: 'leads.deliver', due: 1, running: 0, failedLast24h: 2 },
      { queue: 'mls.refresh', due: 0, running: 1, failedLast24h: 0 },
    ],
    alerts: [
      {
        id: 9,
        severity: 'high',
        type: 'lead-delivery',
        component: 'leads.followupboss',
        title: 'Lead delivery failing',
        message: 'Follow Up Boss answered 503 three times.',
        timestamp: minutesBefore(40),
      },
    ],
  };
  return {
    ...base,
    ...overrides,
    feed: { ...base.feed, ...overrides.feed },
    leads: { ...base.leads, ...overrides.leads },
    mail: { ...base.mail, ...overrides.mail },
  };
}
