import type { PropertySearchFilters } from '../../../../contract/property-search';
import type { FilterField } from '../../../../core/search-fields';
import type { Interpretation } from '../../../../core/search-interpreter';
import { searchParts } from '../../../../core/search-summary';

/**
 * What the search understood, as removable chips ('Payson ×', '3+ beds ×', 'Up to
 * $400,000 ×'), and a 'Did you mean' line when the box matched a town by a guess (issue 40).
 * The box keeps the text as typed; the chips say how it was read.
 */
export function SearchChips({
  filters,
  corrections,
  onRemove,
}: {
  filters: PropertySearchFilters;
  corrections: Interpretation['corrections'];
  onRemove: (fields: FilterField[]) => void;
}) {
  const parts = searchParts(filters);
  if (parts.length === 0 && corrections.length === 0) return null;
  return (
    <div className="mb-4 grid gap-2">
      {corrections.map(({ typed, meant }) => (
        <p key={typed} className="text-sm">
          Did you mean <strong>{meant}</strong>? Showing {meant} for “{typed}”.
        </p>
      ))}
      {parts.length > 0 && (
        <ul aria-label="Your search" className="flex flex-wrap gap-2">
          {parts.map((part) => (
            <li key={part.fields.join(' ')}>
              <button
                type="button"
                onClick={() => onRemove(part.fields)}
                aria-label={`Remove ${part.label}`}
                className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium break-words text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="min-w-0">{part.label}</span>
                <span aria-hidden="true" className="shrink-0 text-base leading-none">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
