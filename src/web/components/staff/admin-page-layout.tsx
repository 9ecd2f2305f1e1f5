import type { ReactNode } from 'react';
import type { User } from '../../../contract/auth';
import { AdminGate, type AdminGateTexts, type BackOfficeAccess } from './admin-gate';
import { AdminPageHeader } from './admin-page-header';

/** What a back-office page says in its header and to someone who may not use it. */
export type AdminPageTexts = AdminGateTexts & { title: string; description: string };

/**
 * A back-office page: its column (`width`, max-w-5xl unless told), its title block with the
 * page's title and description, and below it the page itself for whoever `access` lets in
 * (admins unless told; 'staff' lets agents in too), behind the gate (`user`, `path`, `texts`
 * and `loading` as AdminGate takes them).
 */
export function AdminPageLayout({
  width = 'max-w-5xl',
  user,
  path,
  texts,
  loading,
  access = 'admin',
  children,
}: {
  width?: 'max-w-5xl' | 'max-w-7xl';
  user: User | null | undefined;
  path: string;
  texts: AdminPageTexts;
  loading: ReactNode;
  access?: BackOfficeAccess;
  children: (staff: User) => ReactNode;
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:py-8`}>
      <AdminPageHeader title={texts.title} description={texts.description} access={access} />
      <AdminGate user={user} path={path} texts={texts} loading={loading} access={access}>
        {children}
      </AdminGate>
    </div>
  );
}
