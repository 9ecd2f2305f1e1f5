import type { QueryClient } from '@tanstack/react-query';
import { parseCompareIds } from '../../core/compare-listings';
import { apiSortOf, readJustListedUrl } from '../../core/just-listed';
import { parseListingId } from '../../core/listing-id';
import { PAGES, pagePattern } from '../../core/page-routes';
import { isShareId, SAVED_COMPARISON_PARAM } from '../../core/saved-comparisons';
import { favoritesQueryOptions } from '../components/favorites/api/favorites';
import { badgeSettingsQueryOptions } from '../components/listings/api/get-badge-settings';
import { listingQueryOptions } from '../components/listings/api/get-listing';
import { sharedComparisonQueryOptions } from '../components/saved-comparisons/api/saved-comparisons';
import { savedSearchesQueryOptions } from '../components/saved-searches/api/saved-searches';
import { userQueryOptions } from '../features/accounts/api/get-user';
import { marketAnalysisQueryOptions } from '../features/comparison/api/get-market-analysis';
import { priceComparisonQueryOptions } from '../features/comparison/api/get-price-comparison';
import { paysonPropertiesQueryOptions } from '../features/home/api/get-payson-properties';
import { propertySearchQueryOptions } from '../features/home/api/search-properties';
import { namesSearch, readHomeUrl } from '../features/home/home-url';
import { justListedQueryOptions } from '../features/just-listed/api/get-just-listed';
import { taxRecordQueryOptions } from '../features/property/api/get-tax-record';
import { cityListingsQueryOptions } from '../features/city/api/get-city-listings';
import { cityMarketQueryOptions } from '../features/city/api/get-city-market';
import { cityOfSlug, citySlug } from '../../core/market-figures';
import { MLS_CITIES } from '../../core/mls-cities';

/** Fetches into the client's cache (a failure stays there as an error, never thrown). */
type Prefetch = (client: QueryClient) => Promise<unknown>;
type PageData = (params: string[], search: string) => Prefetch[];

/** The session, and for a signed-in visitor the favorites every heart on the page shows. */
const session: Prefetch = async (client) => {
  await client.prefetchQuery(userQueryOptions());
  const user = client.getQueryData(userQueryOptions().queryKey);
  if (user) await client.prefetchQuery(favoritesQueryOptions(user.id));
};
// the property page shows the admin's custom badges (status badges take CSS variables)
const customBadges: Prefetch = (client) => client.prefetchQuery(badgeSettingsQueryOptions());

const listing: PageData = ([idText]) => {
  const id = parseListingId(idText);
  // the page says Property Not Found for an id that names no listing, without asking
  if (id === null) return [];
  return [
    customBadges,
    async (client) => {
      const options = listingQueryOptions(id);
      await client.prefetchQuery(options);
      // Property Facts shows the tax record: asked once the listing is known to exist.
      const property = client.getQueryData(options.queryKey);
      if (property) await client.prefetchQuery(taxRecordQueryOptions(property.id));
    },
  ];
};

/** A saved comparison's link: its name, then the listings that are still available. */
const savedComparison =
  (shareId: string): Prefetch =>
  async (client) => {
    const options = sharedComparisonQueryOptions(shareId);
    await client.prefetchQuery(options);
    const available = client.getQueryData(options.queryKey)?.listings.filter((l) => l.available);
    await Promise.all(
      (available ?? []).map(({ id }) => client.prefetchQuery(listingQueryOptions(id))),
    );
  };

/** A signed-in visitor's saved searches (nobody else has any). */
const savedSearches: Prefetch = async (client) => {
  await client.prefetchQuery(userQueryOptions());
  const user = client.getQueryData(userQueryOptions().queryKey);
  if (user) await client.prefetchQuery(savedSearchesQueryOptions(user.id));
};

/** Each page's first-screen data by route, beyond the session every page shows. */
const PAGE_DATA: Array<[pattern: string, data: PageData]> = [
  [
    PAGES.home,
    (_params, search) => {
      const { filters, page, sort } = readHomeUrl(search);
      return [
        (client) => client.prefetchQuery(propertySearchQueryOptions(filters, page, sort)),
        // the Payson list shows on the first view only (home-page.tsx)
        ...(namesSearch(search)
          ? []
          : [(client: QueryClient) => client.prefetchQuery(paysonPropertiesQueryOptions())]),
      ];
    },
  ],
  [PAGES.property, listing],
  [
    PAGES.cityPage,
    ([slug = '']) => {
      const city = cityOfSlug(
        slug,
        MLS_CITIES.map((c) => c.name),
      );
      // an unknown city's page says so without asking
      if (!city) return [];
      return [
        (client) => client.prefetchQuery(cityMarketQueryOptions(citySlug(city))),
        (client) => client.prefetchQuery(cityListingsQueryOptions(city)),
      ];
    },
  ],
  [PAGES.savedSearches, () => [savedSearches]],
  [
    PAGES.justListed,
    (_params, search) => {
      const view = readJustListedUrl(search);
      const filters = { city: view.city, sort: apiSortOf(view.sort) };
      return [(client) => client.prefetchInfiniteQuery(justListedQueryOptions(filters))];
    },
  ],
  [
    PAGES.compare,
    (_params, search) => {
      const params = new URLSearchParams(search);
      const shareId = params.get(SAVED_COMPARISON_PARAM);
      if (shareId !== null) return isShareId(shareId) ? [savedComparison(shareId)] : [];
      const parsed = parseCompareIds(params.get('ids'));
      if (!parsed.ok) return [];
      return parsed.ids.map(
        (id) => (client: QueryClient) => client.prefetchQuery(listingQueryOptions(id)),
      );
    },
  ],
  [
    PAGES.priceComparison,
    ([id = '']) => [(client) => client.prefetchQuery(priceComparisonQueryOptions(id))],
  ],
  [
    PAGES.comparison,
    ([id = '']) => [(client) => client.prefetchQuery(marketAnalysisQueryOptions(id))],
  ],
];

const routes = PAGE_DATA.map(([pattern, data]) => ({ regex: pagePattern(pattern), data }));

/**
 * The queries a page's first screen shows, by URL. The server renderer fetches them before it
 * renders (src/web/entry-server.tsx) and sends their data with the HTML, so the browser takes
 * over the page without asking again. A page missing here still renders: its content then
 * arrives after the browser's own requests.
 */
export function pageQueries(pathname: string, search: string): Prefetch[] {
  for (const { regex, data } of routes) {
    const match = regex.exec(pathname);
    if (match) return [session, ...data(match.slice(1), search)];
  }
  return [session];
}
