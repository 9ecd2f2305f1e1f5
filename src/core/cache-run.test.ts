import { describe, expect, it } from 'vitest';
import { cacheRunPercent, cacheRunState, cityRunState, type CityRunState } from './cache-run';

describe('cityRunState', () => {
  it('is complete, in progress or stopped once reached, waiting or not started before', () => {
    const state = (isComplete: boolean, reached: boolean, runGoingOn: boolean) =>
      cityRunState({ isComplete, reached, runGoingOn });
    expect(state(true, false, true)).toBe('complete');
    expect(state(true, false, false)).toBe('complete');
    expect(state(false, true, true)).toBe('in_progress');
    expect(state(false, true, false)).toBe('stopped');
    expect(state(false, false, true)).toBe('waiting');
    expect(state(false, false, false)).toBe('not_started');
  });
});

const cities = (...states: CityRunState[]) => states.map((state) => ({ state }));

describe('cacheRunState', () => {
  it('is running while the run goes on, complete when every city is', () => {
    expect(
      cacheRunState({ runGoingOn: true, stopRequested: false, cities: cities('waiting') }),
    ).toBe('running');
    expect(
      cacheRunState({
        runGoingOn: false,
        stopRequested: false,
        cities: cities('complete', 'complete'),
      }),
    ).toBe('complete');
  });

  it('is stopped after a Stop, even before its first city, or with cities left mid-way', () => {
    expect(
      cacheRunState({ runGoingOn: false, stopRequested: true, cities: cities('not_started') }),
    ).toBe('stopped');
    expect(
      cacheRunState({
        runGoingOn: false,
        stopRequested: false,
        cities: cities('complete', 'stopped', 'not_started'),
      }),
    ).toBe('stopped');
  });

  it('is not started when no city was reached and nobody stopped a run', () => {
    expect(
      cacheRunState({ runGoingOn: false, stopRequested: false, cities: cities('not_started') }),
    ).toBe('not_started');
    expect(cacheRunState({ runGoingOn: false, stopRequested: false, cities: [] })).toBe(
      'not_started',
    );
  });
});

describe('cacheRunPercent', () => {
  it('is the listings cached in this run over the feed’s, rounded down', () => {
    expect(
      cacheRunPercent([
        { state: 'complete', cached: 300, total: 300 },
        { state: 'stopped', cached: 50, total: 200 },
        { state: 'not_started', cached: 0, total: 500 },
      ]),
    ).toBe(35);
  });

  it('counts a complete city whole and never reaches 100 before every city is complete', () => {
    expect(
      cacheRunPercent([
        { state: 'complete', cached: 990, total: 1000 },
        { state: 'waiting', cached: 0, total: 1 },
      ]),
    ).toBe(99);
    expect(cacheRunPercent([{ state: 'complete', cached: 0, total: 0 }])).toBe(100);
  });

  it('is 0 with nothing to count', () => {
    expect(cacheRunPercent([])).toBe(0);
    expect(cacheRunPercent([{ state: 'not_started', cached: 0, total: 0 }])).toBe(0);
  });
});
