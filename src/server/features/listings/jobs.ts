import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { refreshSearchTerms } from './search-terms-store';

export const SEARCH_TERMS_JOB = 'listings.search-terms';

/**
 * The search box's suggestions (search_terms) rebuilt from the active listings: after
 * replication wrote listings (main.ts `onListingsWritten`, the nightly full run's included),
 * at start when the table is empty (main.ts), and nightly at 07:20 UTC (just after midnight in
 * Arizona) whatever happened, as the market figures are. Stately: writes in a burst queue one
 * run behind the running one, so a refresh always follows the last write.
 */
export function searchTermsJob(db: Database): JobDefinition {
  return defineJob({
    name: SEARCH_TERMS_JOB,
    policy: 'stately',
    cron: '20 7 * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async () => {
      const refresh = await refreshSearchTerms(db);
      return { message: 'search suggestions refreshed', fields: refresh };
    },
  });
}
