import { ChevronLeft, ChevronRight, ImageOff, XIcon } from 'lucide-react';
import { photoSrcSet } from '../../../../core/listing-photos';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { IMAGE_NOT_AVAILABLE, nextShowable, photoAlt, type GalleryPhoto } from '../gallery-photos';

const controlButton =
  'inline-flex size-12 items-center justify-center rounded-full bg-slate-900/80 text-white ring-1 ring-white/30 transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

/**
 * The full-screen photo viewer (a Radix dialog: focus is trapped inside and Escape closes):
 * previous/next, thumbnails, 'Photo N of M', Left/Right arrow keys. A photo that fails to
 * load is skipped for the next one (or the first); with none left it says 'Image not available'.
 */
export function PhotoViewer({
  photos,
  failed,
  onFail,
  startIndex,
  address,
  onClose,
  onRestoreFocus,
}: {
  photos: GalleryPhoto[];
  /** Photos known to fail (shared with the gallery). */
  failed: ReadonlySet<number>;
  onFail: (index: number) => void;
  startIndex: number;
  address: string;
  onClose: () => void;
  /** Gives focus back to what opened the viewer. */
  onRestoreFocus: () => void;
}) {
  const [index, setIndex] = useState(startIndex);
  const activeThumb = useRef<HTMLButtonElement>(null);

  const showable = photos.map((_, i) => i).filter((i) => !failed.has(i));
  // The current photo may have failed since it was chosen (in the gallery or here).
  const current = failed.has(index) ? nextShowable(photos.length, index, failed) : index;
  const photo = current === null ? undefined : photos[current];
  const position = current === null ? 0 : showable.indexOf(current) + 1;

  useEffect(() => {
    activeThumb.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  const step = (direction: 1 | -1) => {
    if (current === null) return;
    const next = nextShowable(photos.length, current, failed, direction);
    if (next !== null) setIndex(next);
  };

  const fail = (failedIndex: number) => {
    onFail(failedIndex);
    const next = nextShowable(photos.length, failedIndex, new Set(failed).add(failedIndex));
    if (next !== null && failedIndex === current) setIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  const several = showable.length > 1;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showCloseButton={false}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onRestoreFocus();
        }}
        className="top-0 left-0 flex h-[100dvh] max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-slate-950 p-0 text-white"
      >
        <div className="flex min-h-14 items-center gap-3 px-3 py-2 sm:px-4">
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-base font-semibold text-white">
              Photos of {address}
            </DialogTitle>
            <DialogDescription className="sr-only">
              Use the left and right arrow keys to move between photos. Escape closes the viewer.
            </DialogDescription>
          </div>
          <p aria-live="polite" className="shrink-0 text-sm font-medium text-slate-100">
            {photo ? `Photo ${position} of ${showable.length}` : IMAGE_NOT_AVAILABLE}
          </p>
          <DialogClose className={cn(controlButton, 'size-10')} aria-label="Close photo viewer">
            <XIcon aria-hidden="true" className="size-5" />
          </DialogClose>
        </div>

        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
          {photo && current !== null ? (
            <figure className="flex size-full flex-col items-center justify-center">
              <img
                key={current}
                src={photo.large}
                srcSet={photoSrcSet(photo)}
                sizes="100vw"
                alt={photoAlt(photo, position, address)}
                width={1600}
                height={1200}
                decoding="async"
                className="min-h-0 w-auto max-w-full flex-1 object-contain"
                onError={() => fail(current)}
              />
              {photo.caption && !/^photo\s*\d+$/i.test(photo.caption.trim()) && (
                <figcaption className="py-2 text-center text-sm text-slate-100">
                  {photo.caption}
                </figcaption>
              )}
            </figure>
          ) : (
            <div className="flex flex-col items-center gap-2 text-slate-100">
              <ImageOff aria-hidden="true" className="size-10" />
              <p>{IMAGE_NOT_AVAILABLE}</p>
            </div>
          )}
          {several && (
            <>
              <button
                type="button"
                className={cn(controlButton, 'absolute top-1/2 left-2 -translate-y-1/2 sm:left-4')}
                aria-label="Previous photo"
                onClick={() => step(-1)}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                className={cn(
                  controlButton,
                  'absolute top-1/2 right-2 -translate-y-1/2 sm:right-4',
                )}
                aria-label="Next photo"
                onClick={() => step(1)}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          )}
        </div>

        {several && (
          <ul
            aria-label="Photo thumbnails"
            className="flex shrink-0 gap-2 overflow-x-auto px-3 py-3 sm:justify-center"
          >
            {showable.map((i, n) => {
              const thumb = photos[i];
              if (!thumb) return null;
              const active = i === current;
              return (
                <li key={i} className="shrink-0">
                  <button
                    ref={active ? activeThumb : undefined}
                    type="button"
                    aria-label={`Show photo ${n + 1}`}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                    // Tab through the strip: the focused thumbnail comes into view (at 390 px
                    // it stayed off the strip's edge, issue 45)
                    onFocus={(event) =>
                      event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                    }
                    className={cn(
                      'block h-14 w-20 overflow-hidden rounded-md ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:h-16 sm:w-24',
                      active ? 'ring-white' : 'opacity-70 ring-transparent hover:opacity-100',
                    )}
                  >
                    <img
                      src={thumb.small}
                      alt=""
                      width={800}
                      height={600}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                      onError={() => fail(i)}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
