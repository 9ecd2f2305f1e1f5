import { memo, useId, useMemo } from 'react';
import type { CrmCustomField } from '../../../../contract/bfr';
import type { BfrMappingRow } from '../../../../core/bfr-fields';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { mappingOptions } from '../fub-mapping-state';
import { FUB_MAPPING_TEXT as TEXT, groupCountText } from '../fub-mapping-text';

const SELECT =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm';

type RowProps = {
  row: BfrMappingRow;
  value: string;
  changed: boolean;
  fields: readonly CrmCustomField[];
  onChange: (code: string, value: string) => void;
};

/** One form field: its label and code, the select of CRM fields, and Changed once changed. */
const MappingRow = memo(function MappingRow({ row, value, changed, fields, onChange }: RowProps) {
  const id = useId();
  const options = useMemo(() => mappingOptions(fields, value, TEXT), [fields, value]);
  return (
    <li
      data-changed={changed || undefined}
      className={cn(
        // phones stack the label over the select; wider screens put them side by side
        'grid gap-2 rounded-lg border px-3 py-3 transition-colors sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-center sm:gap-4 sm:px-4',
        changed ? 'border-amber-300 bg-amber-50' : 'bg-card',
      )}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <Label htmlFor={`${id}-select`} className="leading-snug">
          {row.label}
        </Label>
        <code
          id={`${id}-code`}
          className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground"
        >
          {row.code}
        </code>
        {changed && (
          <Badge id={`${id}-changed`} className="border-transparent bg-amber-200 text-amber-950">
            {TEXT.changed}
          </Badge>
        )}
      </div>
      <select
        id={`${id}-select`}
        value={value}
        aria-describedby={changed ? `${id}-code ${id}-changed` : `${id}-code`}
        onChange={(event) => onChange(row.code, event.target.value)}
        className={SELECT}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </li>
  );
});

/** A titled group of rows (CORE BFR DOCUMENT FIELDS, …) with its row count. */
export function MappingGroup({
  id,
  title,
  rows,
  valueOf,
  isChanged,
  fields,
  onChange,
}: {
  id: string;
  title: string;
  rows: readonly BfrMappingRow[];
  valueOf: (code: string) => string;
  isChanged: (code: string) => boolean;
  fields: readonly CrmCustomField[];
  onChange: (code: string, value: string) => void;
}) {
  const headingId = `fub-mapping-group-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold tracking-wide sm:text-lg">
          {title}
        </h2>
        <span className="text-sm text-muted-foreground">{groupCountText(rows.length)}</span>
      </div>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <MappingRow
            key={row.code}
            row={row}
            value={valueOf(row.code)}
            changed={isChanged(row.code)}
            fields={fields}
            onChange={onChange}
          />
        ))}
      </ul>
    </section>
  );
}
