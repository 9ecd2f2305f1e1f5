// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser } from '../testing/reset-browser';
import { useCoveringHeight } from './use-covering-height';

afterEach(resetBrowser);

function Bar({ shown }: { shown: boolean }) {
  const ref = useCoveringHeight('--test-bar-height');
  return shown ? <div ref={ref}>bar</div> : null;
}

const variable = () => document.documentElement.style.getPropertyValue('--test-bar-height');

describe('useCoveringHeight (issue 45: nothing covers the focused control)', () => {
  it('writes the bar’s height while it shows, and takes it away with the bar', () => {
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 72.4 } as DOMRect);
    try {
      const view = render(<Bar shown />);
      // rounded up: a part of a pixel is still covered
      expect(variable()).toBe('73px');
      view.rerender(<Bar shown={false} />);
      expect(variable()).toBe('');
      view.rerender(<Bar shown />);
      expect(variable()).toBe('73px');
      view.unmount();
      expect(variable()).toBe('');
    } finally {
      spy.mockRestore();
    }
  });

  it('moves the focused control out from under a bar that comes over it', () => {
    const control = document.createElement('button');
    document.body.append(control);
    control.focus();
    const scrolled = vi.fn();
    control.scrollIntoView = scrolled;
    const box = (top: number, height: number) =>
      ({ top, bottom: top + height, left: 0, right: 390, height }) as DOMRect;
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return this === control ? box(813, 20) : box(731, 113);
      });
    try {
      const view = render(<Bar shown />);
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      view.unmount();
      // a control clear of the bar stays where it is
      scrolled.mockClear();
      spy.mockImplementation(function (this: HTMLElement) {
        return this === control ? box(400, 20) : box(731, 113);
      });
      render(<Bar shown />);
      expect(scrolled).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      control.remove();
    }
  });
});
