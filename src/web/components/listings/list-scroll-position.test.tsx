// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser } from '../../testing/reset-browser';
import {
  LIST_SCROLL_ADDRESS_KEY,
  LIST_SCROLL_KEY,
  saveListScrollPosition,
  useRestoreListScrollPosition,
} from './list-scroll-position';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(resetBrowser);

describe('the list scroll position (visitor spec section 2)', () => {
  it('is restored on the list it was saved on, then forgotten', () => {
    window.history.replaceState(null, '', '/?city=Payson&page=2');
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    saveListScrollPosition();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    expect(sessionStorage.getItem(LIST_SCROLL_KEY)).toBe('1500');
    expect(sessionStorage.getItem(LIST_SCROLL_ADDRESS_KEY)).toBe('/?city=Payson&page=2');
    renderHook(() => useRestoreListScrollPosition(true));
    vi.advanceTimersByTime(1000);
    expect(vi.mocked(window.scrollTo).mock.calls).toEqual(Array(5).fill([0, 1500]));
    expect(sessionStorage.getItem(LIST_SCROLL_KEY)).toBeNull();
    expect(sessionStorage.getItem(LIST_SCROLL_ADDRESS_KEY)).toBeNull();
  });

  it('leaves another list where it is (issue 45: Just Listed jumped under the keyboard)', () => {
    sessionStorage.setItem(LIST_SCROLL_KEY, '1500');
    sessionStorage.setItem(LIST_SCROLL_ADDRESS_KEY, '/?city=Payson');
    window.history.replaceState(null, '', '/just-listed');
    renderHook(() => useRestoreListScrollPosition(true));
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    // kept for the list it belongs to
    expect(sessionStorage.getItem(LIST_SCROLL_KEY)).toBe('1500');
  });
});
