/**
 * The page's first script, and its only render-blocking part (the stylesheet). The server's
 * HTML is already on screen when it runs: the app that takes that HTML over (main.tsx) is
 * fetched once the browser has painted it, so on a slow connection the listing and its main
 * photo do not queue behind the scripts. With no server HTML (the Vite dev server, or a page
 * whose rendering failed) the app starts at once.
 */
import './styles.css';
import { pickRandomMainAnimation, startMainAnimationWhenIdle } from './lib/main-animation';

// before the app's code: a 'random' main-area animation starts with the first frames
pickRandomMainAnimation();

/** Lets the browser handle input and paint before the next step (a new task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The route's chunks the server named (`<meta name="page-modules">`), fetched alongside.
 * Each inserted link costs the main thread a few milliseconds (more under Lighthouse's 4x
 * CPU slowdown), so they go in a few at a time rather than in one long task.
 */
async function preloadPageModules() {
  const names = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content;
  const hrefs = names?.split(' ').filter(Boolean) ?? [];
  for (let i = 0; i < hrefs.length; i += 1) {
    if (i > 0 && i % 4 === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = hrefs[i]!;
    document.head.append(link);
  }
}

/**
 * The app's heaviest modules, evaluated one group per task before the app itself. A module
 * graph is evaluated in one task, and the app's whole graph took 250-350 ms at 4x slowdown:
 * one long task that blocks the visitor's first taps. Importing these first, each after a
 * yield, splits it. (zod and the API contracts' schemas were stages too; the first view no
 * longer loads them: they come with the first request, lib/api.ts lazySchema.) A module left
 * out still loads, with the app.
 */
const START_STAGES: Array<() => Promise<unknown>> = [() => import('react-dom/client')];

async function start() {
  await preloadPageModules();
  for (const stage of START_STAGES) {
    await nextTask();
    await stage();
  }
  await nextTask();
  await import('./main');
  startMainAnimationWhenIdle();
}

if (document.getElementById('root')?.firstElementChild) {
  // a timeout queued in a frame callback runs after that frame has been painted
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
