// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_BOTTOM_INSET_VAR, toastInsetAbove, useToastsAbove } from './use-toast';

afterEach(() => {
  cleanup();
});

describe('toastInsetAbove', () => {
  it('lifts the toasts to just above a bar pinned to the bottom of the screen', () => {
    expect(toastInsetAbove({ top: 730, bottom: 800 }, 800)).toBe(70);
    // a bar above the footer, further up the screen
    expect(toastInsetAbove({ top: 500.4, bottom: 570 }, 800)).toBe(300);
  });

  it('leaves them at the bottom when the bar is off the screen or high up', () => {
    expect(toastInsetAbove({ top: 820, bottom: 890 }, 800)).toBe(0);
    expect(toastInsetAbove({ top: -90, bottom: -20 }, 800)).toBe(0);
    expect(toastInsetAbove({ top: 40, bottom: 110 }, 800)).toBe(0);
  });
});

function Bar({ top }: { top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastsAbove(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) {
          element.getBoundingClientRect = () =>
            ({ top, bottom: top + 60, left: 0, right: 0 }) as DOMRect;
        }
      }}
    />
  );
}

describe('useToastsAbove', () => {
  it('sets the inset while the bar is shown, and takes it away after', () => {
    const root = document.documentElement;
    const { unmount } = render(<Bar top={window.innerHeight - 60} />);
    expect(root.style.getPropertyValue(TOAST_BOTTOM_INSET_VAR)).toBe('60px');
    unmount();
    expect(root.style.getPropertyValue(TOAST_BOTTOM_INSET_VAR)).toBe('');
  });
});
