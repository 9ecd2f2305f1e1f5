import { useRef } from 'react';
import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { CalculatorTabs, type CalculatorKeyHandlers } from './calculator-tabs';

/**
 * The header's Calculator dialog with the tabs Basic, Mortgage and Bridge Loan. The header
 * loads this module on the first click (DeferredDialog); the tabs are part of it, so focus
 * lands on the first tab when it opens.
 */
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
        <CalculatorTabs
          registerKeyHandlers={(handlers) => {
            keyHandlers.current = handlers;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
