import { Search } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { PropertySearchForm } from './property-search-form';

/**
 * Below the lg breakpoint the sidebar is hidden; a floating button opens the same form in a
 * dialog, which closes once a search starts so the results are in view.
 */
export function MobileSearchDialog({
  resultsId,
  ...formProps
}: ComponentProps<typeof PropertySearchForm> & {
  /** The element (focusable) to move to after a search, instead of back to the button. */
  resultsId: string;
}) {
  const [open, setOpen] = useState(false);
  const searched = useRef(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label="Open property search"
          className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 lg:hidden"
        >
          <Search className="size-6" aria-hidden="true" />
        </button>
      </DialogTrigger>
      <DialogContent
        className="max-sm:p-4"
        onCloseAutoFocus={(event) => {
          if (!searched.current) return;
          searched.current = false;
          event.preventDefault();
          const results = document.getElementById(resultsId);
          results?.focus({ preventScroll: true });
          results?.scrollIntoView({ block: 'start' });
        }}
      >
        <DialogHeader>
          <DialogTitle>Advanced Property Search</DialogTitle>
          <DialogDescription>Narrow the listings by any of these details.</DialogDescription>
        </DialogHeader>
        <PropertySearchForm
          {...formProps}
          onSearch={(values) => {
            formProps.onSearch(values);
            searched.current = true;
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
