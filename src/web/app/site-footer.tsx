import { Link } from 'wouter';
import { cityPagePath } from '../../core/market-figures';
import { MLS_CITIES } from '../../core/mls-cities';
import { useSiteInfo } from '../lib/site-info';

/** Every city page (issue 24), alphabetical: how visitors and crawlers reach them. */
const CITY_LINKS = MLS_CITIES.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en-US'));

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Phoenix',
});

/** The MLS data disclaimers every page must carry (visitor spec section 1, IDX rules). */
export function SiteFooter() {
  const { data: site } = useSiteInfo();
  const year = new Date().getFullYear();
  const mlsName = site?.identity.mlsName ?? 'the MLS';
  const updatedAt = site?.listingsUpdatedAt ? new Date(site.listingsUpdatedAt) : null;

  return (
    <footer className="mt-12 border-t bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm md:grid-cols-3">
        {site && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="text-base font-semibold text-white">
              {site.identity.teamName}
            </h2>
            <p className="mt-2">{site.identity.agentName}</p>
            <p>{site.identity.officeAddress}</p>
            <p>
              <a
                className="underline underline-offset-2 hover:text-white"
                href={`tel:${site.identity.phone.replace(/[^\d+]/g, '')}`}
              >
                {site.identity.phone}
              </a>
            </p>
          </section>
        )}
        <nav aria-labelledby="footer-cities" className="md:col-span-2">
          <h2 id="footer-cities" className="text-base font-semibold text-white">
            Homes for sale by city
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {CITY_LINKS.map((city) => (
              <li key={city}>
                <Link
                  href={cityPagePath(city)}
                  className="underline-offset-2 hover:text-white hover:underline"
                >
                  {city}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-disclaimer" className="space-y-2 md:col-span-3">
          <h2 id="footer-disclaimer" className="text-base font-semibold text-white">
            MLS data disclaimer
          </h2>
          <p>
            Listing information is deemed reliable but is not guaranteed accurate. Buyers should
            verify all information independently.
          </p>
          <p>
            IDX information is provided exclusively for consumers&apos; personal, non-commercial use
            and may not be used for any purpose other than to identify prospective properties
            consumers may be interested in purchasing.
          </p>
          <p>
            Copyright &copy; {year} {mlsName}. All rights reserved.
          </p>
          <p data-testid="listings-updated">
            {updatedAt ? (
              <>
                Listing data last updated{' '}
                <time dateTime={updatedAt.toISOString()}>{dateTimeFormat.format(updatedAt)}</time>
              </>
            ) : (
              'Listing data has not been synchronized yet.'
            )}
          </p>
        </section>
      </div>
    </footer>
  );
}
