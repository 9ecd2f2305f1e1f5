import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PAGES } from '../../core/page-routes';
import { PageLoading } from './page-loading';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const HomePage = lazy(() =>
  import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const AuthPage = lazy(() =>
  import('../features/accounts/auth-page').then((m) => ({ default: m.AuthPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/accounts/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/accounts/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const PropertyPage = lazy(() =>
  import('../features/property/property-page').then((m) => ({ default: m.PropertyPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** /properties is the home page's old address: same page, same query string, no history entry. */
function PropertiesRedirect() {
  return <Redirect to={`/${window.location.search}`} replace />;
}

/** Every page route. A page added here must also be added to PAGES (src/core/page-routes.ts). */
export function AppRouter() {
  return (
    <Suspense
      fallback={
        // A screen tall: the footer starts below the fold, so a page arriving does not push it.
        <div className="min-h-[100dvh]">
          <PageLoading />
        </div>
      }
    >
      <Switch>
        <Route path={PAGES.home} component={HomePage} />
        <Route path="/properties" component={PropertiesRedirect} />
        <Route path={PAGES.auth} component={AuthPage} />
        <Route path={PAGES.forgotPassword} component={ForgotPasswordPage} />
        <Route path={PAGES.resetPassword} component={ResetPasswordPage} />
        <Route path={PAGES.property} component={PropertyPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
