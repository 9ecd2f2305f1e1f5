import { listingTitle } from './listing-display';
import { messageText } from './spec-messages';

/*
 * The tab titles of the pages, in one place (issue 45): the server writes them into the first
 * load's <title> (seo/structured-data.ts, seo/pages.ts) and the browser sets the same ones after
 * an in-app navigation (useDocumentTitle), so a page is named the same whichever way it is
 * reached. page-titles.server tests compare both with these for every route of PAGES.
 */

/** What a page's name is followed by: the team, as the identity in the site info names it. */
type TitleIdentity = { teamName: string; agentName: string };

/**
 * The name of each page whose title is a fixed name and the team's (teamTitle), by its PAGES
 * entry, and of the app's other screens. The other pages are named by what they show (home,
 * a listing, a city, the new-client form, a listing's comparisons: the functions below).
 */
export const PAGE_TITLES = {
  auth: 'Log In or Register',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  favorites: 'Favorites',
  savedSearches: 'Saved Searches',
  justListed: 'Just Listed: New Homes for Sale This Week',
  compare: 'Compare Properties Side by Side',
  savedComparison: 'Saved Comparison',
  priceComparison: 'Price Comparison',
  comparison: 'Comparative Market Analysis',
  admin: 'Admin Panel',
  adminCache: 'City Cache Management',
  adminOperations: 'Operations',
  contacts: 'Contacts',
  contactDetail: 'Contact',
  hotLeads: 'Hot Leads',
  adminBfrUpdate: 'BFR Admin Update Tool',
  adminFubMapping: 'BFR Form Field Mapping',
  adminBfrAutomation: 'BFR Link Automation',
  adminGoogleSheets: 'Google Sheets',
  adminGoogleForms: 'Google Forms',
  adminShowings: 'Showing Planner',
  bfrForm: 'Buyer File Requirements',
  notFound: messageText('screen.pageNotFound'),
} as const;

/** '{page} | {team}': the usual form. */
export const teamTitle = (page: string, identity: Pick<TitleIdentity, 'teamName'>) =>
  `${page} | ${identity.teamName}`;

/** The home page: the team first, then what the site is for. */
export const homeTitle = (identity: Pick<TitleIdentity, 'teamName'>) =>
  `${identity.teamName} | Homes for Sale in Payson, Show Low, Prescott & the Arizona Mountains`;

/** The new-client form at its three addresses. */
export const newClientTitle = (identity: TitleIdentity) =>
  `Work With ${identity.agentName} | ${identity.teamName}`;

/** "Payson, AZ Homes for Sale | Ridgeline Realty" */
export const cityTitle = (city: string, identity: Pick<TitleIdentity, 'teamName'>) =>
  `${city}, AZ Homes for Sale | ${identity.teamName}`;

/**
 * The two comparison pages of a listing: the page and the listing it is about (a listing that
 * is missing: the page's name and the team's, teamTitle).
 */
export const comparisonTitle = (
  page: 'priceComparison' | 'comparison',
  subject: { address: string; mlsNumber: string; city: string },
) => `${PAGE_TITLES[page]} | ${listingTitle(subject)}, ${subject.city}`;
