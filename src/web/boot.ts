/**
 * The page's first script, and its only render-blocking part (the stylesheet). The server's
 * HTML is already on screen when it runs: the app that takes that HTML over (main.tsx) is
 * fetched once the browser has painted it, so on a slow connection the listing and its main
 * photo do not queue behind the scripts. With no server HTML (the Vite dev server, or a page
 * whose rendering failed) the app starts at once.
 */
import './styles.css';

/** The route's chunks the server named (`<meta name="page-modules">`), fetched alongside. */
function preloadPageModules() {
  const names = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content;
  for (const href of names?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  preloadPageModules();
  void import('./main');
}

if (document.getElementById('root')?.firstElementChild) {
  // a timeout queued in a frame callback runs after that frame has been painted
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
