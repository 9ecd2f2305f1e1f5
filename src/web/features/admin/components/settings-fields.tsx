import { CheckCircle2, XCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { SecretView } from '../../../../contract/admin-settings';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

// Shared with the other back-office settings pages; the panel's tabs import them from here.
export { SelectField, type SelectOption } from '../../../components/forms/select-field';
export { SwitchField } from '../../../components/forms/switch-field';
export { EnvironmentNote } from '../../../components/staff/environment-note';

/** A tab's heading and what it is for. */
export function TabHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children && <p className="text-sm text-muted-foreground">{children}</p>}
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
