import { FEATURED_CITIES } from '../../../core/featured-cities';
import { formatPrice, listingTitle } from '../../../core/listing-display';
import { formatWholeNumber } from '../../../core/number-format';
import type { PropertyDetail } from '../../../contract/properties';
import type { SiteIdentity } from '../../../contract/system';
import type { PageHead } from '../../http/html-shell';
import {
  comparisonTitle,
  homeTitle,
  newClientTitle,
  PAGE_TITLES,
  teamTitle,
} from '../../../core/page-titles';

/*
 * Page metadata for crawlers and link previews (visitor spec sections 1 and 9): titles,
 * descriptions, Open Graph / Twitter and geo tags, and schema.org JSON-LD. Pure functions of
 * the listing and the site identity, so they are tested without a server.
 */

export type SeoContext = {
  /** The site's origin, e.g. https://www.ridgelinerealty.com (absolute URLs need it). */
  origin: string;
  site: SiteIdentity;
  /** The General tab's Company Description, when set: the home page's description. */
  description?: string;
  now: Date;
};

/** Structured data says a price is valid this many days ahead (spec section 9). */
export const PRICE_VALID_DAYS = 30;
/** The agent business's stated rating (spec section 9). */
export const AGENT_RATING = { ratingValue: '5.0', reviewCount: 150 } as const;

const absolute = (origin: string, url: string) => new URL(url, origin).toString();

/** "512 S Beeline Hwy, Payson, AZ 85541" as a schema.org PostalAddress. */
export function postalAddress(address: string) {
  const [street = address, locality = '', regionZip = ''] = address.split(',').map((p) => p.trim());
  const [region = 'AZ', postalCode = ''] = regionZip.split(/\s+/);
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: 'US',
  };
}

function listingAddress(p: PropertyDetail) {
  return {
    '@type': 'PostalAddress',
    streetAddress: p.address,
    addressLocality: p.city,
    addressRegion: p.state,
    postalCode: p.zipCode,
    addressCountry: 'US',
  };
}

/** '3 bd, 2 ba, 1,850 sq ft' from what the listing has. */
function roomsLine(p: PropertyDetail): string {
  const parts: string[] = [];
  if (p.bedrooms !== null) parts.push(`${p.bedrooms} bd`);
  if (p.bathrooms !== null) parts.push(`${p.bathrooms} ba`);
  if (p.squareFeet !== null) parts.push(`${formatWholeNumber(p.squareFeet)} sq ft`);
  return parts.join(', ');
}

/** The street line and town: '123 W Main St, Payson, AZ 85541'. */
export function fullAddress(p: PropertyDetail): string {
  return `${p.address}, ${p.city}, ${p.state} ${p.zipCode}`.trim();
}

