// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_FAVORITE_MAX_AGE_MS,
  rememberPendingFavorite,
  takePendingFavorite,
} from './pending-favorite';

afterEach(() => sessionStorage.clear());

describe('pending favorite', () => {
  it('is taken once', () => {
    rememberPendingFavorite(42, 1_000);
    expect(takePendingFavorite(2_000)).toBe(42);
    expect(takePendingFavorite(2_000)).toBeNull();
  });

  it('is forgotten after an hour', () => {
    rememberPendingFavorite(42, 0);
    expect(takePendingFavorite(PENDING_FAVORITE_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores anything that is not a listing id', () => {
    for (const raw of [
      'not json',
      '{"propertyId":"42","savedAt":0}',
      '{"propertyId":-1,"savedAt":0}',
      'null',
    ]) {
      sessionStorage.setItem('ridgeline:pending-favorite', raw);
      expect(takePendingFavorite(0), raw).toBeNull();
    }
  });
});
