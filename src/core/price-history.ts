/**
 * A listing's price and status history as visitors see it (issue 23, decision 021): the
 * property page's table of events, the change in percent of each price change, and the
 * display status REDUCED of a listing whose price went down lately. The stored status stays
 * the feed's (a search by ACTIVE still finds a reduced listing): REDUCED is only shown.
 */

/** A price reduction this recent (in days) makes a card say 'Price reduced $X' and REDUCED. */
export const PRICE_REDUCED_DAYS = 30;

/** The display status of an active listing whose price went down within PRICE_REDUCED_DAYS. */
export const REDUCED_STATUS = 'REDUCED';

const DAY_MS = 86_400_000;

/** One recorded change of a listing (a `listing_history` row), oldest first as stored. */
export type ListingChange = {
  kind: 'price' | 'status';
  oldPrice: number | null;
  newPrice: number | null;
  oldStatus: string | null;
  newStatus: string | null;
  /** ISO time of the change. */
  changedAt: string;
};

/** A line of the property page's 'Price history' table. */
export type PriceHistoryEvent = {
  kind: 'listed' | 'price' | 'status';
  /** The listing date (a calendar day stored at UTC midnight) or the time of the change. */
  date: string | null;
  /** 'Listed', 'Price change', 'Pending', 'Back on market', 'Sold', ... */
  event: string;
  price: number | null;
  /** Change of a price change in percent (-4 for a 4 % cut); null for other lines. */
  changePercent: number | null;
};

const toTime = (value: Date | string | null | undefined): number =>
  value === null || value === undefined ? Number.NaN : new Date(value).getTime();

/**
 * How much the price went down, when it went down within PRICE_REDUCED_DAYS of `now`
 * (previous price - price); null when it did not, went up, or longer ago.
 */
export function recentPriceReduction(
  listing: {
    price: number | null;
    previousPrice: number | null;
    priceChangedAt: Date | string | null;
  },
  now: Date,
): number | null {
  const { price, previousPrice } = listing;
  if (price === null || previousPrice === null || !(price < previousPrice)) return null;
  const changedAt = toTime(listing.priceChangedAt);
  if (Number.isNaN(changedAt) || now.getTime() - changedAt > PRICE_REDUCED_DAYS * DAY_MS) {
    return null;
  }
  return previousPrice - price;
}

/**
 * The status a badge shows: REDUCED for an active listing with a recent reduction (the
 * spec's REDUCED badge), else the stored status.
 */
export function displayStatus(status: string, priceReduction: number | null): string {
  const active = status.trim().toUpperCase() === 'ACTIVE';
  return active && priceReduction !== null && priceReduction > 0 ? REDUCED_STATUS : status;
}

/** The change from one price to another in percent; null without both or from zero. */
export function priceChangePercent(
  oldPrice: number | null,
  newPrice: number | null,
): number | null {
  if (oldPrice === null || newPrice === null || oldPrice === 0) return null;
  return ((newPrice - oldPrice) / oldPrice) * 100;
}

/** '-4.0%', '+2.5%', '0.0%': one decimal, always signed unless it rounds to zero. */
export function formatChangePercent(percent: number): string {
  const digits = Math.abs(percent).toFixed(1);
  if (Number(digits) === 0) return '0.0%';
  return `${percent < 0 ? '-' : '+'}${digits}%`;
}

const STATUS_EVENTS: Record<string, string> = {
  PENDING: 'Pending',
  CONTINGENT: 'Contingent',
  SOLD: 'Sold',
  WITHDRAWN: 'Withdrawn',
  'COMING SOON': 'Coming soon',
};

/**
 * What a status change is called: 'Back on market' when a listing returns to ACTIVE (from
 * pending, contingent, withdrawn...), 'Active' when a coming-soon listing goes live, else the
 * new status in words ('Pending', 'Sold', or the feed's own word capitalised).
 */
export function statusEventLabel(oldStatus: string | null, newStatus: string | null): string {
  const to = (newStatus ?? '').trim().toUpperCase();
  const from = (oldStatus ?? '').trim().toUpperCase();
  if (to === 'ACTIVE') return from === 'COMING SOON' ? 'Active' : 'Back on market';
  const known = STATUS_EVENTS[to];
  if (known) return known;
  if (to === '') return 'Status change';
  return to.charAt(0) + to.slice(1).toLowerCase();
}

/**
 * The property page's history, newest first: each recorded change, then 'Listed' (the
 * listing date and the first price we know: the oldest change's old price, else the current
 * price — inserts are not history, decision 021).
 */
export function priceHistoryEvents(
  listing: { listingDate: string | null; price: number | null },
  changes: readonly ListingChange[],
): PriceHistoryEvent[] {
  const listed: PriceHistoryEvent = {
    kind: 'listed',
    date: listing.listingDate,
    event: 'Listed',
    price: changes.length > 0 ? changes[0]!.oldPrice : listing.price,
    changePercent: null,
  };
  const events = changes.map((change, order) => ({
    order,
    at: toTime(change.changedAt),
    event: {
      kind: change.kind,
      date: change.changedAt,
      event:
        change.kind === 'price'
          ? 'Price change'
          : statusEventLabel(change.oldStatus, change.newStatus),
      price: change.newPrice,
      changePercent:
        change.kind === 'price' ? priceChangePercent(change.oldPrice, change.newPrice) : null,
    } satisfies PriceHistoryEvent,
  }));
  // newest first; changes made at the same moment (one write changed price and status) keep
  // their recorded order reversed, so the later one is on top
  events.sort((a, b) => (b.at || 0) - (a.at || 0) || b.order - a.order);
  return [...events.map((e) => e.event), listed];
}
