import { formatPrice } from './listing-display';
import type { SavedSearchFrequency } from './saved-searches';

/**
 * The rules of saved-search alerts (issue 23, decision 023): which listing changes are news
 * to a saved search, when a batch of a frequency is due, and how an alert says what changed.
 * The matching itself is the search API's own WHERE clause (server: listings read store).
 */

export type AlertFrequency = SavedSearchFrequency;

/** Why a listing is in an alert: new to us, its price went down, or it came back on the market. */
export type AlertReason = 'new' | 'price' | 'back-on-market';

const ACTIVE = 'ACTIVE';
/** A listing going from COMING SOON to ACTIVE is new on the market, not back on it. */
const COMING_SOON = 'COMING SOON';

const HOUR_MS = 3_600_000;

/**
 * A listing new to us is a 'New listing' of an alert only when it went on the market within
 * this many days (or its date is unknown). A city enabled later, or a switch to another feed,
 * brings every listing of the feed in at once: those are not news to a buyer, and would
 * otherwise fill every saved search's next e-mail.
 */
export const NEW_LISTING_ALERT_DAYS = 14;

/** The earliest listing date of a listing an alert may call new, at `now`. */
export function newListingAlertSince(now: Date): Date {
  return new Date(now.getTime() - NEW_LISTING_ALERT_DAYS * 24 * HOUR_MS);
}
/** How long a daily or weekly batch waits after the last one (or the search's creation). */
export const ALERT_PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/**
 * A batch is sent up to this much early: the matcher runs every 5 minutes, so without slack a
 * daily alert would slide 5 minutes later each day.
 */
export const ALERT_PERIOD_SLACK_MS = 10 * 60_000;

/**
 * Whether a user's batch of one frequency is due at `now`. `since` is when that user's last
 * batch of the frequency went out, or (never sent) when the oldest search in the batch was
 * created: a new search counts from its creation.
 */
export function isBatchDue(frequency: AlertFrequency, since: Date, now: Date): boolean {
  if (frequency === 'off') return false;
  if (frequency === 'instant') return true;
  return now.getTime() - since.getTime() >= ALERT_PERIOD_MS[frequency] - ALERT_PERIOD_SLACK_MS;
}

/** One recorded change of a listing (a listing_history row), oldest first. */
export type ListingEvent = {
  kind: 'price' | 'status';
  oldPrice: number | null;
  newPrice: number | null;
  oldStatus: string | null;
  newStatus: string | null;
};

export type AlertChange = { reason: AlertReason; oldPrice: number | null; newPrice: number | null };

/**
 * What a listing's changes since the matcher last looked mean to saved searches: a price
 * REDUCTION (the first old price against the last new one: a rise, or a cut taken back, is not
 * news), back on the market (its status became ACTIVE from another one), or new on the market
 * (from COMING SOON). Null when none of these happened.
 */
export function alertChangeOf(events: readonly ListingEvent[]): AlertChange | null {
  const prices = events.filter((e) => e.kind === 'price');
  const oldPrice = prices[0]?.oldPrice ?? null;
  const newPrice = prices.at(-1)?.newPrice ?? null;
  const reduced = oldPrice !== null && newPrice !== null && newPrice < oldPrice;
  const activated = events.filter(
    (e) => e.kind === 'status' && e.newStatus === ACTIVE && e.oldStatus !== ACTIVE,
  );
  const last = activated.at(-1);
  const price = reduced ? { oldPrice, newPrice } : { oldPrice: null, newPrice: null };
  if (last) {
    return { reason: last.oldStatus === COMING_SOON ? 'new' : 'back-on-market', ...price };
  }
  return reduced ? { reason: 'price', ...price } : null;
}

/**
 * Whether a search's earlier alert already told this listing as it is now: the same listing is
 * sent again only when its price or status changed since. Back on market is always news: the
 * listing left the market after it was told.
 */
export function isAlreadyTold(
  sent: { price: number | null; status: string } | undefined,
  now: { price: number | null; status: string },
  reason: AlertReason,
): boolean {
  if (!sent || reason === 'back-on-market') return false;
  return sent.price === now.price && sent.status === now.status;
}

/**
 * The line that says what changed: 'New listing', 'Price reduced: $500,000 → $480,000',
 * 'Back on market' (with the reduction when its price went down too).
 */
export function alertReasonText(
  reason: AlertReason,
  oldPrice: number | null,
  newPrice: number | null,
): string {
  const reduced =
    oldPrice !== null && newPrice !== null && newPrice < oldPrice
      ? `Price reduced: ${formatPrice(oldPrice)} → ${formatPrice(newPrice)}`
      : null;
  if (reason === 'new') return 'New listing';
  if (reason === 'back-on-market')
    return reduced ? `Back on market · ${reduced}` : 'Back on market';
  return reduced ?? 'Price reduced';
}

/** Search names as a sentence: '“Payson”', '“Payson” and “Pine”', '“A”, “B” and “C”'. */
export function quotedNames(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
