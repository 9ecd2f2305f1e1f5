import { cityTitle } from '../../../core/page-titles';
import { formatPrice } from '../../../core/listing-display';
import { cityPagePath } from '../../../core/market-figures';
import { formatWholeNumber } from '../../../core/number-format';
import type { CityMarket } from '../../../contract/market';
import type { PropertySummary } from '../../../contract/properties';
import type { SiteIdentity } from '../../../contract/system';
import type { PageHead } from '../../http/html-shell';
import type { SeoContext } from './structured-data';

/*
 * The head of a city page (/homes-for-sale/{slug}, issue 24): title, a description with the
 * figures, canonical, and BreadcrumbList and ItemList JSON-LD. Pure, like structured-data.ts.
 */

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/** "Payson, AZ Homes for Sale | Ridgeline Realty" */
export const cityPageTitle = (city: string, site: SiteIdentity) => cityTitle(city, site);

/** The description: the figures a searcher compares towns by, in one sentence or two. */
export function cityPageDescription(market: CityMarket, site: SiteIdentity): string {
  const f = market.figures;
  const parts = [`${formatWholeNumber(f.activeListings)} homes for sale in ${market.city}, AZ`];
  const price = formatPrice(f.medianListPrice);
  if (price) parts.push(`median list price ${price}`);
  if (f.medianDaysOnMarket !== null) {
    parts.push(`${formatWholeNumber(f.medianDaysOnMarket)} median days on market`);
  }
  if (f.pricePerSquareFoot !== null) {
    parts.push(`${formatPrice(Math.round(f.pricePerSquareFoot))} per sq ft`);
  }
  return `${parts.join(', ')}. ${market.city} market figures and listings from the ${site.mlsName}, with ${site.agentName} of ${site.teamName}.`;
}

export function cityBreadcrumbJsonLd(city: string, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absolute(origin, '/') },
      {
        '@type': 'ListItem',
        position: 2,
        name: `${city}, AZ Homes for Sale`,
        item: absolute(origin, cityPagePath(city)),
      },
    ],
  };
}

/** The listings the page shows first, in order, each by its page. */
export function cityItemListJsonLd(
  city: string,
  listings: readonly PropertySummary[],
  origin: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Homes for sale in ${city}, AZ`,
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absolute(origin, `/property/${listing.id}`),
      name: `${listing.address}, ${listing.city}, AZ ${listing.zipCode}`.trim(),
    })),
  };
}

export function cityHead(
  market: CityMarket,
  listings: readonly PropertySummary[],
  ctx: SeoContext,
): PageHead {
  const { site, origin } = ctx;
  const title = cityPageTitle(market.city, site);
  const description = cityPageDescription(market, site);
  const url = absolute(origin, cityPagePath(market.city));
  return {
    title,
    description,
    canonical: url,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.teamName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'geo.region', content: 'US-AZ' },
      { name: 'geo.placename', content: `${market.city}, AZ` },
    ],
    jsonLd: [
      cityBreadcrumbJsonLd(market.city, origin),
      cityItemListJsonLd(market.city, listings, origin),
    ],
  };
}

/** An unknown city's page: a 404 that is not indexed. */
export function cityNotFoundHead(site: SiteIdentity): PageHead {
  return {
    title: `City Not Found | ${site.teamName}`,
    description: 'We do not carry listings in this city.',
    noIndex: true,
  };
}
