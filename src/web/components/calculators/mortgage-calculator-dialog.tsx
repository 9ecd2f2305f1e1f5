import { lazy, type ReactElement } from 'react';
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
}: {
  trigger: ReactElement;
  initialPrice?: number;
}) {
  return (
    <DeferredDialog trigger={trigger}>
      {(loadedTrigger) => (
        <MortgageCalculatorModal defaultOpen trigger={loadedTrigger} initialPrice={initialPrice} />
      )}
    </DeferredDialog>
  );
}
