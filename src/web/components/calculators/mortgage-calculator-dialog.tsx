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
 * The Mortgage Calculator in a dialog, opened by `trigger` (home Quick Tools, property page,
 * Just Listed). The calculator mounts on every opening, so it starts from `initialPrice` again.
 */
export function MortgageCalculatorDialog({
  trigger,
  initialPrice,
}: {
  trigger: React.ReactNode;
  initialPrice?: number;
}) {
  return (
    <Dialog>
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
