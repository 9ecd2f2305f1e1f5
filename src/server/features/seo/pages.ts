import { parseListingId } from '../../../core/listing-id';
import { isAllowedPhotoUrl } from '../../../core/listing-display';
import { MAIN_PHOTO_SIZES, photoSrcSet } from '../../../core/listing-photos';
import type { PropertyDetail } from '../../../contract/properties';
import type { SiteInfoResponse } from '../../../contract/system';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import type { PageResolver } from '../../http/page-shell';
import { siteOrigin } from '../../http/site-origin';
import type { ListingsService } from '../listings/service';
import type { MarketService } from '../market/service';
import { PAGE_SIZE } from '../../../core/listing-search';
import { cityOfSlug, citySlug } from '../../../core/market-figures';
import { MLS_CITIES } from '../../../core/mls-cities';
import { propertySearchQuerySchema } from '../../../contract/property-search';
import { cityHead, cityNotFoundHead } from './city-head';
import {
  accountPageHead,
  comparisonHead,
  homeHead,
  justListedHead,
  newClientHead,
  propertyHead,
  propertyNotFoundHead,
  unindexedHead,
  backOfficePageOf,
  type SeoContext,
} from './structured-data';

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;
/** The route modules of the pages (Vite manifest keys), preloaded with the HTML. */
const PROPERTY_PAGE_MODULE = 'src/web/features/property/property-page.tsx';
const HOME_PAGE_MODULE = 'src/web/features/home/home-page.tsx';
const JUST_LISTED_PAGE_MODULE = 'src/web/features/just-listed/just-listed-page.tsx';
const NEW_CLIENT_PAGE_MODULE = 'src/web/features/new-client/new-client-page.tsx';
const CITY_PAGE_MODULE = 'src/web/features/city/city-page.tsx';
const CITY_PATH = /^\/homes-for-sale\/([^/]+)\/?$/;
const CITY_NAMES = MLS_CITIES.map((c) => c.name);
const ACCOUNT_PATH = /^\/(auth|forgot-password|reset-password)\/?$/;
const COMPARISON_PATH = /^\/(price-comparison|comparison)\/([^/]+)\/?$/;

/** The photo the property page shows first: the first one whose every size is allowed. */
function firstAllowedPhoto(property: PropertyDetail, sources: readonly string[]) {
  const photo = property.photoSet.find((p) =>
    [p.uri800, p.uri1024, p.uri1600].every((url) => isAllowedPhotoUrl(url, sources)),
  );
  return photo
    ? { ...photo, small: photo.uri800, medium: photo.uri1024, large: photo.uri1600 }
    : null;
}

/** The listing a page shows by itself (/property/{id}), or null for every other page. */
export function listingOfPage(pageUrl: string): number | null {
  const pathname = pageUrl.split('?', 1)[0]!;
  return parseListingId(PROPERTY_PATH.exec(pathname)?.[1]);
}

/**
 * The server-written heads of the visitor pages: /property/{id} (with the listing embedded as
 * page data, and a 404 status when the listing is missing or may not be displayed), the home
 * page and Just Listed.
 */
