import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { MortgageCalculator } from './mortgage-calculator';

/**
 * The Mortgage Calculator in a dialog, opened by `trigger`. The calculator mounts on every
 * opening, so it starts from `initialPrice` again. Loaded by MortgageCalculatorDialog.
 */
export function MortgageCalculatorModal({
  trigger,
  initialPrice,
  defaultOpen = false,
}: {
  trigger: React.ReactNode;
  initialPrice?: number | undefined;
  defaultOpen?: boolean;
}) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-3xl max-sm:p-4">
        <DialogHeader>
          <DialogTitle>Mortgage Calculator</DialogTitle>
          <DialogDescription>
            Estimate your monthly payment with taxes, insurance and fees.
          </DialogDescription>
        </DialogHeader>
        <MortgageCalculator initialPrice={initialPrice} />
      </DialogContent>
    </Dialog>
  );
}