function firstPhoto(p: PropertyDetail, origin: string): string | null {
  const photo = p.photoSet[0];
  return photo ? absolute(origin, photo.uri1024) : null;
}

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The longest meta description written (a property page's too); search results cut sooner. */
const META_DESCRIPTION_MAX = 300;

/**
 * The General tab's Company Description as a page's meta description: one line, cut at a word.
 * The home page uses it; so should every page without a description of its own.
 */
export function siteMetaDescription(companyDescription: string): string {
  return truncate(companyDescription, META_DESCRIPTION_MAX);
}

const howToBuy = (p: PropertyDetail, site: SiteIdentity) => ({
  '@context': 'https://schema.org',
  '@type': 'HowTo',
  name: `How to buy ${p.address} in ${p.city}, AZ`,
  step: [
    ['Get pre-approved', 'Talk to a lender and get a pre-approval letter for your budget.'],
    ['Tour the home', `Call ${site.teamName} at ${site.phone} to schedule a showing.`],
    ['Make an offer', 'Your agent prepares a written offer based on comparable sales.'],
    ['Inspect and appraise', 'Order a home inspection; the lender orders the appraisal.'],
    ['Close', 'Sign the closing documents at the title company and get your keys.'],
  ].map(([name, text], index) => ({ '@type': 'HowToStep', position: index + 1, name, text })),
});

function propertyFaq(p: PropertyDetail, site: SiteIdentity) {
  const price = formatPrice(p.price);
  const qa: Array<[string, string]> = [
    [
      `What is the price of ${p.address}?`,
      price ? `${p.address} in ${p.city}, AZ is listed at ${price}.` : 'The price is not listed.',
    ],
    [
      `How big is ${p.address}?`,
      roomsLine(p)
        ? `${p.address} has ${roomsLine(p)}.`
        : `See the listing for the size of ${p.address}.`,
    ],
    [
      `What is the MLS number of ${p.address}?`,
      `The MLS number is ${p.mlsNumber} (${site.mlsName}).`,
    ],
    [
      `How do I schedule a showing of ${p.address}?`,
      `Call ${site.agentName} of ${site.teamName} at ${site.phone}.`,
    ],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: qa.map(([name, text]) => ({
      '@type': 'Question',
      name,
      acceptedAnswer: { '@type': 'Answer', text },
    })),
  };
}

/** The JSON-LD of a property page: the listing with its residence, the offer, FAQ and how-to-buy. */
export function propertyJsonLd(p: PropertyDetail, ctx: SeoContext): object[] {
  const url = absolute(ctx.origin, `/property/${p.id}`);
  const image = p.photoSet.slice(0, 10).map((photo) => absolute(ctx.origin, photo.uri1024));
  const singleFamily = /single family|residential|cabin|ranch/i.test(
    `${p.propertySubType ?? ''} ${p.propertyType ?? ''}`,
  );
  const residence = {
    '@type': singleFamily ? 'SingleFamilyResidence' : 'Residence',
    name: fullAddress(p),
    address: listingAddress(p),
    ...(p.latitude !== null && p.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
      : {}),
    ...(p.squareFeet !== null
      ? {
          floorSize: { '@type': 'QuantitativeValue', value: p.squareFeet, unitCode: 'FTK' },
        }
      : {}),
    ...(p.totalRooms !== null || p.bedrooms !== null
      ? { numberOfRooms: p.totalRooms ?? p.bedrooms }
      : {}),
    ...(p.bedrooms !== null ? { numberOfBedrooms: p.bedrooms } : {}),
    ...(p.bathrooms !== null ? { numberOfBathroomsTotal: p.bathrooms } : {}),
    ...(p.yearBuilt !== null ? { yearBuilt: p.yearBuilt } : {}),
  };
  const validUntil = new Date(ctx.now.getTime() + PRICE_VALID_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const offer = {
    '@type': 'Offer',
    url,
    priceCurrency: 'USD',
    ...(p.price !== null ? { price: Math.round(p.price) } : {}),
    priceValidUntil: validUntil,
    availability:
      p.status.toUpperCase() === 'ACTIVE'
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    seller: { '@type': 'RealEstateAgent', name: ctx.site.teamName, telephone: ctx.site.phone },
  };
  const description = truncate(p.publicRemarks ?? p.description ?? fullAddress(p), 500);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: fullAddress(p),
      url,
      description,
      ...(p.listingDate ? { datePosted: p.listingDate.slice(0, 10) } : {}),
      ...(image.length > 0 ? { image } : {}),
      mainEntity: residence,
      offers: offer,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: fullAddress(p),
      description,
      sku: p.mlsNumber,
      ...(image.length > 0 ? { image } : {}),
      offers: offer,
    },
    propertyFaq(p, ctx.site),
    howToBuy(p, ctx.site),
  ];
}

