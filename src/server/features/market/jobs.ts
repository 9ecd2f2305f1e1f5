import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { computeMarketData } from './service';

export const MARKET_DATA_JOB = 'market.nightly';

/**
 * Today's market_data row of every city, from our own listings (one grouped query): nightly at
 * 07:10 UTC (just after midnight in Arizona, which keeps no daylight saving), so every day has
 * its row, and after replication wrote listings (main.ts), so a day's row follows the listings
 * (the first sync above all: a page's first request may have computed the day from a part of
 * them). Stately: writes in a burst queue one run behind the running one.
 */
export function marketDataJob(db: Database): JobDefinition {
  return defineJob({
    name: MARKET_DATA_JOB,
    policy: 'stately',
    cron: '10 7 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => {
      const cities = await computeMarketData(db);
      return { message: 'market figures computed', fields: { cities } };
    },
  });
}
