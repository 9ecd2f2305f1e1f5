import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';

/** One integration's card: title and purpose, its fields, and its buttons at the foot. */
export function ApiCard({
  title,
  description,
  icon: Icon,
  status,
  children,
  actions,
}: {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  /** The last connection test's result, beside the title. */
  status?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            {title}
          </CardTitle>
          {status}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent className="grid gap-4">{children}</CardContent>}
      {actions && <CardFooter className="flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}
