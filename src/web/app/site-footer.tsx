import { useSiteInfo } from '../lib/site-info';

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
        <section aria-labelledby="footer-disclaimer" className="space-y-2 md:col-span-2">
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
