import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The process's own Prometheus series, whatever part of it they come from: the app's mailer and
 * the job runner's both count their mail here, and memory and event-loop lag belong to the
 * process, not to one app. `GET /metrics` (features/operations/metrics.ts) serves them with
 * the app's series; docs/decisions/031-metrics.md.
 */
export const processRegistry = new Registry();

/** Labels say only how the mail went (never who it went to: no personal data in a label). */
export const mailSent = new Counter({
  name: 'ridgeline_mail_sent_total',
  help: 'Mail handed to the SMTP server (transport smtp) or kept in the outbox table (outbox)',
  labelNames: ['transport'] as const,
  registers: [processRegistry],
});

export const mailFailed = new Counter({
  name: 'ridgeline_mail_failed_total',
  help: 'Mail that could not be sent or kept (the SMTP server refused or was out of reach)',
  labelNames: ['transport'] as const,
  registers: [processRegistry],
});

// present at 0 from the start, so an alert on their rate has a series before the first mail
for (const transport of ['smtp', 'outbox']) {
  mailSent.inc({ transport }, 0);
  mailFailed.inc({ transport }, 0);
}

let defaultsCollected = false;

/**
 * prom-client's process series (memory, CPU, handles, GC, and the event loop's lag from
 * `monitorEventLoopDelay`), once per process: a second call would register them twice. Called
 * when an app serves /metrics, not at import, so scripts that send mail start no monitors.
 */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
}
