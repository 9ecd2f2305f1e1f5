import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { FEATURED_CITIES } from '../../../../core/featured-cities';
import { cityPagePath } from '../../../../core/market-figures';
import { MLS_CITIES } from '../../../../core/mls-cities';
import { cn } from '../../../lib/cn';

/** The quick city chips; the searched city's chip shows pressed. */
export function CityChips({
  activeCity,
  onSelect,
}: {
  activeCity: string | null;
  onSelect: (city: string) => void;
}) {
  return (
    <div role="group" aria-label="Featured cities" className="flex flex-wrap gap-2">
      {FEATURED_CITIES.map((city) => {
        const pressed = activeCity?.toLowerCase() === city.toLowerCase();
        return (
          <button
            key={city}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(city)}
            className={cn(
              'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-800',
              pressed
                ? 'border-white bg-white text-slate-900 shadow-inner'
                : 'border-white/50 bg-transparent text-white hover:bg-white/10',
            )}
          >
            <MapPin className="size-3.5" aria-hidden="true" />
            {city}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The searched town's own page (its market figures and homes, /homes-for-sale/{town}) when the
 * search is by a town we carry: how the chips lead to the city pages while they keep searching
 * in place as the spec says (decision 024).
 */
export function CityPageLink({ city }: { city: string | null }) {
  const town = city && MLS_CITIES.find((c) => c.name.toLowerCase() === city.toLowerCase());
  if (!town) return null;
  return (
    <p className="mt-3 text-sm">
      <Link
        href={cityPagePath(town.name)}
        className="text-amber-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        {town.name} market: prices, days on market and trends
      </Link>
    </p>
  );
}