export function seoPages(deps: {
  config: Config;
  listings: ListingsService;
  /** The city pages' figures (issue 24); without it their heads are the default one. */
  market?: MarketService;
}): PageResolver[] {
  const context = (site: SiteInfoResponse): SeoContext => ({
    origin: siteOrigin(deps.config),
    site: site.identity,
    ...(site.description ? { description: site.description } : {}),
    now: new Date(),
  });

  return [
    {
      pattern: PROPERTY_PATH,
      async resolve(request, url, site) {
        const id = parseListingId(PROPERTY_PATH.exec(url.pathname)?.[1]);
        const notFound = { head: propertyNotFoundHead(site.identity), status: 404 };
        if (id === null) return notFound;
        try {
          const property = await deps.listings.byId(id);
          const head = propertyHead(property, context(site));
          const main = firstAllowedPhoto(property, site.photoSources);
          return {
            head: main
              ? {
                  ...head,
                  preloadImage: {
                    href: main.uri1024,
                    srcset: photoSrcSet(main),
                    sizes: MAIN_PHOTO_SIZES,
                  },
                }
              : head,
            modules: [PROPERTY_PAGE_MODULE],
          };
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound;
          throw error;
        }
      },
    },
    {
      pattern: /^\/$/,
      resolve: (request, _url, site) => ({
        head: homeHead(context(site)),
        modules: [HOME_PAGE_MODULE],
      }),
    },
    {
      pattern: /^\/favorites\/?$/,
      resolve: (request, _url, site) => ({
        head: unindexedHead('favorites', context(site)),
      }),
    },
    {
      pattern: /^\/saved-searches\/?$/,
      resolve: (request, _url, site) => ({
        head: unindexedHead('savedSearches', context(site)),
      }),
    },
    {
      pattern: /^(\/admin(\/[a-z-]+(\/[^/]+)?)?|\/contacts(\/[^/]+)?|\/leads|\/hot-leads)\/?$/,
      resolve: (request, url, site) => {
        const page = backOfficePageOf(url.pathname);
        return page ? { head: unindexedHead(page, context(site)) } : null;
      },
    },
    {
      // a client's buyer file: personal, reached by a private link only
      pattern: /^\/bfr-form\/?$/,
      resolve: (request, _url, site) => ({
        head: unindexedHead('bfrForm', context(site)),
      }),
    },
    {
      pattern: /^\/compare\/?$/,
      resolve: (request, url, site) => ({
        // a saved comparison's link is titled as the page then names itself
        head: unindexedHead(
          url.searchParams.has('saved') ? 'savedComparison' : 'compare',
          context(site),
        ),
      }),
    },
    {
      pattern: ACCOUNT_PATH,
      resolve: (request, url, site) => {
        const name = ACCOUNT_PATH.exec(url.pathname)?.[1];
        const path = `/${name}` as '/auth' | '/forgot-password' | '/reset-password';
        return { head: accountPageHead(path, context(site)) };
      },
    },
    {
      // a listing's price comparison or market analysis: titled with the listing, as the page
      // names itself once loaded (a listing that is missing: the page's name and the team's)
      pattern: COMPARISON_PATH,
      async resolve(request, url, site) {
        const [, kind, rawId] = COMPARISON_PATH.exec(url.pathname) ?? [];
        const page = kind === 'price-comparison' ? 'priceComparison' : 'comparison';
        const id = parseListingId(rawId);
        let property: PropertyDetail | null = null;
        if (id !== null) {
          try {
            property = await deps.listings.byId(id);
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
          }
        }
        return { head: comparisonHead(page, property, context(site)) };
      },
    },
    {
      pattern: /^\/(contact|new-client|new-client-contact)\/?$/,
      resolve: (request, _url, site) => ({
        head: newClientHead(context(site)),
        modules: [NEW_CLIENT_PAGE_MODULE],
      }),
    },
    {
      // a city's page: its figures in the description, breadcrumbs and the listings it shows
      pattern: CITY_PATH,
      async resolve(request, url, site) {
        const city = cityOfSlug(CITY_PATH.exec(url.pathname)?.[1] ?? '', CITY_NAMES);
        if (!city) return { head: cityNotFoundHead(site.identity), status: 404 };
        if (!deps.market) return null;
        const [market, listings] = await Promise.all([
          deps.market.cityMarket(citySlug(city)),
          deps.listings.search(propertySearchQuerySchema.parse({ city, limit: String(PAGE_SIZE) })),
        ]);
        return {
          head: cityHead(market, listings.properties, context(site)),
          modules: [CITY_PAGE_MODULE],
        };
      },
    },
    {
      pattern: /^\/just-listed\/?$/,
      resolve: (request, _url, site) => ({
        head: justListedHead(context(site)),
        modules: [JUST_LISTED_PAGE_MODULE],
      }),
    },
  ];
}
