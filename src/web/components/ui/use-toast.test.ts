import { describe, it, expect } from 'vitest';

import { reducer, TOAST_LIMIT, type ToasterToast, type ToastState } from './use-toast';

function makeToast(id: string, overrides: Partial<ToasterToast> = {}): ToasterToast {
  return { id, title: `Toast ${id}`, open: true, ...overrides };
}

describe('toast reducer', () => {
  it('keeps at most one toast, the newest replacing the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = reducer(state, { type: 'ADD_TOAST', toast: makeToast('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: makeToast('2') });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.id).toBe('2');
  });

  it('dismiss marks the toast as closed without removing it', () => {
    const state = reducer({ toasts: [makeToast('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.open).toBe(false);
  });

  it('dismiss without an id closes every toast', () => {
    const state = reducer({ toasts: [makeToast('1'), makeToast('2')] }, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });

  it('dismiss leaves other toasts open', () => {
    const state = reducer(
      { toasts: [makeToast('1'), makeToast('2')] },
      { type: 'DISMISS_TOAST', toastId: '2' },
    );
    expect(state.toasts.find((t) => t.id === '1')?.open).toBe(true);
    expect(state.toasts.find((t) => t.id === '2')?.open).toBe(false);
  });

  it('remove deletes the toast', () => {
    const state = reducer(
      { toasts: [makeToast('1'), makeToast('2')] },
      { type: 'REMOVE_TOAST', toastId: '1' },
    );
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('remove without an id deletes every toast', () => {
    const state = reducer({ toasts: [makeToast('1')] }, { type: 'REMOVE_TOAST' });
    expect(state.toasts).toEqual([]);
  });

  it('update merges new fields into the matching toast', () => {
    const before: ToastState = {
      toasts: [makeToast('1', { description: 'Saving…', variant: 'default', duration: 5000 })],
    };
    const after = reducer(before, {
      type: 'UPDATE_TOAST',
      toast: { id: '1', title: 'Saved', variant: 'destructive' },
    });
    expect(after.toasts[0]).toMatchObject({
      id: '1',
      title: 'Saved',
      description: 'Saving…',
      variant: 'destructive',
      duration: 5000,
      open: true,
    });
    // The reducer is pure: the previous state is untouched.
    expect(before.toasts[0]?.title).toBe('Toast 1');
  });

  it('update of an unknown id changes nothing', () => {
    const before: ToastState = { toasts: [makeToast('1')] };
    const after = reducer(before, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'Nope' } });
    expect(after.toasts).toEqual(before.toasts);
  });
});
