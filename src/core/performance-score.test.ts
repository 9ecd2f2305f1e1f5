import { describe, expect, it } from 'vitest';
import {
  clampPerformanceScore,
  performanceBand,
  performanceScore,
  pointsOf,
  type PerformanceScoreSettings,
} from './performance-score';

/** Nothing on, nothing out of range: exactly the starting 100, with no term applied. */
const neutral: PerformanceScoreSettings = {
  refreshIntervalMinutes: 5,
  maxConcurrentRequests: 3,
  requestThrottleMs: 1000,
  autoRefreshProperties: false,
  autoRefreshMarketData: false,
  autoRefreshContacts: false,
  realTimeUpdates: false,
  backgroundProcessing: false,
  heavyAnimations: false,
  preloadData: false,
  cacheOptimization: false,
  lazyLoading: false,
  imageOptimization: false,
  reducedMotion: false,
};

/** Back-office spec section 9: the defaults of the Performance tab. */
const defaults = {
  ...neutral,
  cacheExpiryMinutes: 15,
  heavyAnimations: true,
  autoSave: true,
  cacheOptimization: true,
  lazyLoading: true,
  imageOptimization: true,
};

const score = (change: Partial<PerformanceScoreSettings>, base = neutral) =>
  performanceScore({ ...base, ...change }).score;

describe('performanceScore terms', () => {
  it('starts at 100', () => {
    expect(score({})).toBe(100);
  });

  it.each([
    ['autoRefreshProperties', 10],
    ['autoRefreshMarketData', 10],
    ['autoRefreshContacts', 10],
    ['realTimeUpdates', 15],
    ['backgroundProcessing', 10],
    ['heavyAnimations', 5],
    ['preloadData', 8],
  ] as const)('takes %s away: -%i', (toggle, points) => {
    expect(score({ [toggle]: true })).toBe(100 - points);
  });

  it('takes 10 away for a refresh interval under 3 minutes (3 itself is fine)', () => {
    expect(score({ refreshIntervalMinutes: 3 })).toBe(100);
    expect(score({ refreshIntervalMinutes: 2 })).toBe(90);
    expect(score({ refreshIntervalMinutes: 1 })).toBe(90);
  });

  it('takes 8 away for more than 5 concurrent requests (5 itself is fine)', () => {
    expect(score({ maxConcurrentRequests: 5 })).toBe(100);
    expect(score({ maxConcurrentRequests: 6 })).toBe(92);
    expect(score({ maxConcurrentRequests: 10 })).toBe(92);
  });

  it('takes 5 away for a throttle under 500 ms (500 itself is fine)', () => {
    expect(score({ requestThrottleMs: 500 })).toBe(100);
    expect(score({ requestThrottleMs: 499 })).toBe(95);
    expect(score({ requestThrottleMs: 100 })).toBe(95);
  });

  // From 85 (real-time updates on), so a bonus is not hidden by the clamp at 100.
  const lowered = { ...neutral, realTimeUpdates: true };
  it.each([
    ['cacheOptimization', 5],
    ['lazyLoading', 5],
    ['imageOptimization', 5],
    ['reducedMotion', 3],
  ] as const)('adds %s: +%i', (toggle, points) => {
    expect(score({}, lowered)).toBe(85);
    expect(score({ [toggle]: true }, lowered)).toBe(85 + points);
  });

  it('adds every term that applies', () => {
    expect(
      score({
        autoRefreshProperties: true,
        preloadData: true,
        requestThrottleMs: 200,
        lazyLoading: true,
        reducedMotion: true,
      }),
    ).toBe(100 - 10 - 8 - 5 + 5 + 3);
  });

  it('ignores the fields it does not score (cache expiry, auto save)', () => {
    const withOthers = { ...neutral, cacheExpiryMinutes: 1, autoSave: false };
    expect(performanceScore(withOthers)).toEqual(performanceScore(neutral));
  });
});

