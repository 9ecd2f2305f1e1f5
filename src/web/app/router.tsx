import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useRouter } from 'wouter';
import { useSearch as useLocationSearch } from 'wouter/use-browser-location';
import { PAGES } from '../../core/page-routes';
import { FavoritesProvider } from '../components/favorites/favorites-provider';
import { useUser } from '../features/accounts/api/get-user';
import { CompareStaffActions } from './compare-staff-actions';
import { lazyPage } from './lazy-page';
import { PageLoading } from './page-loading';

// Route-level code splitting: each page is its own chunk, loaded when first visited (or
// before the first render: lazy-page.tsx).
const HomePage = lazyPage(PAGES.home, () =>
  import('../features/home/home-page').then((m) => m.HomePage),
);
const AuthPage = lazyPage(PAGES.auth, () =>
  import('../features/accounts/auth-page').then((m) => m.AuthPage),
);
const ForgotPasswordPage = lazyPage(PAGES.forgotPassword, () =>
  import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(PAGES.resetPassword, () =>
  import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
);
const PropertyPage = lazyPage(PAGES.property, () =>
  import('../features/property/property-page').then((m) => m.PropertyPage),
);
const JustListedPage = lazyPage(PAGES.justListed, () =>
  import('../features/just-listed/just-listed-page').then((m) => m.JustListedPage),
);
const ComparePage = lazyPage(PAGES.compare, () =>
  import('../features/compare/compare-page').then((m) => m.ComparePage),
);
const FavoritesPage = lazyPage(PAGES.favorites, () =>
  import('../features/favorites/favorites-page').then((m) => m.FavoritesPage),
);
const SavedSearchesPage = lazyPage(PAGES.savedSearches, () =>
  import('../features/saved-searches/saved-searches-page').then((m) => m.SavedSearchesPage),
);
const PriceComparisonPage = lazyPage(PAGES.priceComparison, () =>
  import('../features/comparison/price-comparison-page').then((m) => m.PriceComparisonPage),
);
const MarketAnalysisPage = lazyPage(PAGES.comparison, () =>
  import('../features/comparison/market-analysis-page').then((m) => m.MarketAnalysisPage),
);
// One page at three addresses: each needs its own entry, so the chunk is loaded ahead of
// rendering (lazy-page.tsx) whichever of them a visit starts at.
const loadNewClientPage = () =>
  import('../features/new-client/new-client-page').then((m) => m.NewClientPage);
const ContactPage = lazyPage(PAGES.contact, loadNewClientPage);
const NewClientPage = lazyPage(PAGES.newClient, loadNewClientPage);
const NewClientContactPage = lazyPage(PAGES.newClientContact, loadNewClientPage);
// The back office: its own chunk, so a visitor never downloads admin code.
const AdminPage = lazyPage(PAGES.admin, () =>
  import('../features/admin/admin-page').then((m) => m.AdminPage),
);
const CityCachePage = lazyPage(PAGES.adminCache, () =>
  import('../features/city-cache/city-cache-page').then((m) => m.CityCachePage),
);
const OperationsPage = lazyPage(PAGES.adminOperations, () =>
  import('../features/operations/operations-page').then((m) => m.OperationsPage),
);
// CRM contacts: one chunk for the list's five addresses (two of them the hot leads), one for
// the contact page's two.
const loadContactsPage = () =>
  import('../features/contacts/contacts-page').then((m) => m.ContactsPage);
const AdminContactsPage = lazyPage(PAGES.adminContacts, loadContactsPage);
const ContactsPage = lazyPage(PAGES.contacts, loadContactsPage);
const LeadsPage = lazyPage(PAGES.leads, loadContactsPage);
const AdminHotLeadsPage = lazyPage(PAGES.adminHotLeads, loadContactsPage);
const HotLeadsPage = lazyPage(PAGES.hotLeads, loadContactsPage);
const loadContactDetailPage = () =>
  import('../features/contacts/contact-detail-page').then((m) => m.ContactDetailPage);
const AdminContactDetailPage = lazyPage(PAGES.adminContactDetail, loadContactDetailPage);
const ContactDetailPage = lazyPage(PAGES.contactDetail, loadContactDetailPage);
// The buyer file: the staff's update tool, and the CRM field mapping (one chunk for its two
// addresses).
const BfrUpdatePage = lazyPage(PAGES.adminBfrUpdate, () =>
  import('../features/bfr-update/bfr-update-page').then((m) => m.BfrUpdatePage),
);
const loadFubMappingPage = () =>
  import('../features/fub-mapping/fub-mapping-page').then((m) => m.FubMappingPage);
const FubMappingPage = lazyPage(PAGES.adminFubMapping, loadFubMappingPage);
const FubMappingFixedPage = lazyPage(PAGES.adminFubMappingFixed, loadFubMappingPage);
// The BFR link automation: the CRM webhook, contact monitoring and links made by hand.
const BfrAutomationPage = lazyPage(PAGES.adminBfrAutomation, () =>
  import('../features/bfr-automation/bfr-automation-page').then((m) => m.BfrAutomationPage),
);
// The Google destinations of leads: the Apps Script webhook and the legacy form, one chunk
// each.
const GoogleSheetsPage = lazyPage(PAGES.adminGoogleSheets, () =>
  import('../features/google-destinations/google-sheets-page').then((m) => m.GoogleSheetsPage),
);
const GoogleFormsPage = lazyPage(PAGES.adminGoogleForms, () =>
  import('../features/google-destinations/google-forms-page').then((m) => m.GoogleFormsPage),
);
// The showing planner (issue 24): its own chunk, loaded when the page is opened.
const ShowingsPage = lazyPage(PAGES.adminShowings, () =>
  import('../features/showings/showings-page').then((m) => m.ShowingsPage),
);
// The client's buyer file form: public, its own chunk (no admin code in it).
const BfrFormPage = lazyPage(PAGES.bfrForm, () =>
  import('../features/bfr-form/bfr-form-page').then((m) => m.BfrFormPage),
);
// A city's page (issue 24): visitors and crawlers, its own chunk.
const CityPage = lazyPage(PAGES.cityPage, () =>
  import('../features/city/city-page').then((m) => m.CityPage),
);
const NotFoundPage = lazyPage(null, () =>
  import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
);

/** /properties is the home page's old address: same page, same query string, no history entry. */
function PropertiesRedirect() {
  // the raw search (wouter's useSearch decodes it), the request's on the server
  const search = useLocationSearch({ ssrSearch: useRouter().ssrSearch });
  return <Redirect to={`/${search}`} replace />;
}

/**
 * Marks the page as taken over by the app (hydrated, or rendered in the browser): before that a
 * server-rendered page shows everything, but its buttons do not act yet. It sits inside the
 * pages' Suspense boundary, so it fires once the page itself is hydrated, not only the layout
 * around it: a navigation before that would find the page's server markup still waiting.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** Every page route. A page added here must also be added to PAGES (src/core/page-routes.ts). */
export function AppRouter() {
  const { data: user, isPending } = useUser();
  const session = isPending ? undefined : (user ?? null);
  return (
    <Suspense
      fallback={
        // A screen tall: the footer starts below the fold, so a page arriving does not push it.
        <div className="min-h-[100dvh]">
          <PageLoading />
        </div>
      }
    >
      {/* every heart acts for the signed-in user (undefined while the session is checked) */}
      <FavoritesProvider userId={isPending ? undefined : (user?.id ?? null)}>
        <Switch>
          <Route path={PAGES.home} component={HomePage} />
          <Route path="/properties" component={PropertiesRedirect} />
          <Route path={PAGES.auth} component={AuthPage} />
          <Route path={PAGES.forgotPassword} component={ForgotPasswordPage} />
          <Route path={PAGES.resetPassword} component={ResetPasswordPage} />
          <Route path={PAGES.property} component={PropertyPage} />
          <Route path={PAGES.justListed} component={JustListedPage} />
          <Route path={PAGES.cityPage}>{(params) => <CityPage slug={params.slug} />}</Route>
          <Route path={PAGES.compare}>
            {/* staff may save the compared listings for a client (the contacts feature's) */}
            <ComparePage staffActions={CompareStaffActions} />
          </Route>
          <Route path={PAGES.favorites} component={FavoritesPage} />
          <Route path={PAGES.savedSearches} component={SavedSearchesPage} />
          <Route path={PAGES.priceComparison} component={PriceComparisonPage} />
          <Route path={PAGES.comparison} component={MarketAnalysisPage} />
          <Route path={PAGES.contact} component={ContactPage} />
          <Route path={PAGES.newClient} component={NewClientPage} />
          <Route path={PAGES.newClientContact} component={NewClientContactPage} />
          <Route path={PAGES.admin}>
            {/* the session comes from the app: a feature does not import another (accounts) */}
            <AdminPage user={isPending ? undefined : (user ?? null)} />
          </Route>
          <Route path={PAGES.adminCache}>
            <CityCachePage user={isPending ? undefined : (user ?? null)} />
          </Route>
          <Route path={PAGES.adminOperations}>
            <OperationsPage user={isPending ? undefined : (user ?? null)} />
          </Route>
          <Route path={PAGES.adminContacts}>
            <AdminContactsPage user={session} />
          </Route>
          <Route path={PAGES.contacts}>
            <ContactsPage user={session} />
          </Route>
          <Route path={PAGES.leads}>
            <LeadsPage user={session} />
          </Route>
          <Route path={PAGES.adminHotLeads}>
            <AdminHotLeadsPage user={session} hotLeads />
          </Route>
          <Route path={PAGES.hotLeads}>
            <HotLeadsPage user={session} hotLeads />
          </Route>
          <Route path={PAGES.adminContactDetail}>
            {(params) => <AdminContactDetailPage user={session} id={params.id} />}
          </Route>
          <Route path={PAGES.contactDetail}>
            {(params) => <ContactDetailPage user={session} id={params.id} />}
          </Route>
          <Route path={PAGES.adminBfrUpdate}>
            <BfrUpdatePage user={session} />
          </Route>
          <Route path={PAGES.adminFubMapping}>
            <FubMappingPage user={session} />
          </Route>
          <Route path={PAGES.adminFubMappingFixed}>
            <FubMappingFixedPage user={session} />
          </Route>
          <Route path={PAGES.adminBfrAutomation}>
            <BfrAutomationPage user={session} />
          </Route>
          <Route path={PAGES.adminShowings}>
            <ShowingsPage user={session} />
          </Route>
          <Route path={PAGES.adminGoogleSheets}>
            <GoogleSheetsPage user={session} />
          </Route>
          <Route path={PAGES.adminGoogleForms}>
            <GoogleFormsPage user={session} />
          </Route>
          <Route path={PAGES.bfrForm} component={BfrFormPage} />
          <Route component={NotFoundPage} />
        </Switch>
        <AppReady />
      </FavoritesProvider>
    </Suspense>
  );
}
