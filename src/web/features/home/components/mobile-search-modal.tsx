import { useRef, useState, type ComponentProps, type ReactElement } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { PropertySearchForm } from './property-search-form';

export type MobileSearchModalProps = ComponentProps<typeof PropertySearchForm> & {
  /** The element (focusable) to move to after a search, instead of back to the button. */
  resultsId: string;
};

/**
 * The 'Advanced Property Search' dialog of phones: the sidebar's form, closed once a search
 * starts so the results are in view. Loaded by MobileSearchDialog on the first tap.
 */
export function MobileSearchModal({
  resultsId,
  trigger,
  defaultOpen = false,
  ...formProps
}: MobileSearchModalProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const searched = useRef(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
