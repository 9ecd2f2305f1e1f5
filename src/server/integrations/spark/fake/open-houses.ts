import { arizonaClock, arizonaInstant } from '../../../../core/open-houses';
import type { SparkListingRecord, SparkOpenHouse } from '../fields';

/**
 * Open houses of the fake Spark feed. A generated inventory is made once with a fixed `now`
 * (the offline feed's creation day), but open houses must be upcoming whenever the feed is
 * read: a listing carries a weekly pattern ("Saturdays 10:00-13:00, this week and next"), and
 * the server turns it into dated open houses, in Spark's wire form, each time it answers.
 */

/** A listing's weekly open house: Arizona wall-clock times. */
export type OpenHousePattern = {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** Minutes after midnight. */
  startMinute: number;
  endMinute: number;
  /** 0: from the next such day (today included); 1: from the week after. */
  weeksAhead: number;
  /** How many weeks in a row. */
  weeks: number;
  /** 'ampm' writes "10:00 am", 'offset' "10:00-07:00" (both seen in the vendor fixture). */
  timeStyle: 'ampm' | 'offset';
  comments: string | null;
};

/*
 * Kept under a symbol: invisible on the wire (JSON.stringify skips symbol keys), carried by
 * spread copies of a record, and never taken for a Spark field.
 */
const PATTERNS = Symbol('fake Spark open house patterns');

type WithPatterns = { [PATTERNS]?: readonly OpenHousePattern[] };

/** Gives a record of the inventory its weekly open houses. */
export function setOpenHousePatterns(
  record: SparkListingRecord,
  patterns: readonly OpenHousePattern[],
): void {
  (record as WithPatterns)[PATTERNS] = patterns;
}

export function openHousePatternsOf(
  record: SparkListingRecord,
): readonly OpenHousePattern[] | undefined {
  return (record as WithPatterns)[PATTERNS];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function wireTime(minute: number, style: OpenHousePattern['timeStyle']): string {
  const hour = Math.floor(minute / 60);
  const min = pad(minute % 60);
  if (style === 'offset') return `${pad(hour)}:${min}-07:00`;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${min} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * The dated open houses of a listing's patterns at `now`, soonest first; those already over
 * are left out. Ids are stable (the day, the time and the listing), as Spark's are.
 */
export function materializeOpenHouses(
  listingKey: string,
  patterns: readonly OpenHousePattern[],
  now: Date,
): SparkOpenHouse[] {
  const today = arizonaClock(now);
  const dated: Array<{ at: number; openHouse: SparkOpenHouse }> = [];
  patterns.forEach((p, n) => {
    const first = ((p.weekday - today.weekday + 7) % 7) + 7 * p.weeksAhead;
    for (let week = 0; week < p.weeks; week++) {
      const day = arizonaClock(
        arizonaInstant(today.year, today.month, today.day + first + 7 * week),
      );
      const startsAt = arizonaInstant(day.year, day.month, day.day, 0, p.startMinute);
      const endsAt = arizonaInstant(day.year, day.month, day.day, 0, p.endMinute);
      if (endsAt.getTime() <= now.getTime()) continue;
      const ymd = `${day.year}${pad(day.month)}${pad(day.day)}`;
      const id = `${ymd}${pad(Math.floor(p.startMinute / 60))}${pad(p.startMinute % 60)}${pad(n)}${listingKey.slice(-12)}`;
      const openHouse: SparkOpenHouse = {
        ResourceUri: `/v1/listings/${listingKey}/openhouses/${id}`,
        Id: id,
        Date: `${pad(day.month)}/${pad(day.day)}/${day.year}`,
        StartTime: wireTime(p.startMinute, p.timeStyle),
        EndTime: wireTime(p.endMinute, p.timeStyle),
      };
      if (p.comments) openHouse.Comments = p.comments;
      dated.push({ at: startsAt.getTime(), openHouse });
    }
  });
  return dated.sort((a, b) => a.at - b.at).map((d) => d.openHouse);
}

/**
 * A listing's open houses as the server answers them: the ones the record carries (a test's
 * inventory), else its patterns' at `now`, else none.
 */
export function openHousesOf(record: SparkListingRecord, now: Date): SparkOpenHouse[] | undefined {
  const literal = record.StandardFields.OpenHouses;
  if (Array.isArray(literal)) return literal;
  const patterns = openHousePatternsOf(record);
  if (!patterns || patterns.length === 0) return undefined;
  return materializeOpenHouses(
    String(record.StandardFields.ListingKey ?? record.Id),
    patterns,
    now,
  );
}