/** Title, description, canonical, Open Graph, Twitter and geo tags, and JSON-LD of a property page. */
export function propertyHead(p: PropertyDetail, ctx: SeoContext): PageHead {
  const price = formatPrice(p.price);
  const url = absolute(ctx.origin, `/property/${p.id}`);
  const title = `${fullAddress(p)}${price ? ` | ${price}` : ''} | MLS# ${p.mlsNumber}`;
  const facts = [roomsLine(p), p.propertySubType ?? p.propertyType ?? 'home']
    .filter(Boolean)
    .join(' ');
  const description = truncate(
    `${facts} for sale in ${p.city}, AZ${price ? ` at ${price}` : ''}. ${p.publicRemarks ?? p.description ?? ''}`,
    META_DESCRIPTION_MAX,
  );
  const image = firstPhoto(p, ctx.origin);
  const meta: NonNullable<PageHead['meta']> = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: ctx.site.teamName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'geo.region', content: `US-${p.state}` },
    { name: 'geo.placename', content: `${p.city}, ${p.state}` },
  ];
  if (image) {
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: `Photo of ${fullAddress(p)}` },
      { name: 'twitter:image', content: image },
    );
  }
  if (p.latitude !== null && p.longitude !== null) {
    meta.push(
      { name: 'geo.position', content: `${p.latitude};${p.longitude}` },
      { name: 'ICBM', content: `${p.latitude}, ${p.longitude}` },
    );
  }
  return { title, description, canonical: url, meta, jsonLd: propertyJsonLd(p, ctx) };
}

/** The head of a missing (or no longer displayable) listing: a 404 crawlers drop. */
export function propertyNotFoundHead(site: SiteIdentity): PageHead {
  return {
    title: `Property Not Found | ${site.teamName}`,
    description: 'This listing is no longer available.',
    noIndex: true,
  };
}

const HOME_FAQ: Array<[string, (site: SiteIdentity) => string]> = [
  [
    'Which areas do you serve?',
    () =>
      `We help buyers and sellers in ${FEATURED_CITIES.filter((c) => c !== 'Phoenix').join(', ')} and Phoenix, Arizona.`,
  ],
  [
    'How current are the listings?',
    (site) =>
      `Listings come from the ${site.mlsName} and are refreshed every few minutes, around the clock.`,
  ],
  [
    'How do I schedule a showing?',
    (site) => `Call ${site.agentName} of ${site.teamName} at ${site.phone}, any day 8am to 8pm.`,
  ],
  [
    'Can I buy a new home before I sell mine?',
    () =>
      'Yes: a bridge loan lets you use the equity of your current home; try the Bridge Loan calculator on our site.',
  ],
];

/** The JSON-LD of the home page: FAQ and the agent business. */
export function homeJsonLd(ctx: SeoContext): object[] {
  const { site, origin } = ctx;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: HOME_FAQ.map(([name, answer]) => ({
        '@type': 'Question',
        name,
        acceptedAnswer: { '@type': 'Answer', text: answer(site) },
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: site.teamName,
      ...(ctx.description ? { description: ctx.description } : {}),
      employee: { '@type': 'Person', name: site.agentName },
      url: absolute(origin, '/'),
      image: absolute(origin, site.photoUrl),
      telephone: site.phone,
      address: postalAddress(site.officeAddress),
      areaServed: FEATURED_CITIES.map((city) => ({ '@type': 'City', name: `${city}, AZ` })),
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '20:00',
        },
      ],
      aggregateRating: { '@type': 'AggregateRating', ...AGENT_RATING, bestRating: '5' },
    },
  ];
}

function pageMeta(title: string, description: string, url: string, site: SiteIdentity) {
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.teamName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'geo.region', content: 'US-AZ' },
    { name: 'geo.placename', content: 'Payson, AZ' },
  ];
}

/** The home page's head: the team, the towns it serves, FAQ and agent business data. */
export function homeHead(ctx: SeoContext): PageHead {
  const { site } = ctx;
  const title = homeTitle(site);
  const description = ctx.description
    ? siteMetaDescription(ctx.description)
    : `Search MLS listings in Payson, Pine, Strawberry, Star Valley, Show Low, Pinetop, Lakeside, Heber, Overgaard and Prescott with ${site.agentName} of ${site.teamName}. Call ${site.phone}.`;
  const url = absolute(ctx.origin, '/');
  return {
    title,
    description,
    canonical: url,
    meta: pageMeta(title, description, url, site),
    jsonLd: homeJsonLd(ctx),
  };
}

