import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKnownPage, PAGES, type PageName } from '../../../core/page-routes';
import {
  cityTitle,
  comparisonTitle,
  homeTitle,
  newClientTitle,
  PAGE_TITLES,
  teamTitle,
} from '../../../core/page-titles';
import type { SiteIdentity } from '../../../contract/system';
import { listings } from '../../db/schema';
import { insertListings, makeListing } from '../../testing/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Issue 45: every page's first-load <title> names the page, and is the title the browser gives
 * it after an in-app navigation. Both sides are compared with core/page-titles.ts: this file the
 * server's HTML, src/web/app/page-titles.test.tsx the title each page sets in the browser.
 */

let t: TestApp;
let identity: SiteIdentity;
let listingId = 0;
const LISTING = { address: '12 E Titled Ln', city: 'Payson', zipCode: '85541', mlsNumber: 'TTL1' };

beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database.db, [makeListing({ ...LISTING, price: 350_000 })]);
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(sql`${listings.mlsNumber} = 'TTL1'`);
  listingId = row!.id;
  identity = (await t.app.inject({ method: 'GET', url: '/api/site' })).json().identity;
});
afterAll(async () => {
  await t?.close();
});

/** Each page's address to ask and the title it must have (a function of the team's identity). */
function cases(): Record<PageName, [url: string, title: string]> {
  const team = (name: string) => teamTitle(name, identity);
  const subject = { ...LISTING };
  return {
    home: ['/', homeTitle(identity)],
    auth: ['/auth?return=%2Fsaved-searches', team(PAGE_TITLES.auth)],
    forgotPassword: ['/forgot-password', team(PAGE_TITLES.forgotPassword)],
    resetPassword: ['/reset-password?token=abc', team(PAGE_TITLES.resetPassword)],
    property: [`/property/${listingId}`, `12 E Titled Ln, Payson, AZ 85541 | $350,000 | MLS# TTL1`],
    favorites: ['/favorites', team(PAGE_TITLES.favorites)],
    savedSearches: ['/saved-searches', team(PAGE_TITLES.savedSearches)],
    justListed: ['/just-listed', team(PAGE_TITLES.justListed)],
    compare: ['/compare?ids=1,2', team(PAGE_TITLES.compare)],
    priceComparison: [
      `/price-comparison/${listingId}`,
      comparisonTitle('priceComparison', subject),
    ],
    comparison: [`/comparison/${listingId}`, comparisonTitle('comparison', subject)],
    contact: ['/contact', newClientTitle(identity)],
    newClient: ['/new-client', newClientTitle(identity)],
    newClientContact: ['/new-client-contact', newClientTitle(identity)],
    admin: ['/admin', team(PAGE_TITLES.admin)],
    adminCache: ['/admin/cache', team(PAGE_TITLES.adminCache)],
    adminOperations: ['/admin/operations', team(PAGE_TITLES.adminOperations)],
    adminContacts: ['/admin/contacts', team(PAGE_TITLES.contacts)],
    contacts: ['/contacts', team(PAGE_TITLES.contacts)],
    leads: ['/leads', team(PAGE_TITLES.contacts)],
    adminHotLeads: ['/admin/hot-leads', team(PAGE_TITLES.hotLeads)],
    hotLeads: ['/hot-leads', team(PAGE_TITLES.hotLeads)],
    adminContactDetail: ['/admin/contacts/7', team(PAGE_TITLES.contactDetail)],
    contactDetail: ['/contacts/7', team(PAGE_TITLES.contactDetail)],
    adminBfrUpdate: ['/admin/bfr-update', team(PAGE_TITLES.adminBfrUpdate)],
    adminFubMapping: ['/admin/fub-mapping', team(PAGE_TITLES.adminFubMapping)],
    adminFubMappingFixed: ['/admin/fub-mapping-fixed', team(PAGE_TITLES.adminFubMapping)],
    adminBfrAutomation: ['/admin/bfr-automation', team(PAGE_TITLES.adminBfrAutomation)],
    adminGoogleSheets: ['/admin/google-sheets', team(PAGE_TITLES.adminGoogleSheets)],
    adminGoogleForms: ['/admin/google-forms', team(PAGE_TITLES.adminGoogleForms)],
    adminShowings: ['/admin/showings', team(PAGE_TITLES.adminShowings)],
    bfrForm: ['/bfr-form?contactId=101', team(PAGE_TITLES.bfrForm)],
    cityPage: ['/homes-for-sale/payson', cityTitle('Payson', identity)],
  };
}

const titleOf = (html: string) =>
  /<title>(.*?)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'");

describe('the server-written title of every page', () => {
  it('covers every route of PAGES with an address of that route', () => {
    for (const [name, [url]] of Object.entries(cases())) {
      expect(isKnownPage(url.split('?')[0]!), name).toBe(true);
      expect(Object.keys(PAGES)).toContain(name);
    }
  });

  it.each(Object.keys(PAGES) as PageName[])('%s names the page', async (name) => {
    const [url, title] = cases()[name];
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const written = titleOf(res.body);
    expect(written).toBe(title);
    // specific: only the home page has the site's general title
    if (name !== 'home') expect(written).not.toBe(homeTitle(identity));
  });

  it.each([
    ['/compare?saved=abc123', () => teamTitle(PAGE_TITLES.savedComparison, identity)],
    ['/price-comparison/99999999', () => teamTitle(PAGE_TITLES.priceComparison, identity)],
    ['/comparison/not-an-id', () => teamTitle(PAGE_TITLES.comparison, identity)],
  ])('%s is named too', async (url, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(titleOf(res.body)).toBe(title());
  });
});
