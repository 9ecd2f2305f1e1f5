import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One card of the page: a region named by its heading, with an icon and a line under it. */
export function AutomationCard({
  title,
  description,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('min-w-0 gap-4 py-5 sm:py-6', className)}
    >
      <CardHeader className="px-4 sm:px-6">
        <h2 id={headingId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
          <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
