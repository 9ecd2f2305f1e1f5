import { lazy, type ReactElement } from 'react';
import type { ListingCosts } from '../../../core/finance';
import { DeferredDialog } from '../ui/deferred-dialog';

const MortgageCalculatorModal = lazy(() =>
  import('./mortgage-calculator-modal').then((m) => ({ default: m.MortgageCalculatorModal })),
);

/**
 * The Mortgage Calculator in a dialog, opened by `trigger` (home Quick Tools, property page,
 * Just Listed). Its code loads on the first click.
 */
export function MortgageCalculatorDialog({
  trigger,
  initialPrice,
  listingCosts,
}: {
  trigger: ReactElement;
  initialPrice?: number;
  /** A property page's own tax and HOA fee. */
  listingCosts?: ListingCosts;
}) {
  return (
    <DeferredDialog trigger={trigger}>
      {(loadedTrigger) => (
        <MortgageCalculatorModal
          defaultOpen
          trigger={loadedTrigger}
          initialPrice={initialPrice}
          listingCosts={listingCosts}
        />
      )}
    </DeferredDialog>
  );
}