describe('pointsOf', () => {
  it("gives a setting's points, and 0 for a setting the score ignores", () => {
    expect(pointsOf('realTimeUpdates')).toBe(-15);
    expect(pointsOf('reducedMotion')).toBe(3);
    expect(pointsOf('refreshIntervalMinutes')).toBe(-10);
    expect(pointsOf('autoSave')).toBe(0);
  });
});

describe('performanceScore clamp', () => {
  it('never goes above 100', () => {
    const everythingGood = {
      ...neutral,
      cacheOptimization: true,
      lazyLoading: true,
      imageOptimization: true,
      reducedMotion: true,
    };
    expect(score({}, everythingGood)).toBe(100);
  });

  it('never goes below 0: the heaviest configuration scores 9, and a raw total under 0 is 0', () => {
    const everythingHeavy: PerformanceScoreSettings = {
      ...neutral,
      refreshIntervalMinutes: 1,
      maxConcurrentRequests: 10,
      requestThrottleMs: 100,
      autoRefreshProperties: true,
      autoRefreshMarketData: true,
      autoRefreshContacts: true,
      realTimeUpdates: true,
      backgroundProcessing: true,
      heavyAnimations: true,
      preloadData: true,
    };
    // 100 - 30 - 15 - 10 - 5 - 8 - 10 - 8 - 5: the terms of section 9 cannot reach 0 by themselves
    expect(score({}, everythingHeavy)).toBe(9);
    expect(clampPerformanceScore(-12)).toBe(0);
    expect(clampPerformanceScore(0)).toBe(0);
    expect(clampPerformanceScore(100)).toBe(100);
    expect(clampPerformanceScore(118)).toBe(100);
  });
});

describe('performanceScore bands', () => {
  const excellent = 'Excellent performance configuration';
  const good = 'Good performance with room for optimization';
  const poor = 'Performance may be impacted by current settings';

  it('is excellent from 80 up', () => {
    // 100 - 10 - 10
    expect(
      performanceScore({ ...neutral, autoRefreshProperties: true, autoRefreshMarketData: true }),
    ).toEqual({ score: 80, band: 'excellent', message: excellent });
    expect(performanceScore(neutral)).toEqual({
      score: 100,
      band: 'excellent',
      message: excellent,
    });
  });

  it('is good from 60 to 79', () => {
    // 100 - 8 - 8 - 5
    expect(
      performanceScore({
        ...neutral,
        preloadData: true,
        maxConcurrentRequests: 6,
        requestThrottleMs: 400,
      }),
    ).toEqual({ score: 79, band: 'good', message: good });
    // 100 - 10 - 10 - 10 - 10
    expect(
      performanceScore({
        ...neutral,
        autoRefreshProperties: true,
        autoRefreshMarketData: true,
        autoRefreshContacts: true,
        backgroundProcessing: true,
      }),
    ).toEqual({ score: 60, band: 'good', message: good });
  });

  it('is poor below 60', () => {
    // 100 - 15 - 10 - 8 - 8
    expect(
      performanceScore({
        ...neutral,
        realTimeUpdates: true,
        autoRefreshProperties: true,
        preloadData: true,
        maxConcurrentRequests: 6,
      }),
    ).toEqual({ score: 59, band: 'poor', message: poor });
    expect(performanceBand(0)).toEqual({ band: 'poor', message: poor });
  });
});

describe('performanceScore of the defaults', () => {
  it('scores the default settings 100, excellent (110 before the clamp)', () => {
    expect(performanceScore(defaults)).toEqual({
      score: 100,
      band: 'excellent',
      message: 'Excellent performance configuration',
    });
    // without the clamp's help: heavy animations and the three optimizations still net +10
    expect(score({ cacheOptimization: false }, defaults)).toBe(100);
    expect(
      score({ cacheOptimization: false, lazyLoading: false, imageOptimization: false }, defaults),
    ).toBe(95);
  });
});
