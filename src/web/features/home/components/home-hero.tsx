import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSiteInfo } from '../../../lib/site-info';

/** The hero: the agent's photo, name, team and phone, then the search (children). */
export function HomeHero({ children }: { children: ReactNode }) {
  const { data: site, isPending, isError } = useSiteInfo();

  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-slate-800 to-slate-700 text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <div className="flex flex-col items-center gap-6 sm:flex-row">
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
          <div className="min-w-0 text-center sm:text-left">
            <h1 id="hero-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Find your place in the Arizona mountains
            </h1>
            {/* Fixed height: the agent's details arriving do not push the search down. */}
            <div className="min-h-[4.5rem]">
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
        </div>
        <div className="mt-8 grid gap-4">{children}</div>
      </div>
    </section>
  );
}
