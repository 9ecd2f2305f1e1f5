import { useId } from 'react';
import { isSortValue, SORTS, type SortValue } from '../../../../core/listing-search';

/** The results' order (issue 40): kept in the URL (`sort=`) and by saved searches. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortValue;
  onChange: (sort: SortValue) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortValue(event.target.value)) onChange(event.target.value);
        }}
        className="h-9 max-w-48 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
