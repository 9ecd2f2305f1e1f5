import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../../lib/cn';

// Listing status colours come from --badge-* variables the admin can change at run time.
// Plain joins, not cn(): shape and colour classes cannot conflict, and a cn() call here would
// build tailwind-merge's class tables while the app's modules load (one long task).
const statusBase =
  'rounded-[var(--badge-radius)] border-[length:var(--badge-border-width)] border-[var(--badge-border-color)] shadow-[var(--badge-shadow)]';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'border-border text-foreground',
        'status-primary': `${statusBase} bg-[var(--badge-primary-bg)] text-[var(--badge-primary-fg)] hover:bg-[var(--badge-primary-hover-bg)] hover:text-[var(--badge-primary-hover-fg)]`,
        'status-success': `${statusBase} bg-[var(--badge-success-bg)] text-[var(--badge-success-fg)] hover:bg-[var(--badge-success-hover-bg)] hover:text-[var(--badge-success-hover-fg)]`,
        'status-warning': `${statusBase} bg-[var(--badge-warning-bg)] text-[var(--badge-warning-fg)] hover:bg-[var(--badge-warning-hover-bg)] hover:text-[var(--badge-warning-hover-fg)]`,
        'status-error': `${statusBase} bg-[var(--badge-error-bg)] text-[var(--badge-error-fg)] hover:bg-[var(--badge-error-hover-bg)] hover:text-[var(--badge-error-hover-fg)]`,
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
export type { BadgeProps };
