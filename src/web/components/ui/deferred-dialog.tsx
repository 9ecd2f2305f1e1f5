import { Slot } from 'radix-ui';
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/**
 * A dialog whose code is fetched on the first click of its trigger, then shown open.
 * `children` renders the (lazy) dialog around the same trigger, opened at once; later
 * openings are the dialog's own. Dialogs most visits never open (calculators, the phone
 * search form) stay out of the first download this way.
 */
export function DeferredDialog({
  trigger,
  children,
}: {
  trigger: ReactElement;
  children: (trigger: ReactElement) => ReactNode;
}) {
  const [requested, setRequested] = useState(false);
  if (!requested) return <Slot.Root onClick={() => setRequested(true)}>{trigger}</Slot.Root>;
  return (
    <Suspense fallback={<Slot.Root aria-busy="true">{trigger}</Slot.Root>}>
      {children(trigger)}
    </Suspense>
  );
}
