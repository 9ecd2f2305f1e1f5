import { describe, expect, it } from 'vitest';
import {
  feedFreshness,
  LISTING_DATA_DEFAULT_BASE_URL,
  listingDataBaseUrl,
  mlsFeedKind,
} from './mls-feed';

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

describe('the listing-data base URL', () => {
  const SERVER = 'http://127.0.0.1:4100/v1';

  it("is the card's own address when an admin entered another one", () => {
    expect(listingDataBaseUrl('https://sparkapi.example.org/v1/', SERVER)).toBe(
      'https://sparkapi.example.org/v1',
    );
  });

  it("is the server's address while the card shows the provider's default or nothing", () => {
    expect(listingDataBaseUrl(LISTING_DATA_DEFAULT_BASE_URL, SERVER)).toBe(SERVER);
    expect(listingDataBaseUrl('', SERVER)).toBe(SERVER);
  });
});
