import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BfrTextField, BfrTextKey } from '../../../core/bfr-fields';
import { cn } from '../../lib/cn';
import { TextField } from '../forms/text-field';
import { COMMISSION_FIELD } from './bfr-commission';
import { INPUT_OF_KIND } from './bfr-input-kinds';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';
import { PropertyAnalysisPanel } from './property-analysis-panel';
import type { BfrLookupView } from './use-bfr-checklist-form';

/**
 * A text field of a buyer file as typed: its kind's keyboard and length, the commission read-only
 * and shaded, and under the MLS number the lookup's status and the property analysis it found.
 * `className` styles the field (the commission's shading is added to it).
 */
export function BfrTextInput({
  id,
  field,
  error,
  registration,
  lookup,
  className,
}: {
  id: string;
  field: Pick<BfrTextField, 'label' | 'kind'> & { key: BfrTextKey };
  error: string | undefined;
  registration: UseFormRegisterReturn;
  lookup: BfrLookupView;
  className?: string;
}) {
  const { type, inputMode, maxLength, placeholder } = INPUT_OF_KIND[field.kind];
  const input = (
    <TextField
      id={id}
      label={field.label}
      type={type}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={field.kind === 'text' ? undefined : false}
      error={error}
      className={className}
      {...(field.key === 'commission'
        ? { ...COMMISSION_FIELD, className: cn(className, COMMISSION_FIELD.className) }
        : {})}
      {...(field.key === 'mlsNumber' ? { hint: TEXT.mlsHint } : {})}
      {...registration}
    />
  );
  if (field.key !== 'mlsNumber') return input;
  return (
    <>
      {input}
      <div className="grid gap-2 sm:col-span-2">
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {lookup.status}
        </p>
        {lookup.listing && <PropertyAnalysisPanel listing={lookup.listing} />}
      </div>
    </>
  );
}
