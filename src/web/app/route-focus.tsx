import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useSearch as useLocationSearch } from 'wouter/use-browser-location';

/*
 * Where focus goes after an in-app page change (issue 45, WCAG 2.4.3). The app changes pages
 * without a load, so the browser neither moves focus nor says anything: the clicked link is
 * gone and focus falls to <body>, and a screen reader user hears nothing. One rule for every
 * route: the new page opens at its top (or at the section its address names), its h1 takes
 * focus (the results heading when only the page of results changed), and its title is spoken
 * through the one polite live region below.
 */

/** How long the page's content has to stay unchanged before it counts as arrived. */
export const SETTLE_MS = 80;
/** Arrived at the latest this long after it first looked ready (a page that keeps changing). */
const READY_GRACE_MS = 1000;
/** Past this, focus goes wherever it can: a page that never finishes loading is still a page. */
export const MAX_WAIT_MS = 10_000;

/** Marks the heading focused after a change of the results' page (list pages). */
export const RESULTS_HEADING_ATTR = 'data-results-heading';
/** Marks the text saying which page of results shows ('Page 2 of 9'). */
export const PAGE_STATUS_ATTR = 'data-page-status';

// Back and Forward: the browser's own scroll restoring (and the lists' one) is left alone. The
// listener is added as the module loads, before the router's own, so it has run by the time
// the router shows the page the history moved to.
let poppedTo: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedTo = window.location.pathname + window.location.search;
  });
}

const pageParam = (search: string) => new URLSearchParams(search).get('page') ?? '1';

type Change = { kind: 'page' | 'results'; popped: boolean; hash: string };

function mainElement(): HTMLElement | null {
  return document.getElementById('main') ?? document.querySelector('main');
}

/**
 * Whether `element` is out of the page: while the next page's code loads, React keeps the
 * previous page in the document, hidden (display: none), under the loading screen.
 */
function isHidden(element: Element, main: HTMLElement): boolean {
  for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
    if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return true;
  }
  return false;
}

/** The first element of `selector` in main that shows. */
function shown(main: HTMLElement, selector: string): HTMLElement | null {
  for (const element of main.querySelectorAll<HTMLElement>(selector)) {
    if (!isHidden(element, main)) return element;
  }
  return null;
}

/** What takes focus once the page has arrived, or null while it is not there yet. */
function focusTarget(main: HTMLElement, change: Change): HTMLElement | null {
  if (change.kind === 'results') {
    return shown(main, `[${RESULTS_HEADING_ATTR}]`) ?? shown(main, 'h1');
  }
  return shown(main, 'h1');
}

/** The page's code and data are in: a heading to focus and no part still loading. */
function arrived(main: HTMLElement, change: Change): boolean {
  return focusTarget(main, change) !== null && !shown(main, '[aria-busy="true"]');
}

/** The hash's section, when the address names one that exists. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Focuses `element` (made focusable by script alone when it is not) without scrolling to it. */
function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
    // a heading is focused to be read from, not operated: no ring, as the pages' own h1s
    element.style.outline = 'none';
  }
  element.focus({ preventScroll: true });
}

/** What is announced: the page's title, or for a page of results which page and of what. */
function announcement(main: HTMLElement, change: Change, target: HTMLElement | null): string {
  if (change.kind === 'results') {
    const status = shown(main, `[${PAGE_STATUS_ATTR}]`)?.textContent?.trim();
    const heading = target?.textContent?.trim();
    return [status, heading].filter(Boolean).join(', ');
  }
  return document.title;
}

/**
 * Waits for the page to arrive, then scrolls, focuses and announces. Returns the cancel (a
 * newer navigation, or the app leaving).
 */
function followChange(change: Change, announce: (text: string) => void): () => void {
  // focus still on what started the change (a button that stays, a header link) may be moved;
  // focus the visitor put anywhere else while the page loaded is theirs
  const trigger = document.activeElement;
  if (change.kind === 'page' && !change.popped && !hashTarget(change.hash)) window.scrollTo(0, 0);

  const started = Date.now();
  let readySince: number | null = null;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  let done = false;

  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(deadline);
    const main = mainElement();
    if (!main) return;
    const active = document.activeElement;
    const movedByVisitor =
      active !== null && active !== document.body && active !== main && active !== trigger;
    const section = change.kind === 'page' && !change.popped ? hashTarget(change.hash) : null;
    const target = section ?? focusTarget(main, change);
    if (!movedByVisitor) {
      if (section) section.scrollIntoView({ block: 'start' });
      focusWithoutScroll(target ?? main);
      // a list's page starts at its heading (the page itself opened at its top already)
      if (change.kind === 'results' && target) target.scrollIntoView({ block: 'start' });
    }
    announce(announcement(main, change, target));
  };

  const check = () => {
    const main = mainElement();
    if (!main || !arrived(main, change)) {
      readySince = null;
      return;
    }
    readySince ??= Date.now();
    clearTimeout(quiet);
    if (Date.now() - readySince >= READY_GRACE_MS) finish();
    else quiet = setTimeout(finish, SETTLE_MS);
  };

  const deadline = setTimeout(finish, Math.max(0, MAX_WAIT_MS - (Date.now() - started)));
  const main = mainElement();
  if (main) {
    observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, attributes: true });
  }
  check();
  return () => {
    done = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(deadline);
  };
}

/**
 * The rule's one place in the app shell: follows every in-app navigation (not the first load)
 * and holds the polite live region that announces the page arrived.
 */
export function RouteFocus() {
  const [pathname] = useLocation();
  const search = useLocationSearch({ ssrSearch: useRouter().ssrSearch });
  const [message, setMessage] = useState('');
  const previous = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (!before) return;
    let kind: Change['kind'];
    if (before.pathname !== pathname) kind = 'page';
    else if (pageParam(before.search) !== pageParam(search)) kind = 'results';
    // another change of the address on the same page (a filter, a sort, a tab, a removed
    // column) is the page's own business: focus stays on the control that made it
    else return;
    const popped = poppedTo === window.location.pathname + window.location.search;
    poppedTo = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = followChange({ kind, popped, hash: window.location.hash }, (text) => {
      // emptied first, so the same words (two pages of one title) are spoken again
      setMessage('');
      timer = setTimeout(() => setMessage(text), 50);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [pathname, search]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
