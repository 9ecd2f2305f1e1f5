// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGES, type PageName } from '../../core/page-routes';
import {
  cityTitle,
  comparisonTitle,
  homeTitle,
  newClientTitle,
  PAGE_TITLES,
  teamTitle,
} from '../../core/page-titles';
import { comparisonReply } from '../features/comparison/comparison-fixture';
import { ok, SIGNED_OUT, stubApi } from '../testing/api-stub';
import { listingDetail } from '../testing/listing-fixtures';
import { renderApp } from '../testing/render-app';
import { resetBrowser } from '../testing/reset-browser';
import { siteInfoFixture } from '../testing/site-info-fixture';
import { userFixture } from '../testing/user-fixture';

/*
 * Issue 45: the title each page gives the tab in the browser (after an in-app navigation the
 * server's <title> is gone) is the one core/page-titles.ts names; the server's HTML is checked
 * against the same in src/server/features/seo/page-titles.test.ts, so both agree.
 */

afterEach(resetBrowser);

const identity = siteInfoFixture().identity;
const team = (name: string) => teamTitle(name, identity);
const listing = listingDetail(42, { address: '402 W Ponderosa Ln', price: 400_000 });
const subject = comparisonReply().mainProperty;

/** Each page: an address of it, whether it is the staff's, and the title it must set. */
const CASES: Record<PageName, [url: string, staff: boolean, title: string]> = {
  home: ['/', false, homeTitle(identity)],
  auth: ['/auth?return=%2Fsaved-searches', false, team(PAGE_TITLES.auth)],
  forgotPassword: ['/forgot-password', false, team(PAGE_TITLES.forgotPassword)],
  resetPassword: ['/reset-password?token=abc', false, team(PAGE_TITLES.resetPassword)],
  property: [
    '/property/42',
    false,
    `402 W Ponderosa Ln, ${listing.city}, ${listing.state} ${listing.zipCode} | $400,000 | MLS# ${listing.mlsNumber}`,
  ],
  favorites: ['/favorites', false, team(PAGE_TITLES.favorites)],
  // signed out, the page sends the visitor to log in: the tab names the login page then
  savedSearches: ['/saved-searches', false, team(PAGE_TITLES.auth)],
  justListed: ['/just-listed', false, team(PAGE_TITLES.justListed)],
  compare: ['/compare?ids=42,43', false, team(PAGE_TITLES.compare)],
  priceComparison: ['/price-comparison/42', false, comparisonTitle('priceComparison', subject)],
  comparison: ['/comparison/42', false, comparisonTitle('comparison', subject)],
  contact: ['/contact', false, newClientTitle(identity)],
  newClient: ['/new-client', false, newClientTitle(identity)],
  newClientContact: ['/new-client-contact', false, newClientTitle(identity)],
  admin: ['/admin', true, team(PAGE_TITLES.admin)],
  adminCache: ['/admin/cache', true, team(PAGE_TITLES.adminCache)],
  adminOperations: ['/admin/operations', true, team(PAGE_TITLES.adminOperations)],
  adminContacts: ['/admin/contacts', true, team(PAGE_TITLES.contacts)],
  contacts: ['/contacts', true, team(PAGE_TITLES.contacts)],
  leads: ['/leads', true, team(PAGE_TITLES.contacts)],
  adminHotLeads: ['/admin/hot-leads', true, team(PAGE_TITLES.hotLeads)],
  hotLeads: ['/hot-leads', true, team(PAGE_TITLES.hotLeads)],
  adminContactDetail: ['/admin/contacts/7', true, team(PAGE_TITLES.contactDetail)],
  contactDetail: ['/contacts/7', true, team(PAGE_TITLES.contactDetail)],
  adminBfrUpdate: ['/admin/bfr-update', true, team(PAGE_TITLES.adminBfrUpdate)],
  adminFubMapping: ['/admin/fub-mapping', true, team(PAGE_TITLES.adminFubMapping)],
  adminFubMappingFixed: ['/admin/fub-mapping-fixed', true, team(PAGE_TITLES.adminFubMapping)],
  adminBfrAutomation: ['/admin/bfr-automation', true, team(PAGE_TITLES.adminBfrAutomation)],
  adminGoogleSheets: ['/admin/google-sheets', true, team(PAGE_TITLES.adminGoogleSheets)],
  adminGoogleForms: ['/admin/google-forms', true, team(PAGE_TITLES.adminGoogleForms)],
  adminShowings: ['/admin/showings', true, team(PAGE_TITLES.adminShowings)],
  bfrForm: ['/bfr-form?contactId=101', false, team(PAGE_TITLES.bfrForm)],
  cityPage: ['/homes-for-sale/payson', false, cityTitle('Payson', identity)],
};

describe('the title each page sets in the browser', () => {
  it.each(Object.keys(PAGES) as PageName[])('%s', async (name) => {
    const [url, staff, title] = CASES[name];
    stubApi(
      {
        '/api/user': staff ? ok(userFixture({ isAdmin: true })) : SIGNED_OUT,
        '/api/properties/42': ok(listing),
        '/api/properties/spark-comparison/42': ok(comparisonReply()),
        '/api/spark-comparison/42': ok(comparisonReply()),
      },
      // whatever else the page asks may fail: the title does not wait on it
      { otherwise: () => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'down' } }) },
    );
    document.title = 'The title before';
    renderApp(url);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 10_000 });
  });

  it('a page that does not exist says so', async () => {
    stubApi();
    renderApp('/no-such-page');
    await waitFor(() => expect(document.title).toBe(team(PAGE_TITLES.notFound)));
  });
});