/** The Just Listed page's head. */
export function justListedHead(ctx: SeoContext): PageHead {
  const { site } = ctx;
  const title = teamTitle(PAGE_TITLES.justListed, site);
  const description = `Homes listed in the last 7 days in Payson, Show Low, Prescott and the Arizona mountain towns, from the ${site.mlsName}.`;
  const url = absolute(ctx.origin, '/just-listed');
  return { title, description, canonical: url, meta: pageMeta(title, description, url, site) };
}

/** The account pages: named for the tab and for link previews (issue 45: they had the home's). */
export const ACCOUNT_PAGES = {
  '/auth': {
    title: PAGE_TITLES.auth,
    description: 'Log in or create a free account to save homes and searches.',
  },
  '/forgot-password': {
    title: PAGE_TITLES.forgotPassword,
    description: 'Ask for a link to reset the password of your account.',
  },
  '/reset-password': {
    title: PAGE_TITLES.resetPassword,
    description: 'Choose a new password for your account.',
  },
} as const;

/** An account page's head: titled, kept out of search results (nothing there to find). */
export function accountPageHead(path: keyof typeof ACCOUNT_PAGES, ctx: SeoContext): PageHead {
  const page = ACCOUNT_PAGES[path];
  return { title: teamTitle(page.title, ctx.site), description: page.description, noIndex: true };
}

/**
 * A listing's price comparison or market analysis: titled with the listing as the page names
 * it once loaded (null: a listing that is missing, named by the team instead).
 */
export function comparisonHead(
  page: 'priceComparison' | 'comparison',
  p: PropertyDetail | null,
  ctx: SeoContext,
): PageHead {
  const subject = p ? `${listingTitle(p)}, ${p.city}` : 'a listing';
  return {
    title: p ? comparisonTitle(page, p) : teamTitle(PAGE_TITLES[page], ctx.site),
    description:
      page === 'priceComparison'
        ? `How the price of ${subject} compares with similar active and recently sold listings nearby.`
        : `A comparative market analysis of ${subject}: similar listings, their prices and the market around it.`,
    noIndex: true,
  };
}

/** The path the new-client form's three addresses name as canonical. */
export const NEW_CLIENT_CANONICAL_PATH = '/new-client';

/** The new-client form (/contact, /new-client, /new-client-contact): one canonical address. */
export function newClientHead(ctx: SeoContext): PageHead {
  const { site } = ctx;
  const title = newClientTitle(site);
  const description = `Tell ${site.agentName} what you are looking for in Payson, Show Low, Prescott and the Arizona mountains: timeframe, budget, must-haves. Or call ${site.phone}.`;
  const url = absolute(ctx.origin, NEW_CLIENT_CANONICAL_PATH);
  return { title, description, canonical: url, meta: pageMeta(title, description, url, site) };
}

