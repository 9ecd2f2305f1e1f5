import type { MLS_STATUSES } from '../../fields';
import { DAY_MS, type DatasetContext } from './context';
import { STATUS_TABLE } from './home-tables';
import type { Rng } from './random';

/** A listing's status and its days on the market. */

export type Market = {
  status: keyof typeof MLS_STATUSES;
  onMarketMs: number;
  daysOnMarket: number;
  closeMs: number | null;
};

/** Status and dates: OnMarketDate is whole days before `now`, so DaysOnMarket is exact. */
export function pickMarket(rng: Rng, ctx: DatasetContext): Market {
  const status = STATUS_TABLE.pick(rng);
  let days: number;
  if (status === 'Coming Soon') days = -rng.int(1, 10);
  else if (status === 'Active')
    days = rng.chance(0.155) ? rng.int(0, 7) : 8 + Math.min(540, Math.floor(rng.exponential(60)));
  else if (status === 'Closed') days = 25 + Math.min(500, Math.floor(rng.exponential(60)));
  else days = 10 + Math.min(400, Math.floor(rng.exponential(50)));
  const onMarketMs = ctx.todayMs - days * DAY_MS;
  const closeMs =
    status === 'Closed' ? ctx.todayMs - rng.int(1, Math.min(days - 20, 150)) * DAY_MS : null;
  return { status, onMarketMs, daysOnMarket: Math.max(0, days), closeMs };
}
