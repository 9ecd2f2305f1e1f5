import { useQueries } from '@tanstack/react-query';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import { formatWholeNumber } from '../../../../core/number-format';
import { searchAlternatives } from '../../../../core/search-alternatives';
import { searchParts } from '../../../../core/search-summary';
import { propertySearchQueryOptions } from '../api/search-properties';

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
  // the first page of each alternative: its total, and the page itself if chosen
  const counts = useQueries({
    queries: alternatives.map((alternative) => propertySearchQueryOptions(alternative.filters, 1)),
  });
  const found = alternatives
    .map((alternative, i) => ({ ...alternative, total: counts[i]?.data?.total }))
    .filter((alternative) => alternative.total === undefined || alternative.total > 0);
  return (
    <div className="grid gap-3">
      {searched && (
        <p className="text-sm text-muted-foreground">
          You searched: <span className="font-medium text-foreground">{searched}</span>
        </p>
      )}
      {found.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-medium">Try instead:</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {found.map((alternative) => (
              <li key={alternative.label}>
                <button
                  type="button"
                  onClick={() => onSearch(alternative.filters)}
                  className="inline-flex min-h-9 items-center rounded-full border border-border bg-background px-3 py-1 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {alternative.label}
                  {alternative.total !== undefined &&
                    ` (${formatWholeNumber(alternative.total)} home${alternative.total === 1 ? '' : 's'})`}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
