// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_FLAG_CLEAR_MS,
  SIDEBAR_AUTO_COLLAPSE_MS,
  useSidebarAutoCollapse,
} from './use-sidebar-auto-collapse';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSidebarAutoCollapse', () => {
  it('starts expanded and collapses after 15 s of inactivity', () => {
    const { result } = renderHook(() => useSidebarAutoCollapse());
    expect(result.current.expanded).toBe(true);
    advance(SIDEBAR_AUTO_COLLAPSE_MS - 1);
    expect(result.current.expanded).toBe(true);
    advance(1);
    expect(result.current.expanded).toBe(false);
  });

  it('stays open while the form is focused, and the focus flag clears 500 ms after blur', () => {
    const { result } = renderHook(() => useSidebarAutoCollapse());
    act(() => result.current.formHandlers.onFocus());
    advance(SIDEBAR_AUTO_COLLAPSE_MS * 3);
    expect(result.current.expanded).toBe(true);

    act(() => result.current.formHandlers.onBlur());
    // Focus moving to the next field within 500 ms keeps the flag.
    advance(FOCUS_FLAG_CLEAR_MS - 100);
    act(() => result.current.formHandlers.onFocus());
    advance(SIDEBAR_AUTO_COLLAPSE_MS);
    expect(result.current.expanded).toBe(true);

    act(() => result.current.formHandlers.onBlur());
    advance(FOCUS_FLAG_CLEAR_MS);
    advance(SIDEBAR_AUTO_COLLAPSE_MS - 1);
    expect(result.current.expanded).toBe(true);
    advance(1);
    expect(result.current.expanded).toBe(false);
  });

  it('never collapses by itself once typed in, until collapsed by hand', () => {
    const { result } = renderHook(() => useSidebarAutoCollapse());
    act(() => result.current.formHandlers.onInput());
    advance(SIDEBAR_AUTO_COLLAPSE_MS * 4);
    expect(result.current.expanded).toBe(true);

    // Collapsing resets the flags: after expanding again the countdown is back.
    act(() => result.current.collapse());
    expect(result.current.expanded).toBe(false);
    act(() => result.current.expand());
    advance(SIDEBAR_AUTO_COLLAPSE_MS);
    expect(result.current.expanded).toBe(false);
  });

  it('waits while the pointer rests on the sidebar and restarts when it leaves', () => {
    const { result } = renderHook(() => useSidebarAutoCollapse());
    advance(SIDEBAR_AUTO_COLLAPSE_MS - 1000);
    act(() => result.current.pointerHandlers.onPointerEnter());
    advance(SIDEBAR_AUTO_COLLAPSE_MS * 2);
    expect(result.current.expanded).toBe(true);
    act(() => result.current.pointerHandlers.onPointerLeave());
    advance(SIDEBAR_AUTO_COLLAPSE_MS - 1);
    expect(result.current.expanded).toBe(true);
    advance(1);
    expect(result.current.expanded).toBe(false);
  });

  it('collapsing clears a pending focus flag timer', () => {
    const { result } = renderHook(() => useSidebarAutoCollapse());
    act(() => result.current.formHandlers.onFocus());
    act(() => result.current.formHandlers.onBlur());
    act(() => result.current.collapse());
    act(() => result.current.expand());
    advance(SIDEBAR_AUTO_COLLAPSE_MS);
    expect(result.current.expanded).toBe(false);
  });
});
