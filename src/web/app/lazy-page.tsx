import { lazy, type ComponentType } from 'react';
import { pagePattern } from '../../core/page-routes';

type Preload = () => Promise<unknown>;
const preloads: Array<{ pattern: RegExp | null; preload: Preload }> = [];

/**
 * A route's page, in its own chunk. Unlike a bare React.lazy it can be loaded ahead of
 * rendering (`preloadPage`), and once loaded renders at once: the server then renders the
 * whole page in one pass, and the browser takes over that markup without suspending.
 * `path` is the page's pattern (PAGES), or null for the fallback (404) page.
 */
export function lazyPage<P extends object>(
  path: string | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  preloads.push({ pattern: path === null ? null : pagePattern(path), preload });

  function LazyPage(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return LazyPage;
}

/** Loads the page that answers `pathname` (the fallback page when none does). */
export function preloadPage(pathname: string): Promise<unknown> {
  const match =
    preloads.find(({ pattern }) => pattern?.test(pathname)) ??
    preloads.find(({ pattern }) => pattern === null);
  return match ? match.preload() : Promise.resolve();
}
