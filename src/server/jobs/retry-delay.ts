/**
 * The back-off of the outboxes (lead delivery, BFR writes to the CRM): the wait before the
 * next attempt after `failures` failed ones, 30 s doubling, at most 30 minutes.
 */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;

export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}
