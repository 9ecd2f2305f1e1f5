import type { PropertySearchFilters } from '../../../../contract/property-search';
import { formatWholeNumber } from '../../../../core/number-format';
import { searchAlternatives } from '../../../../core/search-alternatives';
import { searchParts } from '../../../../core/search-summary';
import { usePropertySearch } from '../api/search-properties';

/**
 * A search that found nothing (issue 40): what was searched, in words, and the nearest
 * alternatives that do find homes (the whole town instead of a street, a wider price, a town
 * nearby), each with its count. Saving the search is not offered for it.
 */
export function NoResultsHelp({
  filters,
  onSearch,
}: {
  filters: PropertySearchFilters;
  onSearch: (filters: PropertySearchFilters) => void;
}) {
  const searched = searchParts(filters)
    .map((part) => part.label)
    .join(' · ');
  const alternatives = searchAlternatives(filters);
  return (
    <div className="grid gap-3">
      {searched && (
        <p className="text-sm text-muted-foreground">
          You searched: <span className="font-medium text-foreground">{searched}</span>
        </p>
      )}
      {alternatives.length > 0 && (
        // hidden when every alternative found nothing too (each hides its own item)
        <div className="[&:not(:has(li))]:hidden">
          <p className="mb-2 text-sm font-medium">Try instead:</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {alternatives.map((alternative) => (
              <Alternative
                key={alternative.label}
                label={alternative.label}
                filters={alternative.filters}
                onSearch={onSearch}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * One alternative with its count of homes: the first page of that search (kept, so choosing
 * it shows at once), hidden when it finds nothing too. One query each with the hook the
 * results use, not useQueries: that keeps the first view's query chunk as it was.
 */
function Alternative({
  label,
  filters,
  onSearch,
}: {
  label: string;
  filters: PropertySearchFilters;
  onSearch: (filters: PropertySearchFilters) => void;
}) {
  const total = usePropertySearch(filters, 1).data?.total;
  if (total === 0) return null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSearch(filters)}
        className="inline-flex min-h-9 items-center rounded-full border border-border bg-background px-3 py-1 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        {total !== undefined && ` (${formatWholeNumber(total)} home${total === 1 ? '' : 's'})`}
      </button>
    </li>
  );
}
