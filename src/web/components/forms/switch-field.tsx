import { Label } from '../ui/label';
import { Switch } from '../ui/switch';
import { describedBy, FieldHint } from './field-message';

/** A labelled on/off switch with an optional hint, announced with it. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id}>{label}</Label>
        <FieldHint fieldId={id} hint={hint} />
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        {...describedBy(id, undefined, Boolean(hint))}
      />
    </div>
  );
}
