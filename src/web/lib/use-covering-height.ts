import { useCallback } from 'react';

/**
 * A ref for a bar that stays on the screen over the page (the sticky header, the compare bar):
 * while it is in the page, its height is the root's CSS variable `name` (kept in step by a
 * ResizeObserver: the header grows when the team name wraps). styles.css pads the page's
 * scrolling by these heights, so a control reached with Tab or Shift+Tab is never hidden
 * under a bar (WCAG 2.4.11, issue 45). The variable goes with the bar.
 */
export function useCoveringHeight(name: `--${string}`) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const root = document.documentElement;
      const write = () => {
        const bar = element.getBoundingClientRect();
        root.style.setProperty(name, `${Math.ceil(bar.height)}px`);
        // the padding counts for the next scroll only: a bar that comes (or grows) over the
        // focused control, as the compare bar over the Compare box whose Space brought it,
        // moves the page so that the control shows above it
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || element.contains(focused)) return;
        if (focused === document.body) return;
        const box = focused.getBoundingClientRect();
        const covered =
          box.bottom > bar.top &&
          box.top < bar.bottom &&
          box.right > bar.left &&
          box.left < bar.right;
        if (covered) focused.scrollIntoView({ block: 'nearest' });
      };
      write();
      const observer = new ResizeObserver(write);
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(name);
      };
    },
    [name],
  );
}
