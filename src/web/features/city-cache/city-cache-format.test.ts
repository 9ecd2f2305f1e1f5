import { describe, expect, it } from 'vitest';
import {
  cachedPercent,
  cityReached,
  cityStateLabel,
  formatCount,
  formatCacheTime,
} from './city-cache-format';

const city = (cached_count: number, total_count: number, is_complete = false) => ({
  cached_count,
  total_count,
  is_complete,
});

describe('cachedPercent', () => {
  it('is the share cached in whole percent, rounded down', () => {
    expect(cachedPercent(city(250, 1000))).toBe(25);
    expect(cachedPercent(city(1, 3))).toBe(33);
    expect(cachedPercent(city(999, 1000))).toBe(99);
    expect(cachedPercent(city(1000, 1000, true))).toBe(100);
  });

  it('stays within 0 and 100', () => {
    expect(cachedPercent(city(1200, 1000, true))).toBe(100);
    expect(cachedPercent(city(-5, 1000))).toBe(0);
  });

  it('reads a city with nothing to cache as 100% once complete, else 0%', () => {
    expect(cachedPercent(city(0, 0, true))).toBe(100);
    expect(cachedPercent(city(0, 0))).toBe(0);
  });
});

describe('cityStateLabel and cityReached', () => {
  it('is In Progress only for the city being cached, Complete once done', () => {
    expect(cityStateLabel({ state: 'in_progress' })).toBe('In Progress');
    expect(cityStateLabel({ state: 'complete' })).toBe('Complete');
  });

  it('says a stopped run’s cities are Stopped or Not started, and waiting ones Waiting', () => {
    expect(cityStateLabel({ state: 'stopped' })).toBe('Stopped');
    expect(cityStateLabel({ state: 'not_started' })).toBe('Not started');
    expect(cityStateLabel({ state: 'waiting' })).toBe('Waiting');
  });

  it('has progress to show only for cities the run reached', () => {
    expect(cityReached({ state: 'complete' })).toBe(true);
    expect(cityReached({ state: 'in_progress' })).toBe(true);
    expect(cityReached({ state: 'stopped' })).toBe(true);
    expect(cityReached({ state: 'waiting' })).toBe(false);
    expect(cityReached({ state: 'not_started' })).toBe(false);
  });
});

describe('formatCount and formatCacheTime', () => {
  it('writes counts with separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('writes a time in Arizona time with its zone, Never for none, and an unreadable one as it is', () => {
    const at = '2026-03-02T16:00:00.000Z';
    expect(formatCacheTime(at)).toBe('Mar 2, 2026, 9:00 AM MST');
    expect(formatCacheTime(null)).toBe('Never');
    expect(formatCacheTime('soon')).toBe('soon');
  });
});
