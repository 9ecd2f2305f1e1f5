import type { ComponentProps } from 'react';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { describedBy, FieldHint, FieldMessage } from './field-message';

export type SelectOption = { value: string; label: string };

/** A labelled Radix select with its hint and validation message. */
export function SelectField({
  id,
  label,
  options,
  value,
  onValueChange,
  disabled,
  hint,
  error,
  name,
  onBlur,
  ref,
}: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  hint?: string;
  error?: string;
  name?: string;
  onBlur?: () => void;
  ref?: ComponentProps<typeof SelectTrigger>['ref'];
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select name={name} value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger id={id} ref={ref} onBlur={onBlur} {...describedBy(id, error, Boolean(hint))}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldHint fieldId={id} hint={hint} />
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}
