import { MapPin } from 'lucide-react';
import { FEATURED_CITIES } from '../../../../core/featured-cities';
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
