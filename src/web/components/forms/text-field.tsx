import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { describedBy, FieldHint, FieldMessage } from './field-message';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** The asterisk of a required field; the input itself carries `required` for assistive tech. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/**
 * A labelled input with its hint and validation message, announced with it. `className` styles
 * the field (label, input and messages), for its place in a form's grid.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Input
        id={id}
        required={required}
        {...describedBy(id, error, Boolean(hint))}
        {...inputProps}
      />
      <FieldHint fieldId={id} hint={hint} />
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}
