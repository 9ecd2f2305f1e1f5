import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  formatChangePercent,
  priceChangePercent,
  priceHistoryEvents,
  PRICE_REDUCED_DAYS,
  recentPriceReduction,
  REDUCED_STATUS,
  statusEventLabel,
  type ListingChange,
} from './price-history';

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T18:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

const priceChange = (oldPrice: number, newPrice: number, changedAt: string): ListingChange => ({
  kind: 'price',
  oldPrice,
  newPrice,
  oldStatus: 'ACTIVE',
  newStatus: 'ACTIVE',
  changedAt,
});
const statusChange = (
  oldStatus: string,
  newStatus: string,
  price: number,
  changedAt: string,
): ListingChange => ({
  kind: 'status',
  oldPrice: price,
  newPrice: price,
  oldStatus,
  newStatus,
  changedAt,
});

describe('recentPriceReduction', () => {
  it('is the amount of a cut within the last 30 days', () => {
    const listing = { price: 480_000, previousPrice: 500_000, priceChangedAt: daysBefore(3) };
    expect(recentPriceReduction(listing, NOW)).toBe(20_000);
    expect(
      recentPriceReduction({ ...listing, priceChangedAt: daysBefore(PRICE_REDUCED_DAYS) }, NOW),
    ).toBe(20_000);
    // an ISO text reads the same as a Date
    expect(
      recentPriceReduction({ ...listing, priceChangedAt: daysBefore(1).toISOString() }, NOW),
    ).toBe(20_000);
  });

  it('is null for an older cut, a raise, or a listing whose price never changed', () => {
    const cut = { price: 480_000, previousPrice: 500_000 };
    expect(
      recentPriceReduction({ ...cut, priceChangedAt: daysBefore(PRICE_REDUCED_DAYS + 0.01) }, NOW),
    ).toBeNull();
    expect(
      recentPriceReduction(
        { price: 520_000, previousPrice: 500_000, priceChangedAt: daysBefore(1) },
        NOW,
      ),
    ).toBeNull();
    expect(
      recentPriceReduction({ price: 500_000, previousPrice: null, priceChangedAt: null }, NOW),
    ).toBeNull();
    expect(recentPriceReduction({ ...cut, priceChangedAt: null }, NOW)).toBeNull();
    expect(
      recentPriceReduction({ price: null, previousPrice: 500_000, priceChangedAt: NOW }, NOW),
    ).toBeNull();
  });
});

describe('displayStatus', () => {
  it('shows REDUCED for an active listing with a recent reduction, the stored status otherwise', () => {
    expect(displayStatus('ACTIVE', 15_000)).toBe(REDUCED_STATUS);
    expect(displayStatus('ACTIVE', null)).toBe('ACTIVE');
    // a pending or sold listing keeps its status: the reduction no longer matters to a buyer
    expect(displayStatus('PENDING', 15_000)).toBe('PENDING');
    expect(displayStatus('SOLD', 15_000)).toBe('SOLD');
  });
});

describe('change in percent', () => {
  it('is signed with one decimal', () => {
    expect(formatChangePercent(priceChangePercent(500_000, 480_000)!)).toBe('-4.0%');
    expect(formatChangePercent(priceChangePercent(400_000, 410_000)!)).toBe('+2.5%');
    expect(formatChangePercent(priceChangePercent(300_000, 299_990)!)).toBe('0.0%');
    expect(formatChangePercent(-12.345)).toBe('-12.3%');
  });

  it('is unknown without both prices or from zero', () => {
    expect(priceChangePercent(null, 400_000)).toBeNull();
    expect(priceChangePercent(400_000, null)).toBeNull();
    expect(priceChangePercent(0, 400_000)).toBeNull();
  });
});

describe('statusEventLabel', () => {
  it('names the new status, and a return to ACTIVE as back on market', () => {
    expect(statusEventLabel('ACTIVE', 'PENDING')).toBe('Pending');
    expect(statusEventLabel('PENDING', 'SOLD')).toBe('Sold');
    expect(statusEventLabel('ACTIVE', 'CONTINGENT')).toBe('Contingent');
    expect(statusEventLabel('PENDING', 'ACTIVE')).toBe('Back on market');
    expect(statusEventLabel('WITHDRAWN', 'ACTIVE')).toBe('Back on market');
    expect(statusEventLabel('COMING SOON', 'ACTIVE')).toBe('Active');
    expect(statusEventLabel('ACTIVE', 'HOLD')).toBe('Hold');
    expect(statusEventLabel('ACTIVE', null)).toBe('Status change');
  });
});

describe('priceHistoryEvents', () => {
  it('lists the changes newest first, then Listed with the first known price', () => {
    const events = priceHistoryEvents({ listingDate: '2026-09-01T00:00:00.000Z', price: 470_000 }, [
      priceChange(500_000, 480_000, '2026-10-01T17:00:00.000Z'),
      statusChange('ACTIVE', 'PENDING', 480_000, '2026-10-20T17:00:00.000Z'),
      statusChange('PENDING', 'ACTIVE', 480_000, '2026-11-02T17:00:00.000Z'),
      priceChange(480_000, 470_000, '2026-11-10T17:00:00.000Z'),
    ]);
    expect(events.map((e) => [e.event, e.date, e.price])).toEqual([
      ['Price change', '2026-11-10T17:00:00.000Z', 470_000],
      ['Back on market', '2026-11-02T17:00:00.000Z', 480_000],
      ['Pending', '2026-10-20T17:00:00.000Z', 480_000],
      ['Price change', '2026-10-01T17:00:00.000Z', 480_000],
      ['Listed', '2026-09-01T00:00:00.000Z', 500_000],
    ]);
    expect(events.map((e) => e.changePercent && formatChangePercent(e.changePercent))).toEqual([
      '-2.1%',
      null,
      null,
      '-4.0%',
      null,
    ]);
  });

  it('is Listed alone, at the current price, without changes', () => {
    expect(priceHistoryEvents({ listingDate: null, price: 350_000 }, [])).toEqual([
      { kind: 'listed', date: null, event: 'Listed', price: 350_000, changePercent: null },
    ]);
  });

  it('shows the later of two changes made at the same moment on top', () => {
    const at = '2026-11-20T17:00:00.000Z';
    const events = priceHistoryEvents({ listingDate: null, price: 450_000 }, [
      priceChange(460_000, 450_000, at),
      statusChange('ACTIVE', 'PENDING', 450_000, at),
    ]);
    expect(events.map((e) => e.event)).toEqual(['Pending', 'Price change', 'Listed']);
    expect(events.at(-1)?.price).toBe(460_000);
  });
});
