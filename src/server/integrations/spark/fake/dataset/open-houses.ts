import type { OpenHousePattern } from '../open-houses';
import { mixSeed, Rng } from './random';

/**
 * Which generated listings hold open houses, and when: about one active listing in eight, on
 * Saturday or Sunday around midday (the usual three hours), a few also on a weekday evening or
 * on both weekend days. Dates are made when the feed answers (fake/open-houses.ts).
 */

/** Share of active listings with open houses. */
export const OPEN_HOUSE_SHARE = 0.12;

/** Weekend slots, Arizona time, as [start, end] minutes after midnight. */
const WEEKEND_SLOTS: ReadonlyArray<readonly [number, number]> = [
  [10 * 60, 13 * 60],
  [11 * 60, 14 * 60],
  [12 * 60, 15 * 60],
  [13 * 60, 16 * 60],
  [10 * 60, 12 * 60],
  [14 * 60, 17 * 60],
];
const WEEKDAY_EVENING: readonly [number, number] = [16 * 60 + 30, 18 * 60 + 30];

const COMMENTS: ReadonlyArray<string | null> = [
  null,
  null,
  null,
  'Refreshments served.',
  'Hosted by the listing agent. Come see the views!',
  'Drop by, no appointment needed.',
  'Please remove shoes; booties provided.',
];

/**
 * A listing's open house patterns (none for most). The draws come from a stream of their
 * own, so the rest of a listing is the same as before open houses were added.
 */
export function pickOpenHousePatterns(seed: number, index: number): OpenHousePattern[] {
  const rng = new Rng(mixSeed(seed ^ 0x0b3e4405, index));
  if (!rng.chance(OPEN_HOUSE_SHARE)) return [];
  const weekday = rng.chance(0.55) ? 6 : 0;
  const [startMinute, endMinute] = rng.pick(WEEKEND_SLOTS);
  const common = {
    timeStyle: rng.chance(0.5) ? 'ampm' : 'offset',
    comments: rng.pick(COMMENTS),
  } as const;
  const patterns: OpenHousePattern[] = [
    {
      ...common,
      weekday,
      startMinute,
      endMinute,
      // most this coming weekend, some only the next
      weeksAhead: rng.chance(0.85) ? 0 : 1,
      weeks: rng.int(1, 2),
    },
  ];
  const extra = rng.float();
  if (extra < 0.15) {
    // the other weekend day too
    patterns.push({ ...patterns[0]!, weekday: weekday === 6 ? 0 : 6, weeks: 1 });
  } else if (extra < 0.3) {
    // a weekday evening (Tuesday to Friday)
    patterns.push({
      ...common,
      weekday: rng.int(2, 5),
      startMinute: WEEKDAY_EVENING[0],
      endMinute: WEEKDAY_EVENING[1],
      weeksAhead: 0,
      weeks: 1,
    });
  }
  return patterns;
}
