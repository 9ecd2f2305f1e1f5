import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string | undefined;
};

/** A labelled input whose validation message is announced with it. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
