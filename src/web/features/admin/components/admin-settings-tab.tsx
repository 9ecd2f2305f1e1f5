import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../../contract/auth';
import type { AdminUser } from '../../../../contract/admin-settings';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useAddAdmin, useAdminUsers, useRemoveAdmin } from '../api/admin-users';
import {
  accountDetails,
  AccountRow,
  AddAccountForm,
  CONFIRM_REMOVE,
  ConfirmRemovalDialog,
  ListLoadState,
} from './account-role-parts';
import { AgentsSection } from './agents-section';
import { TabHeading } from './settings-fields';

export const ADMIN_USERS_TEXT = {
  managedByEnvironment: 'Managed by ADMIN_EMAILS',
  you: 'You',
  loading: 'Loading the admins...',
  loadError: 'Unable to load the admins',
  confirmTitle: 'Remove admin access?',
  confirmRemove: CONFIRM_REMOVE,
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
  return (
    <AccountRow
      name={name}
      badges={
        <>
          {isYou && <Badge variant="secondary">{ADMIN_USERS_TEXT.you}</Badge>}
          {fromEnvironment && (
            <Badge variant="outline">{ADMIN_USERS_TEXT.managedByEnvironment}</Badge>
          )}
          {admin.id === null && <Badge variant="outline">{ADMIN_USERS_TEXT.notRegistered}</Badge>}
        </>
      }
      details={accountDetails(name, admin.username, admin.email)}
      onRemove={removable ? () => onRemove(admin) : undefined}
    />
  );
}

/** The admins: accounts flagged admin (removable) and ADMIN_EMAILS entries (not). */
function AdminList() {
  const { data, error, isPending } = useAdminUsers();
  const add = useAddAdmin();
  const remove = useRemoveAdmin();
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  let body;
  if (error || isPending) {
    body = (
      <ListLoadState
        error={error}
        isPending={isPending}
        loading={ADMIN_USERS_TEXT.loading}
        loadError={ADMIN_USERS_TEXT.loadError}
      />
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
        <AddAccountForm
          id="admin-add-identifier"
          label="Add an admin (username or e-mail)"
          submitLabel="Add Admin"
          add={add.mutateAsync}
          pending={add.isPending}
        />
      </CardContent>
      <ConfirmRemovalDialog
        item={removing}
        title={ADMIN_USERS_TEXT.confirmTitle}
        describe={(admin) =>
          `${displayName(admin)} (${admin.email}) will no longer be able to open the admin panel.`
        }
        remove={(admin) => (admin.id === null ? Promise.resolve() : remove.mutateAsync(admin.id))}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

/** Admin Settings: who you are, who the admins are, and who the agents are. */
export function AdminSettingsTab({ currentUser }: { currentUser: User }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="Admin Settings">
        Who may open the admin panel, and the agents leads are assigned to.
      </TabHeading>
      <CurrentUserCard user={currentUser} />
      <AdminList />
      <AgentsSection />
    </div>
  );
}
