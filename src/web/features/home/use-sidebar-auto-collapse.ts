import { useCallback, useEffect, useRef, useState } from 'react';

/** Visitor spec sections 4 and 9: the sidebar hides itself after 15 s of inactivity. */
export const SIDEBAR_AUTO_COLLAPSE_MS = 15_000;
/** Focus moving between two fields blurs one before focusing the next; this bridges the gap. */
export const FOCUS_FLAG_CLEAR_MS = 500;

/**
 * The Property Search sidebar's expanded state. It starts as the admin chose (UI Settings:
 * expanded unless they chose collapsed) and, while expanded, collapses after 15 s of
 * inactivity, unless the form is focused, has ever been typed in, or the pointer rests on the
 * sidebar (a visitor reading it). Collapsing resets those flags, so the next expansion starts over.
 */
export function useSidebarAutoCollapse(startExpanded = true) {
  const [expanded, setExpanded] = useState(startExpanded);
  // the admin's choice can arrive (or change) after the first render: follow it (state
  // adjusted while rendering, React's pattern for a prop change)
  const [chosen, setChosen] = useState(startExpanded);
  if (chosen !== startExpanded) {
    setChosen(startExpanded);
    setExpanded(startExpanded);
  }
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const collapse = useCallback(() => {
    clearTimeout(blurTimer.current);
    setExpanded(false);
    setFocused(false);
    setTyped(false);
    setHovered(false);
  }, []);

  useEffect(() => {
    if (!expanded || focused || typed || hovered) return;
    const timer = setTimeout(collapse, SIDEBAR_AUTO_COLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [expanded, focused, typed, hovered, collapse]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  return {
    expanded,
    expand: () => setExpanded(true),
    collapse,
    /** Spread on the form's container. */
    formHandlers: {
      onFocus: () => {
        clearTimeout(blurTimer.current);
        setFocused(true);
      },
      onBlur: () => {
        clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(() => setFocused(false), FOCUS_FLAG_CLEAR_MS);
      },
      onInput: () => setTyped(true),
    },
    /** Spread on the whole sidebar. */
    pointerHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
    },
  };
}
