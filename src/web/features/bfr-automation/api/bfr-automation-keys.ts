/**
 * The query keys of the BFR Link Automation page: the webhook settings, the monitoring status,
 * the recently processed contacts and a contact's links.
 */
export const bfrAutomationKeys = {
  all: ['admin', 'bfr-automation'] as const,
  info: () => [...bfrAutomationKeys.all, 'info'] as const,
  status: () => [...bfrAutomationKeys.all, 'monitor-status'] as const,
  processed: () => [...bfrAutomationKeys.all, 'processed'] as const,
  links: () => [...bfrAutomationKeys.all, 'links'] as const,
  linksOf: (contactId: number) => [...bfrAutomationKeys.links(), contactId] as const,
};

/** How often the monitoring status and the processed contacts are asked while the page is open. */
export const MONITOR_POLL_MS = 10_000;
