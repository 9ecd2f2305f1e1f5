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
      const write = () =>
        root.style.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`);
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
