import type * as React from 'react';

import { cn } from '../../lib/cn';

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox in the theme's colors (accent-color). Native rather than Radix: it needs
 * no script to work, submits with forms, and keeps the search sidebar's code small.
 */
function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        'peer size-5 shrink-0 cursor-pointer rounded-sm accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  );
}

export { Checkbox };
