import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGES } from '../../../core/page-routes';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import type { BackOfficeAccess } from './admin-gate';
import { ADMIN_PAGE_TEXT as TEXT } from './admin-page-text';

/** The link Home of a back-office page's header. */
export function AdminHomeLink({ className }: { className?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link href={PAGES.home}>
        <Home aria-hidden="true" />
        {TEXT.home}
      </Link>
    </Button>
  );
}

/** The badge beside a back-office page's title: who the page is for. */
export function AccessBadge({ access = 'admin' }: { access?: BackOfficeAccess }) {
  return <Badge variant="secondary">{access === 'staff' ? TEXT.staffOnly : TEXT.adminOnly}</Badge>;
}

/**
 * A back-office page's title block: the page's h1 with the Admin Only badge beside (Staff Only
 * on a page agents use too, `access` 'staff'), what the page is for, and the link Home.
 * `className` changes its place (its bottom margin).
 */
export function AdminPageHeader({
  title,
  description,
  access = 'admin',
  className,
}: {
  title: ReactNode;
  description: ReactNode;
  access?: BackOfficeAccess;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex items-start justify-between gap-3', className)}>
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <AccessBadge access={access} />
        </div>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <AdminHomeLink className="shrink-0" />
    </div>
  );
}
