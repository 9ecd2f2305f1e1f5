import { CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { SecretView } from '../../../../contract/admin-settings';
import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';

/** A tab's heading and what it is for. */
export function TabHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children && <p className="text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}

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

/** What the secret input says while it is blank: what is stored, and that blank keeps it. */
export function secretPlaceholder(secret: SecretView): string {
  return secret.isSet ? `Stored: ${secret.hint} — leave blank to keep` : 'Not set';
}

type SecretFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'placeholder'> & {
  secret: SecretView;
  /** The server's environment provides this value too (shown as a hint). */
  environmentHint?: string | undefined;
  onRemove: () => void;
  removing?: boolean;
};

/**
 * A secret (API key, client secret): a password input that starts blank, whatever is stored.
 * Left blank, the stored value is kept; 'Remove' deletes it.
 */
export function SecretField({
  secret,
  environmentHint,
  onRemove,
  removing,
  label,
  className,
  ...inputProps
}: SecretFieldProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <TextField
        type="password"
        // never offer the admin's own login password for an API key
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        label={label}
        placeholder={secretPlaceholder(secret)}
        hint={environmentHint}
        {...inputProps}
      />
      {secret.isSet && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            Stored: <span className="font-mono">{secret.hint}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove stored ${label}`}
          >
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The result of a card's last connection test: a green check or a red cross, with words (and
 * nothing before the first test).
 */
export function ConnectionStatus({ connected }: { connected: boolean | null }) {
  return (
    <span role="status" className="inline-flex min-h-6 items-center gap-1.5 text-sm font-medium">
      {connected === true && (
        <>
          <CheckCircle2 className="size-5 text-green-600" aria-hidden="true" />
          <span className="text-green-700">Connected</span>
        </>
      )}
      {connected === false && (
        <>
          <XCircle className="size-5 text-red-600" aria-hidden="true" />
          <span className="text-red-700">Not connected</span>
        </>
      )}
    </span>
  );
}

/** A short note of what the server's environment decides for this card. */
export function EnvironmentNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
