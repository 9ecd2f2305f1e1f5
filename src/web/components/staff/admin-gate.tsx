import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { loginHref } from '../../../core/return-path';
import { callerAccess, grantsAccess } from '../../../core/route-access';
import { Button } from '../ui/button';

/**
 * Who a back-office page is for: 'staff' pages (contacts, buyer files, showings) let agents in
 * as well as admins, 'admin' pages (the panel and the settings) admins only. The server's routes
 * behind each page declare the same level.
 */
export type BackOfficeAccess = 'staff' | 'admin';

/** What a back-office page says to someone who may not use it (each page words it its own way). */
export type AdminGateTexts = {
  signedOutTitle: string;
  signedOut: string;
  adminsOnly: string;
  notAdmin: string;
};

/** A centred notice of a back-office page: why it shows nothing, and what to do. */
export function AdminNotice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-16 text-center">
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

/**
 * The body of a back-office page by who is looking (the server refuses its calls to anyone
 * else anyway): a skeleton while the session is checked (`user` undefined), a sign-in prompt
 * that comes back to `path` for a visitor who is not signed in, the page's refusal
 * (`texts.adminsOnly`) for a signed-in visitor without the page's `access`, and the page itself
 * for an admin, or an agent on a staff page.
 */
export function AdminGate({
  user,
  path,
  texts,
  loading,
  access = 'admin',
  children,
}: {
  user: User | null | undefined;
  path: string;
  texts: AdminGateTexts;
  loading: ReactNode;
  access?: BackOfficeAccess;
  children: (staff: User) => ReactNode;
}) {
  if (user === undefined) return loading;
  if (user === null) {
    return (
      <AdminNotice
        title={texts.signedOutTitle}
        action={
          <Button asChild>
            <Link href={loginHref(path)}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
        }
      >
        {texts.signedOut}
      </AdminNotice>
    );
  }
  if (!grantsAccess(callerAccess(user), access)) {
    return <AdminNotice title={texts.adminsOnly}>{texts.notAdmin}</AdminNotice>;
  }
  return children(user);
}