/** The back office's pages, by path: titled for the staff's tabs, never indexed. */
export const BACK_OFFICE_PAGES = {
  '/admin': {
    title: PAGE_TITLES.admin,
    description: 'Integrations, appearance, performance and access of the site.',
  },
  '/admin/cache': {
    title: PAGE_TITLES.adminCache,
    description: 'Replication of the MLS listings, city by city.',
  },
  '/admin/operations': {
    title: PAGE_TITLES.adminOperations,
    description: 'Feed freshness, lead delivery and job health.',
  },
  '/admin/contacts': { title: PAGE_TITLES.contacts, description: 'The team’s CRM contacts.' },
  '/admin/contacts/:id': { title: PAGE_TITLES.contactDetail, description: 'One CRM contact.' },
  '/admin/hot-leads': {
    title: PAGE_TITLES.hotLeads,
    description: 'CRM contacts in the Hot Lead stage.',
  },
  '/admin/bfr-update': {
    title: PAGE_TITLES.adminBfrUpdate,
    description: 'A contact’s buyer file requirements, looked up and updated.',
  },
  '/admin/fub-mapping': {
    title: PAGE_TITLES.adminFubMapping,
    description: 'The CRM custom field each BFR form field reads and writes.',
  },
  '/admin/bfr-automation': {
    title: PAGE_TITLES.adminBfrAutomation,
    description: 'Buyer file links made for new CRM contacts.',
  },
  '/admin/google-sheets': {
    title: PAGE_TITLES.adminGoogleSheets,
    description: 'The Google Apps Script webhook leads are sent to, and its deliveries.',
  },
  '/admin/google-forms': {
    title: PAGE_TITLES.adminGoogleForms,
    description: 'The legacy Google Form leads are submitted to, and its deliveries.',
  },
  '/admin/showings': {
    title: PAGE_TITLES.adminShowings,
    description: 'The team’s showings, planned as tours.',
  },
} as const;

/**
 * The back-office page a path shows ('/contacts/42' is the contact page, '/leads' the contacts
 * list), or null for any other path.
 */
export function backOfficePageOf(pathname: string): keyof typeof BACK_OFFICE_PAGES | null {
  const path = pathname.replace(/\/$/, '') || '/';
  if (path in BACK_OFFICE_PAGES) return path as keyof typeof BACK_OFFICE_PAGES;
  if (/^(\/admin)?\/contacts\/[^/]+$/.test(path)) return '/admin/contacts/:id';
  if (path === '/contacts' || path === '/leads') return '/admin/contacts';
  if (path === '/hot-leads') return '/admin/hot-leads';
  if (path === '/admin/fub-mapping-fixed') return '/admin/fub-mapping';
  return null;
}

/** The client's buyer file form (/bfr-form?contactId=…): one person's file, never indexed. */
export const BFR_FORM_PAGE = {
  title: PAGE_TITLES.bfrForm,
  description: 'Your buyer file: the documents and details of your purchase, to fill in and save.',
} as const;

/**
 * Pages that belong to one visitor (their favorites and saved searches, their buyer file), to
 * one ad-hoc selection (a side-by-side comparison) or to the staff (the admin panel): titled,
 * but kept out of search results.
 */
export function unindexedHead(
  kind:
    | 'favorites'
    | 'savedSearches'
    | 'compare'
    | 'savedComparison'
    | 'bfrForm'
    | keyof typeof BACK_OFFICE_PAGES,
  ctx: SeoContext,
): PageHead {
  const { site } = ctx;
  if (kind === 'savedSearches') {
    return {
      title: teamTitle(PAGE_TITLES.savedSearches, site),
      description: `The searches you saved on ${site.teamName}'s listing search, and their e-mail alerts.`,
      noIndex: true,
    };
  }
  if (kind === 'bfrForm') {
    return {
      title: `${BFR_FORM_PAGE.title} | ${site.teamName}`,
      description: BFR_FORM_PAGE.description,
      noIndex: true,
    };
  }
  if (kind === 'savedComparison') {
    return {
      title: teamTitle(PAGE_TITLES.savedComparison, site),
      description: `A comparison of homes saved on ${site.teamName}'s listing search.`,
      noIndex: true,
    };
  }
  if (kind !== 'favorites' && kind !== 'compare') {
    const page = BACK_OFFICE_PAGES[kind];
    return {
      title: `${page.title} | ${site.teamName}`,
      description: page.description,
      noIndex: true,
    };
  }
  return kind === 'favorites'
    ? {
        title: teamTitle(PAGE_TITLES.favorites, site),
        description: `The homes you saved on ${site.teamName}'s listing search.`,
        noIndex: true,
      }
    : {
        title: teamTitle(PAGE_TITLES.compare, site),
        description: `Price, price per square foot, size, lot, year built and days on market, side by side.`,
        noIndex: true,
      };
}
