import { describe, expect, it } from 'vitest';
import { feedFreshness, mlsFeedKind } from './mls-feed';

describe('mlsFeedKind', () => {
  it('prefers the panel when enabled with a key, then the environment, then the offline feed', () => {
    const panel = (enabled: boolean, apiKey: string) => ({ enabled, apiKey });
    expect(mlsFeedKind({ panel: panel(true, 'k'), environmentToken: 'env' })).toBe('admin');
    expect(mlsFeedKind({ panel: panel(true, '  '), environmentToken: 'env' })).toBe('environment');
    expect(mlsFeedKind({ panel: panel(false, 'k'), environmentToken: 'env' })).toBe('environment');
    expect(mlsFeedKind({ panel: panel(false, 'k'), environmentToken: undefined })).toBe('offline');
  });
});

describe('feedFreshness', () => {
  it.each([
    [null, 'never'],
    [0, 'fresh'],
    [5, 'fresh'],
    [5.1, 'late'],
    [30, 'late'],
    [30.5, 'stale'],
    [720, 'stale'],
    [721, 'idx-breach'],
  ] as const)('%s minutes is %s', (minutes, state) => {
    expect(feedFreshness(minutes)).toBe(state);
  });
});
