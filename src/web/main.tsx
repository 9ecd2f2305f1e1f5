import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/lazy-page';
import { installGlobalErrorReporting, reportClientError } from './lib/report-errors';
import { hydratePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';

installGlobalErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

const queryClient = createQueryClient();
const hasPageState = hydratePageState(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// The server renders the first screen (src/web/entry-server.tsx); the browser takes it over
// in place, once the page's code (preloaded by the HTML) is in. Without server HTML (the Vite
// dev server) it renders from scratch.
if (root.firstElementChild && hasPageState) {
  // a chunk that fails to load fails again inside the app, where the error boundary shows it
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrate(root));
} else {
  createRoot(root).render(app);
}

function hydrate(container: HTMLElement) {
  // As a transition React hydrates in slices, yielding to the browser between them, instead
  // of one long task that would hold off the visitor's first tap or scroll.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        // A mismatch makes the browser re-render the page: not fatal, but a bug to hear about.
        const message = error instanceof Error ? error.message : String(error);
        console.warn('Server HTML was re-rendered in the browser:', message);
        reportClientError({ kind: 'error', message: `Hydration: ${message}` });
      },
    });
  });
}
