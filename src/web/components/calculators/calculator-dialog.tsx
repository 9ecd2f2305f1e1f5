import { lazy, Suspense, useRef } from 'react';
import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { CalculatorLoading } from './calculator-loading';
import type { CalculatorKeyHandlers } from './calculator-tabs';

// The calculators are fetched when the dialog first opens: every page has the header's
// button, and few visits use it, so they stay out of the first download.
const CalculatorTabs = lazy(() =>
  import('./calculator-tabs').then((m) => ({ default: m.CalculatorTabs })),
);

/** The header's Calculator dialog with the tabs Basic, Mortgage and Bridge Loan. */
export function CalculatorDialog({
  trigger,
  defaultOpen = false,
}: {
  trigger: React.ReactNode;
  /** Open at once: the header loads this dialog on the first click of its button. */
  defaultOpen?: boolean;
}) {
  const keyHandlers = useRef<CalculatorKeyHandlers | null>(null);
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className="max-w-md max-sm:p-4"
        onKeyDown={(event) => keyHandlers.current?.onKeyDown(event)}
        onEscapeKeyDown={(event) => keyHandlers.current?.onEscapeKeyDown(event)}
      >
        <DialogHeader>
          <DialogTitle>Calculator</DialogTitle>
          <DialogDescription>
            Quick math, a mortgage payment or a bridge loan estimate.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<CalculatorLoading className="h-96" />}>
          <CalculatorTabs
            registerKeyHandlers={(handlers) => {
              keyHandlers.current = handlers;
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
