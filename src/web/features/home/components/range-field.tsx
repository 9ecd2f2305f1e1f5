import type { ChangeEvent } from 'react';
import { formatDigits as withThousands } from '../../../../core/number-format';
import { Input } from '../../../components/ui/input';

/** How a range's inputs accept text (visitor spec section 5, Filter inputs). */
export type RangeKind = 'money' | 'beds' | 'baths' | 'acres';

const INPUT_RULES: Record<
  RangeKind,
  { inputMode: 'numeric' | 'decimal'; min?: number; step?: number }
> = {
  // Digits only, shown with separators; a text input so the commas can be shown.
  money: { inputMode: 'numeric' },
  beds: { inputMode: 'numeric', min: 1, step: 1 },
  baths: { inputMode: 'decimal', min: 1, step: 0.5 },
  acres: { inputMode: 'decimal', min: 0, step: 0.25 },
};

/** What a typed value becomes in the field: separators for money, nothing below 0 for rooms. */
function accept(kind: RangeKind, raw: string, previous: string): string {
  if (kind === 'money') return withThousands(raw);
  if (raw === '') return '';
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? raw : previous;
}

type Bound = {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** A Min / Max pair under one legend, with each bound's message announced with its input. */
export function RangeField({
  legend,
  kind,
  min,
  max,
}: {
  legend: string;
  kind: RangeKind;
  min: Bound;
  max: Bound;
}) {
  const rules = INPUT_RULES[kind];
  const bounds = [
    { ...min, placeholder: 'Min' },
    { ...max, placeholder: 'Max' },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        {bounds.map((bound, index) => (
          <div key={bound.id} className="contents">
            {index === 1 && (
              <span className="text-sm text-muted-foreground" aria-hidden="true">
                to
              </span>
            )}
            <label htmlFor={bound.id} className="sr-only">
              {bound.label}
            </label>
            <Input
              id={bound.id}
              type={kind === 'money' ? 'text' : 'number'}
              inputMode={rules.inputMode}
              min={rules.min}
              step={rules.step}
              autoComplete="off"
              placeholder={bound.placeholder}
              value={bound.value}
              aria-invalid={bound.error ? true : undefined}
              aria-describedby={bound.error ? `${bound.id}-error` : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                bound.onChange(accept(kind, event.target.value, bound.value))
              }
            />
          </div>
        ))}
      </div>
      {bounds.map(
        (bound) =>
          bound.error && (
            <p key={bound.id} id={`${bound.id}-error`} className="text-sm text-destructive">
              {bound.error}
            </p>
          ),
      )}
    </fieldset>
  );
}
