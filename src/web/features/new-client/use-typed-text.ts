import { useEffect, useState } from 'react';

/** The typing effect of the page header (visitor spec section 9). */
export const TYPING_CHAR_MS = 50;
export const CURSOR_HIDE_MS = 500;

export type TypedText = {
  /** The part typed so far. */
  typed: string;
  /** The part still to come (rendered invisibly, so the line keeps its final size). */
  rest: string;
  /** Whether the blinking cursor shows: while typing and for a moment after. */
  cursorVisible: boolean;
};

/**
 * Types `text` out one character every 50 ms, the cursor hiding 500 ms after the last one.
 * The first render (on the server and while hydrating) shows nothing typed yet: the clock
 * starts in an effect, so both renders match. Visitors who ask for reduced motion get the
 * whole line at once.
 */
export function useTypedText(text: string): TypedText {
  const [count, setCount] = useState(0);
  const [cursorVisible, setCursorVisible] = useState(true);

  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let typed = 0;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      typed = reduceMotion ? text.length : typed + 1;
      setCount(typed);
      if (typed < text.length) return;
      clearInterval(interval);
      hideTimer = setTimeout(() => setCursorVisible(false), reduceMotion ? 0 : CURSOR_HIDE_MS);
    };
    const interval = setInterval(step, reduceMotion ? 0 : TYPING_CHAR_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(hideTimer);
    };
  }, [text]);

  return { typed: text.slice(0, count), rest: text.slice(count), cursorVisible };
}
