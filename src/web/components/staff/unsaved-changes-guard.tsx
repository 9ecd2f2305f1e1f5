import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

export const UNSAVED_CHANGES_TEXT = {
  title: 'Leave without saving?',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;

/** Where a click goes when it follows a link to another page in this tab, else null. */
function pageLeftBy(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  const samePage =
    to.origin === here.origin && to.pathname === here.pathname && to.search === here.search;
  return samePage ? null : to;
}

/**
 * While `dirty`, leaving the page asks first. A reload, a close or a typed address get the
 * browser's own prompt (beforeunload). A link of the page or of the site's header is held
 * back: `leaving` is where it went until the admin chooses to `stay` or to `leave` anyway (a
 * link the app follows itself never unloads the page, so beforeunload alone would miss it).
 */
function useUnsavedChangesGuard(dirty: boolean) {
  const [leaving, setLeaving] = useState<URL | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // browsers before 2023 prompt only when returnValue is set
      event.returnValue = true;
    };
    const click = (event: MouseEvent) => {
      const to = pageLeftBy(event);
      if (!to) return;
      // the router skips a prevented click; this listener runs first (capture, on document)
      event.preventDefault();
      setLeaving(to);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return {
    leaving,
    stay: () => setLeaving(null),
    leave: () => {
      if (!leaving) return;
      setLeaving(null);
      if (leaving.origin === window.location.origin) {
        navigate(`${leaving.pathname}${leaving.search}${leaving.hash}`);
      } else {
        window.location.assign(leaving.href);
      }
    },
  };
}

/**
 * Guards a back-office editor with unsaved changes: the browser's prompt on reload or close,
 * and a 'Leave without saving?' dialog when a link would leave the page. `description` says
 * what would be lost.
 */
export function UnsavedChangesGuard({
  dirty,
  description,
}: {
  dirty: boolean;
  description: string;
}) {
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <Dialog open={guard.leaving !== null} onOpenChange={(next) => !next && guard.stay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{UNSAVED_CHANGES_TEXT.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{UNSAVED_CHANGES_TEXT.stay}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={guard.leave}>
            {UNSAVED_CHANGES_TEXT.leave}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
