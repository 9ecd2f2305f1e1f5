import { Search } from 'lucide-react';
import { lazy } from 'react';
import { DeferredDialog } from '../../../components/ui/deferred-dialog';
import type { MobileSearchModalProps } from './mobile-search-modal';

const MobileSearchModal = lazy(() =>
  import('./mobile-search-modal').then((m) => ({ default: m.MobileSearchModal })),
);

/**
 * Below the lg breakpoint the sidebar is hidden; a floating button opens the same form in a
 * dialog, whose code loads on the first tap.
 */
export function MobileSearchDialog(props: MobileSearchModalProps) {
  return (
    <DeferredDialog
      trigger={
        <button
          type="button"
          aria-label="Open property search"
          // styles.css keeps focused controls clear of it
          data-floating-search=""
          className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 lg:hidden"
        >
          <Search className="size-6" aria-hidden="true" />
        </button>
      }
    >
      {(trigger) => <MobileSearchModal {...props} defaultOpen trigger={trigger} />}
    </DeferredDialog>
  );
}
