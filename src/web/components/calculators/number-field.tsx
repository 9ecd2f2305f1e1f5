import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

type NumberFieldProps = Omit<ComponentProps<typeof Input>, 'type' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown inside the box before the number, such as '$'. */
  prefix?: string;
  /** Shown inside the box after the number, such as '%'. */
  suffix?: string;
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled number box for the calculators. It is a text input with a numeric keyboard
 * (inputMode) rather than type=number, so separators can be typed and a bad entry stays
 * visible next to its message instead of turning into an empty value or NaN.
 */
export function NumberField({
  id,
  label,
  value,
  onValueChange,
  prefix,
  suffix,
  hint,
  error,
  inputMode = 'decimal',
  className,
  ...inputProps
}: NumberFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        {prefix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
          >
            {prefix}
          </span>
        )}
        <Input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(prefix && 'pl-7', suffix && 'pr-8', 'tabular-nums', className)}
          {...inputProps}
        />
        {suffix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
          >
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
