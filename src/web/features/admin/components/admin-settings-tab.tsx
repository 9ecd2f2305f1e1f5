import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, UserPlus, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '../../../../contract/auth';
import { addAdminRequestSchema, type AdminUser } from '../../../../contract/admin-settings';
import { TextField } from '../../../components/forms/text-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
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
import { useAddAdmin, useAdminUsers, useRemoveAdmin } from '../api/admin-users';
import {
  failureMessage,
  settingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../settings-feedback';
import { TabHeading } from './settings-fields';

export const ADMIN_USERS_TEXT = {
  managedByEnvironment: 'Managed by ADMIN_EMAILS',
  you: 'You',
  loading: 'Loading the admins...',
  loadError: 'Unable to load the admins',
  confirmTitle: 'Remove admin access?',
  confirmRemove: 'Remove',
  notRegistered: 'No account yet',
} as const;

const displayName = (admin: AdminUser) => admin.name || admin.username || admin.email;

/** The signed-in admin. */
function CurrentUserCard({ user }: { user: User }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-green-600" aria-hidden="true" />
          Current User
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="text-base font-medium">{name}</p>
        <p className="text-muted-foreground">@{user.username}</p>
        <p className="break-all text-muted-foreground">{user.email}</p>
        <div className="pt-1">
          <Badge>Administrator</Badge>
        </div>
      </CardContent>
    </Card>
  );
}

type AddInput = z.input<typeof addAdminRequestSchema>;
type AddOutput = z.output<typeof addAdminRequestSchema>;

/** Add field: an existing account, by username or e-mail, becomes an admin. */
function AddAdminForm() {
  const add = useAddAdmin();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(addAdminRequestSchema),
    defaultValues: { identifier: '' },
  });

  const onSubmit = handleSubmit(async ({ identifier }) => {
    try {
      await add.mutateAsync(identifier);
      reset({ identifier: '' });
      toast(SETTINGS_UPDATED);
    } catch (error) {
      const message = settingsFieldErrors(error).identifier;
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
        id="admin-add-identifier"
        label="Add an admin (username or e-mail)"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="flex-1"
        error={errors.identifier?.message}
        hint="The account must exist already."
        {...register('identifier')}
      />
      <Button type="submit" disabled={add.isPending} className="sm:mt-6">
        <UserPlus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add Admin'}
      </Button>
    </form>
  );
}

/** The confirmation before an admin loses access. */
function RemoveAdminDialog({ admin, onClose }: { admin: AdminUser | null; onClose: () => void }) {
  const remove = useRemoveAdmin();
  const confirm = async () => {
    if (admin?.id == null) return;
    try {
      await remove.mutateAsync(admin.id);
      toast(SETTINGS_UPDATED);
    } catch (error) {
      toastSettingsError(error);
    }
    onClose();
  };
  return (
    <Dialog open={admin !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ADMIN_USERS_TEXT.confirmTitle}</DialogTitle>
          <DialogDescription>
            {admin
              ? `${displayName(admin)} (${admin.email}) will no longer be able to open the admin panel.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Removing...' : ADMIN_USERS_TEXT.confirmRemove}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AdminRow({
  admin,
  isYou,
  onRemove,
}: {
  admin: AdminUser;
  isYou: boolean;
  onRemove: (admin: AdminUser) => void;
}) {
  const fromEnvironment = admin.source === 'environment';
  const removable = !fromEnvironment && !isYou && admin.id !== null;
  const name = displayName(admin);
  const details = [admin.username && `@${admin.username}`, name !== admin.email && admin.email]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{name}</span>
          {isYou && <Badge variant="secondary">{ADMIN_USERS_TEXT.you}</Badge>}
          {fromEnvironment && (
            <Badge variant="outline">{ADMIN_USERS_TEXT.managedByEnvironment}</Badge>
          )}
          {admin.id === null && <Badge variant="outline">{ADMIN_USERS_TEXT.notRegistered}</Badge>}
        </p>
        {details && <p className="text-sm break-all text-muted-foreground">{details}</p>}
      </div>
      {removable && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRemove(admin)}
          aria-label={`Remove ${name}`}
        >
          <UserX aria-hidden="true" />
          Remove
        </Button>
      )}
    </li>
  );
}

/** The admins: accounts flagged admin (removable) and ADMIN_EMAILS entries (not). */
function AdminList() {
  const { data, error, isPending } = useAdminUsers();
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  let body;
  if (error) {
    body = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{ADMIN_USERS_TEXT.loadError}</p>
        <p className="text-sm">{failureMessage(error)}</p>
      </div>
    );
  } else if (isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{ADMIN_USERS_TEXT.loading}</span>
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  } else {
    body = (
      <ul aria-label="Admins" className="divide-y">
        {data.admins.map((admin) => (
          <AdminRow
            key={`${admin.source}:${admin.id ?? admin.email}`}
            admin={admin}
            isYou={admin.id !== null && admin.id === data.currentUserId}
            onRemove={setRemoving}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Admin Users</CardTitle>
        <CardDescription>
          Admins open this panel. Addresses in the server&apos;s ADMIN_EMAILS are admins too and are
          changed there.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {body}
        <AddAdminForm />
      </CardContent>
      <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

/** Admin Settings: who you are and who the admins are. */
export function AdminSettingsTab({ currentUser }: { currentUser: User }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="Admin Settings">Who may open the admin panel.</TabHeading>
      <CurrentUserCard user={currentUser} />
      <AdminList />
    </div>
  );
}
