import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One card of a Google page: a region named by its heading, what it is for, then its body. */
export function DestinationCard({
  title,
  description,
  icon: Icon,
  action,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  /** Beside the heading (a Refresh button). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={cn('min-w-0 gap-4 py-5', className)}>
      <CardHeader className="px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id={headingId}
            className="flex items-center gap-2 text-lg leading-tight font-semibold"
          >
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            {title}
          </h2>
          {action}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
