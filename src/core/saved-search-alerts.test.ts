import { describe, expect, it } from 'vitest';
import {
  ALERT_PERIOD_MS,
  alertChangeOf,
  alertReasonText,
  isAlreadyTold,
  isBatchDue,
  quotedNames,
  type ListingEvent,
} from './saved-search-alerts';

const price = (oldPrice: number, newPrice: number): ListingEvent => ({
  kind: 'price',
  oldPrice,
  newPrice,
  oldStatus: 'ACTIVE',
  newStatus: 'ACTIVE',
});
const status = (oldStatus: string, newStatus: string, at = 400_000): ListingEvent => ({
  kind: 'status',
  oldPrice: at,
  newPrice: at,
  oldStatus,
  newStatus,
});

describe('which listing changes are news', () => {
  it('a reduction is, with the first old and the last new price', () => {
    expect(alertChangeOf([price(500_000, 490_000), price(490_000, 480_000)])).toEqual({
      reason: 'price',
      oldPrice: 500_000,
      newPrice: 480_000,
    });
  });

  it('a rise is not, nor a cut taken back', () => {
    expect(alertChangeOf([price(480_000, 500_000)])).toBeNull();
    expect(alertChangeOf([price(500_000, 480_000), price(480_000, 500_000)])).toBeNull();
  });

  it('back on market is, from any status but ACTIVE; COMING SOON to ACTIVE is new', () => {
    expect(alertChangeOf([status('PENDING', 'ACTIVE')])).toEqual({
      reason: 'back-on-market',
      oldPrice: null,
      newPrice: null,
    });
    expect(alertChangeOf([status('COMING SOON', 'ACTIVE')])?.reason).toBe('new');
    expect(alertChangeOf([status('ACTIVE', 'PENDING')])).toBeNull();
    expect(
      alertChangeOf([
        status('ACTIVE', 'PENDING'),
        price(500_000, 450_000),
        status('PENDING', 'ACTIVE'),
      ]),
    ).toEqual({ reason: 'back-on-market', oldPrice: 500_000, newPrice: 450_000 });
  });
});

describe('the same listing is not told twice', () => {
  const now = { price: 480_000, status: 'ACTIVE' };
  it('unless its price or status changed since', () => {
    expect(isAlreadyTold(undefined, now, 'new')).toBe(false);
    expect(isAlreadyTold({ price: 480_000, status: 'ACTIVE' }, now, 'price')).toBe(true);
    expect(isAlreadyTold({ price: 500_000, status: 'ACTIVE' }, now, 'price')).toBe(false);
    expect(isAlreadyTold({ price: 480_000, status: 'PENDING' }, now, 'new')).toBe(false);
  });
  it('back on market is always news', () => {
    expect(isAlreadyTold({ price: 480_000, status: 'ACTIVE' }, now, 'back-on-market')).toBe(false);
  });
});

describe('when a batch is due', () => {
  const since = new Date('2026-11-20T08:00:00Z');
  const after = (ms: number) => new Date(since.getTime() + ms);
  it('instant at once, off never', () => {
    expect(isBatchDue('instant', since, since)).toBe(true);
    expect(isBatchDue('off', since, after(ALERT_PERIOD_MS.weekly * 2))).toBe(false);
  });
  it('daily and weekly after their period, a few minutes of slack allowed', () => {
    expect(isBatchDue('daily', since, after(23 * 3_600_000))).toBe(false);
    expect(isBatchDue('daily', since, after(ALERT_PERIOD_MS.daily - 5 * 60_000))).toBe(true);
    expect(isBatchDue('weekly', since, after(ALERT_PERIOD_MS.daily * 6))).toBe(false);
    expect(isBatchDue('weekly', since, after(ALERT_PERIOD_MS.weekly))).toBe(true);
  });
});

describe('what an alert says', () => {
  it('names the change, the reduction as old → new', () => {
    expect(alertReasonText('new', null, 480_000)).toBe('New listing');
    expect(alertReasonText('price', 500_000, 480_000)).toBe('Price reduced: $500,000 → $480,000');
    expect(alertReasonText('back-on-market', null, null)).toBe('Back on market');
    expect(alertReasonText('back-on-market', 500_000, 480_000)).toBe(
      'Back on market · Price reduced: $500,000 → $480,000',
    );
  });

  it('quotes search names as a sentence', () => {
    expect(quotedNames(['Payson'])).toBe('“Payson”');
    expect(quotedNames(['A', 'B', 'C'])).toBe('“A”, “B” and “C”');
  });
});
