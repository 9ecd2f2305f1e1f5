import type * as React from 'react';

import { cn } from '../../lib/cn';

function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      // Decorative placeholder: the loading state should be announced elsewhere (e.g. aria-busy).
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-secondary', className)}
      {...props}
    />
  );
}

export { Skeleton };
