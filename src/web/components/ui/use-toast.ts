import type * as React from 'react';
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

// Product spec: one toast at a time, a new one replaces the old.
export const TOAST_LIMIT = 1;
// Dismissed toasts stay in memory for a long time so Radix can finish closing them.
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToasterToast {
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually a <ToastAction altText="..."> element. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transition; timers live in `dispatch`. Omitting toastId targets every toast. */
export function reducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE_TOAST': {
      const { toastId } = action;
      if (toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== toastId) };
    }
  }
}

const EMPTY_STATE: ToastState = { toasts: [] };
let memoryState: ToastState = EMPTY_STATE;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

function dispatch(action: ToastStoreAction): void {
  memoryState = reducer(memoryState, action);

  if (action.type === 'DISMISS_TOAST') {
    for (const t of memoryState.toasts) {
      if (!t.open) scheduleRemoval(t.id);
    }
  }
  // Drop timers of toasts that are gone (removed, or pushed out by TOAST_LIMIT).
  for (const [id, timeout] of removeTimeouts) {
    if (!memoryState.toasts.some((t) => t.id === id)) {
      clearTimeout(timeout);
      removeTimeouts.delete(id);
    }
  }

  for (const listener of listeners) listener();
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

export interface ToastInput {
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (props: Partial<ToastInput>) => void;
}

export function toast({ duration = TOAST_DEFAULT_DURATION, ...props }: ToastInput): ToastHandle {
  const id = genId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: Partial<ToastInput>) =>
    dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      duration,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

/** Dismisses one toast, or all of them when no id is given. */
export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): ToastState {
  return memoryState;
}

function getServerSnapshot(): ToastState {
  return EMPTY_STATE;
}

export function useToast(): {
  toasts: ToasterToast[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}

/**
 * The CSS variable that lifts the toasts (sm and up, where they sit bottom right) off the
 * bottom of the screen; toast.tsx's viewport reads it, 0 when no page sets it.
 */
export const TOAST_BOTTOM_INSET_VAR = '--toast-bottom-inset';

/** Below this much room above a bar, toasts stay at the bottom (the bar is high up, clear of them). */
const ROOM_ABOVE_BAR = 160;

/**
 * How far to lift the toasts (px) so they do not cover a bar with this box: to just above it
 * while it is on the screen with room above it, else 0.
 */
export function toastInsetAbove(
  bar: { top: number; bottom: number },
  viewportHeight: number,
): number {
  if (bar.bottom <= 0 || bar.top >= viewportHeight) return 0;
  if (bar.top < ROOM_ABOVE_BAR) return 0;
  return Math.ceil(viewportHeight - bar.top);
}

/**
 * While mounted, toasts sit above the element (a sticky Save bar, issue 41: the saved toast
 * covered its Save button), following it as the page scrolls or changes size.
 */
export function useToastsAbove(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let frame = 0;
    const place = () => {
      frame = 0;
      const inset = toastInsetAbove(element.getBoundingClientRect(), window.innerHeight);
      root.style.setProperty(TOAST_BOTTOM_INSET_VAR, `${inset}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // sections opening or closing move the bar without a scroll
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      root.style.removeProperty(TOAST_BOTTOM_INSET_VAR);
    };
  }, [ref]);
}
