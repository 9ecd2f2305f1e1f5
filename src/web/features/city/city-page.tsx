import { Link } from 'wouter';
import { cityOfSlug, cityPagePath, citySlug } from '../../../core/market-figures';
import { MLS_CITIES } from '../../../core/mls-cities';
import { cityTitle } from '../../../core/page-titles';
import { ListingGrid, ListingGridSkeleton } from '../../components/listings/listing-grid';
import { LoadError } from '../../components/listings/load-error';
import { Button } from '../../components/ui/button';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCityListings } from './api/get-city-listings';
import { useCityMarket } from './api/get-city-market';
import { MarketChart } from './components/market-chart';
import { MarketFiguresList } from './components/market-figures';

const CITY_NAMES = MLS_CITIES.map((c) => c.name);

/** The full search of a city on the home page (the chips' search). */
export const citySearchHref = (city: string) => `/?city=${encodeURIComponent(city)}`;

function CityNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">City Not Found</h1>
      <p className="mt-2 text-muted-foreground">We do not carry listings in this city.</p>
      <Button asChild className="mt-8">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}

function CityListings({ city }: { city: string }) {
  const query = useCityListings(city);
  const photoSources = useSiteInfo().data?.photoSources ?? [];
  const { data, error, isPending, isFetching, refetch } = query;
  if (error) {
    return (
      <LoadError
        title="Failed to fetch properties"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <ListingGridSkeleton count={8} label={`Loading homes in ${city}...`} />;
  if (data.properties.length === 0) {
    return <p className="text-muted-foreground">No homes for sale in {city} right now.</p>;
  }
  return (
    <>
      <ListingGrid
        properties={data.properties}
        photoSources={photoSources}
        returnTo={cityPagePath(city)}
      />
      <p className="mt-6 text-center">
        <Link
          href={citySearchHref(city)}
          className="font-medium text-on-main underline underline-offset-4"
        >
          {`See all ${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'home' : 'homes'} for sale in ${city}`}
        </Link>
      </p>
    </>
  );
}

/**
 * /homes-for-sale/{city-slug} (issue 24): a city's market figures, its 12-month chart and its
 * listings. Rendered on the server with its data (app/page-queries.ts), so it reads whole
 * without JavaScript.
 */
export function CityPage({ slug }: { slug: string }) {
  const city = cityOfSlug(slug, CITY_NAMES);
  // the canonical slug: /homes-for-sale/Payson asks for payson's figures
  const market = useCityMarket(city && citySlug(city));
  const site = useSiteInfo().data;
  useDocumentTitle(city && site ? cityTitle(city, site.identity) : null);
  if (!city || (market.error && parseServerError(market.error).status === 404)) {
    return <CityNotFound />;
  }

  let figures;
  if (market.error) {
    figures = (
      <LoadError
        title="Failed to load the market figures"
        error={market.error}
        onRetry={() => void market.refetch()}
        retrying={market.isFetching}
      />
    );
  } else if (market.isPending) {
    figures = (
      <p role="status" className="text-muted-foreground">
        Loading the market figures...
      </p>
    );
  } else {
    figures = (
      <>
        <MarketFiguresList figures={market.data.figures} />
        <section aria-labelledby="city-trend" className="mt-8">
          <h2 id="city-trend" className="text-xl font-semibold">
            The last 12 months
          </h2>
          <div className="mt-3 rounded-xl border border-border bg-card p-3">
            <MarketChart city={city} months={market.data.months} />
          </div>
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-on-main-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/" className="underline underline-offset-4">
              Home
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">{city} Homes for Sale</li>
        </ol>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{city}, AZ Homes for Sale</h1>
      <p className="mt-1 max-w-prose text-on-main-muted">
        The {city} housing market at a glance, and the homes for sale there now.
      </p>
      <section aria-labelledby="city-market" className="mt-6">
        <h2 id="city-market" className="text-xl font-semibold">
          {city} market figures
        </h2>
        <div className="mt-3">{figures}</div>
      </section>
      <section aria-labelledby="city-listings" className="mt-10">
        <h2 id="city-listings" className="mb-4 text-xl font-semibold">
          Homes for sale in {city}
        </h2>
        <CityListings city={city} />
      </section>
    </div>
  );
}
