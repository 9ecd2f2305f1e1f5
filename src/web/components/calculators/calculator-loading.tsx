import { cn } from '../../lib/cn';

/** Holds the calculator's place while its code loads (the first opening only). */
export function CalculatorLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center text-sm text-muted-foreground', className)}
    >
      Loading calculator...
    </div>
  );
}
