import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import type { ListingCosts } from '../../../core/finance';
import { MortgageCalculator } from './mortgage-calculator';

/**
 * The Mortgage Calculator in a dialog, opened by `trigger`. The calculator mounts on every
 * opening, so it starts from `initialPrice` (and a listing's tax and HOA fee) again. Loaded by MortgageCalculatorDialog.
 */
export function MortgageCalculatorModal({
  trigger,
  initialPrice,
  listingCosts,
  defaultOpen = false,
}: {
  trigger: React.ReactNode;
  initialPrice?: number | undefined;
  listingCosts?: ListingCosts | undefined;
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
        <MortgageCalculator initialPrice={initialPrice} listingCosts={listingCosts} />
      </DialogContent>
    </Dialog>
  );
}
