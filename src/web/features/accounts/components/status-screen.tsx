import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type StatusScreenProps = {
  icon: LucideIcon;
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  /** Move focus to the title, so screen readers announce a screen that replaced a form. */
  focusTitle?: boolean;
};

/** A one-message card: email sent, password reset, invalid link. */
export function StatusScreen({ icon: Icon, tone, title, children, focusTitle }: StatusScreenProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <Card className="text-center">
      <CardContent className="flex flex-col items-center gap-4">
        <span
          className={cn(
            'flex size-12 items-center justify-center rounded-full',
            tone === 'success'
              ? 'bg-success/10 text-success'
              : 'bg-destructive/10 text-destructive',
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {title}
        </h1>
        {children}
      </CardContent>
    </Card>
  );
}
