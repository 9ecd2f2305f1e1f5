import { MapPin, Phone } from 'lucide-react';
import { FEATURED_CITIES } from '../../../core/featured-cities';
import { Skeleton } from '../../components/ui/skeleton';
import { useSiteInfo } from '../../lib/site-info';

/** The home page: hero with the agent, and the mountain towns the team serves. */
export function HomePage() {
  const { data: site, isPending, isError } = useSiteInfo();

  return (
    <div>
      <section className="bg-gradient-to-br from-slate-800 to-slate-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:py-14">
          {isPending ? (
            <Skeleton className="size-32 shrink-0 rounded-full sm:size-40" />
          ) : (
            <img
              src={site?.identity.photoUrl ?? '/agent-photo.svg'}
              alt={site ? `Portrait of ${site.identity.agentName}` : 'Agent portrait'}
              width={160}
              height={160}
              className="size-32 shrink-0 rounded-full border-4 border-white/80 object-cover shadow-lg sm:size-40"
            />
          )}
          <div className="text-center sm:text-left">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Find your place in the Arizona mountains
            </h1>
            {site && (
              <>
                <p className="mt-3 text-lg text-slate-100">
                  {site.identity.agentName} &middot; {site.identity.teamName}
                </p>
                <p className="mt-2">
                  <a
                    href={`tel:${site.identity.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-2 rounded-md font-semibold text-amber-300 underline-offset-4 hover:underline"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    {site.identity.phone}
                  </a>
                </p>
              </>
            )}
            {isError && (
              <p className="mt-3 text-amber-200" role="alert">
                Agent details could not be loaded. Please refresh the page.
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="towns-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="towns-heading" className="text-2xl font-semibold">
          Mountain towns we serve
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {FEATURED_CITIES.map((city) => (
            <li
              key={city}
              className="inline-flex items-center gap-1 rounded-full border bg-card px-3 py-1.5 text-sm"
            >
              <MapPin className="size-3.5 text-brand" aria-hidden="true" />
              {city}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
