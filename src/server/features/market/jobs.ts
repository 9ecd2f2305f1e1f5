import type { Database } from '../../db/connect';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { computeMarketData } from './service';

export const MARKET_DATA_JOB = 'market.nightly';

/**
 * Nightly at 07:10 UTC (just after midnight in Arizona, which keeps no daylight saving): today's
 * market_data row of every city, from our own listings. A city page computes a missing day's
 * rows itself (service.ts), so a fresh installation needs no first run here.
 */
export function marketDataJob(db: Database): JobDefinition {
  return defineJob({
    name: MARKET_DATA_JOB,
    policy: 'singleton',
    cron: '10 7 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async (_data, { logger }) => {
      const cities = await computeMarketData(db);
      logger.info({ cities }, 'market figures computed');
    },
  });
}
