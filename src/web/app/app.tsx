import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { useToast } from '../components/ui/use-toast';
import { AdminAlerts } from './admin-alerts';
import { ErrorBoundary } from './error-boundary';
import { RouteFocus } from './route-focus';
import { AppRouter } from './router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const Toaster = lazy(() =>
  import('../components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/** The toast viewport's code loads with the first toast: most visits never see one. */
function DeferredToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

type AppProps = {
  queryClient: QueryClient;
  /** The request's path and search (with its '?'), when the server renders the page. */
  ssrPath?: string;
  ssrSearch?: string;
};

/** Providers and the page layout shared by every route. */
export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  const location = ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' };
  return (
    <QueryClientProvider client={queryClient}>
      <Router {...location}>
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
          >
            Skip to content
          </a>
          {/* focus and the announcement after each in-app page change (issue 45) */}
          <RouteFocus />
          <SiteHeader />
          <main id="main" className="flex-1" tabIndex={-1}>
            <AdminAlerts />
            <ErrorBoundary>
              <AppRouter />
            </ErrorBoundary>
          </main>
          <SiteFooter />
        </div>
        <DeferredToaster />
      </Router>
    </QueryClientProvider>
  );
}
