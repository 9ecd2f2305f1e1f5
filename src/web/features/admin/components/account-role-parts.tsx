import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addAgentRequestSchema } from '../../../../contract/agents';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { HttpError } from '../../../lib/api';
import {
  failureMessage,
  settingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../settings-feedback';

/*
 * The pieces of the Admin Settings tab's two account lists (the admins, the agents): a role is
 * given to an existing account by username or e-mail and taken away after a confirmation.
 */

/** The confirmation's button, in both lists. */
export const CONFIRM_REMOVE = 'Remove';

/** Both lists add an account by the same field (the admins' and agents' requests agree). */
type AddInput = z.input<typeof addAgentRequestSchema>;
type AddOutput = z.output<typeof addAgentRequestSchema>;

/**
 * The message a refused addition shows under its field: the server's field message, else, for
 * a 4xx (no such account, already in the list), the server's own message.
 */
function refusalMessage(error: unknown): string | undefined {
  const fieldMessage = settingsFieldErrors(error).identifier;
  if (fieldMessage) return fieldMessage;
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
    return error.body?.message;
  }
  return undefined;
}

/** Add field: an existing account, by username or e-mail, gets the role. */
export function AddAccountForm({
  id,
  label,
  submitLabel,
  add,
  pending,
}: {
  id: string;
  label: string;
  submitLabel: string;
  add: (identifier: string) => Promise<unknown>;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(addAgentRequestSchema),
    defaultValues: { identifier: '' },
  });

  const onSubmit = handleSubmit(async ({ identifier }) => {
    try {
      await add(identifier);
      reset({ identifier: '' });
      toast(SETTINGS_UPDATED);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) setError('identifier', { type: 'server', message }, { shouldFocus: true });
      toastSettingsError(error);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField
        id={id}
        label={label}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="flex-1"
        error={errors.identifier?.message}
        hint="The account must exist already."
        {...register('identifier')}
      />
      <Button type="submit" disabled={pending} className="sm:mt-6">
        <UserPlus aria-hidden="true" />
        {pending ? 'Adding...' : submitLabel}
      </Button>
    </form>
  );
}

/**
 * The confirmation before an account loses a role: open while `item` is set; Remove calls
 * `remove`, says how it went and closes.
 */
export function ConfirmRemovalDialog<T>({
  item,
  title,
  describe,
  remove,
  pending,
  onClose,
}: {
  item: T | null;
  title: string;
  describe: (item: T) => string;
  remove: (item: T) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}) {
  const confirm = async () => {
    if (item === null) return;
    try {
      await remove(item);
      toast(SETTINGS_UPDATED);
    } catch (error) {
      toastSettingsError(error);
    }
    onClose();
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{item === null ? '' : describe(item)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? 'Removing...' : CONFIRM_REMOVE}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One account of a list: its name and badges, what else identifies it, and its Remove button. */
export function AccountRow({
  name,
  badges,
  details,
  onRemove,
}: {
  name: string;
  badges?: ReactNode;
  details: string;
  /** Left out when the account cannot be removed here. */
  onRemove?: (() => void) | undefined;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{name}</span>
          {badges}
        </p>
        {details && <p className="text-sm break-all text-muted-foreground">{details}</p>}
      </div>
      {onRemove && (
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
          <UserX aria-hidden="true" />
          Remove
        </Button>
      )}
    </li>
  );
}

/** An account's username and e-mail, as a row's second line (the e-mail once). */
export const accountDetails = (name: string, username: string | null, email: string) =>
  [username && `@${username}`, name !== email && email].filter(Boolean).join(' · ');

/** A list's load failure or its placeholder rows while it loads; `null` once it has loaded. */
export function ListLoadState({
  error,
  isPending,
  loading,
  loadError,
}: {
  error: unknown;
  isPending: boolean;
  loading: string;
  loadError: string;
}) {
  if (error) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{loadError}</p>
        <p className="text-sm">{failureMessage(error)}</p>
      </div>
    );
  }
  if (isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{loading}</span>
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  return null;
}
