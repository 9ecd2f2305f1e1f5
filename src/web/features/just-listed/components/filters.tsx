import { useId } from 'react';
import { MLS_CITIES } from '../../../../core/mls-cities';
import {
  isJustListedSort,
  JUST_LISTED_SORTS,
  type JustListedView,
} from '../../../../core/just-listed';
import { Label } from '../../../components/ui/label';

const ALL_CITIES = '';
const CITY_NAMES = MLS_CITIES.map((city) => city.name).sort((a, b) => a.localeCompare(b, 'en-US'));

const SELECT =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm';

/**
 * The city options: the cities our MLS copy covers, A-Z, plus a city named in the URL that
 * is not one of them (so the select shows what is being searched).
 */
export function cityOptions(current: string | null): string[] {
  if (!current) return CITY_NAMES;
  const known = CITY_NAMES.some((name) => name.toLowerCase() === current.toLowerCase());
  return known ? CITY_NAMES : [...CITY_NAMES, current].sort((a, b) => a.localeCompare(b, 'en-US'));
}

/** The city filter and the sort selector (native selects: the phone's own picker on mobile). */
export function JustListedFilters({
  view,
  onChange,
}: {
  view: JustListedView;
  onChange: (view: JustListedView) => void;
}) {
  const id = useId();
  const cities = cityOptions(view.city);
  const selectedCity =
    cities.find((name) => name.toLowerCase() === view.city?.toLowerCase()) ?? ALL_CITIES;
  return (
    <div
      className="grid gap-3 sm:grid-cols-2 lg:max-w-xl"
      role="group"
      aria-label="Filter and sort"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-city`}>City</Label>
        <select
          id={`${id}-city`}
          value={selectedCity}
          onChange={(event) => onChange({ ...view, city: event.target.value || null })}
          className={SELECT}
        >
          <option value={ALL_CITIES}>All Cities</option>
          {cities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <select
          id={`${id}-sort`}
          value={view.sort}
          onChange={(event) => {
            const sort = event.target.value;
            if (isJustListedSort(sort)) onChange({ ...view, sort });
          }}
          className={SELECT}
        >
          {JUST_LISTED_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
