import { ImageOff } from 'lucide-react';
import { MAIN_PHOTO_SIZES, photoSrcSet } from '../../../../core/listing-photos';
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { cn } from '../../../lib/cn';
import { firstShowable, IMAGE_NOT_AVAILABLE, photoAlt, type GalleryPhoto } from '../gallery-photos';

// The full-screen viewer is its own chunk: fetched when a visitor points at the gallery, so
// it is usually there by the time they click.
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));
const preloadViewer = () => void loadViewer().catch(() => undefined);

const THUMBNAILS = 4;

/** Main photo on large screens: two thirds of the 80rem page less padding, and 3/4 of that. */

function NoImage({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-700',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-8" />
      <p className="text-sm font-medium">{IMAGE_NOT_AVAILABLE}</p>
    </div>
  );
}

/**
 * The listing's main photo with up to four thumbnails and a '+N more' overlay, opening a
 * full-screen viewer (visitor spec section 2). A photo that fails to load anywhere is dropped
 * from the gallery and the viewer alike.
 */
export function PhotoGallery({ photos, address }: { photos: GalleryPhoto[]; address: string }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [viewerStart, setViewerStart] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const mainButton = useRef<HTMLButtonElement>(null);

  const markFailed = useCallback((index: number) => {
    setFailed((current) => (current.has(index) ? current : new Set(current).add(index)));
  }, []);

  const main = firstShowable(photos.length, failed);
  const showable = photos.map((_, i) => i).filter((i) => !failed.has(i));
  const thumbnails = showable.filter((i) => i !== main).slice(0, THUMBNAILS);
  const more = showable.length - 1 - thumbnails.length;

  const open = (index: number, event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setViewerStart(index);
  };

  const restoreFocus = useCallback(() => {
    // The trigger may have been dropped meanwhile (its photo failed): fall back to the main one.
    const target = opener.current?.isConnected ? opener.current : mainButton.current;
    target?.focus();
  }, []);

  const mainPhoto = main === null ? undefined : photos[main];

  return (
    <div
      className={cn('grid gap-2', thumbnails.length > 0 && 'md:grid-cols-[3fr_1fr]')}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100">
        {mainPhoto && main !== null ? (
          <button
            ref={mainButton}
            type="button"
            className="group block size-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
            aria-label={`View photo 1 of ${showable.length} full screen`}
            onClick={(event) => open(main, event)}
          >
            <img
              key={main}
              src={mainPhoto.medium}
              srcSet={photoSrcSet(mainPhoto)}
              sizes={MAIN_PHOTO_SIZES}
              alt={photoAlt(mainPhoto, 1, address)}
              width={1024}
              height={768}
              // the page's largest paint: decoded with the frame, not deferred
              fetchPriority="high"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
              onError={() => markFailed(main)}
            />
          </button>
        ) : (
          <NoImage />
        )}
      </div>

      {thumbnails.length > 0 && (
        <ul
          aria-label="More photos"
          className="grid grid-cols-4 gap-2 md:grid-cols-1 md:grid-rows-4"
        >
          {thumbnails.map((index, slot) => {
            const photo = photos[index];
            if (!photo) return null;
            const position = showable.indexOf(index) + 1;
            const last = slot === thumbnails.length - 1 && more > 0;
            return (
              <li key={index} className="relative aspect-[4/3] md:aspect-auto md:min-h-0">
                <button
                  type="button"
                  className="group absolute inset-0 overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-offset-[-3px]"
                  aria-label={
                    last
                      ? `View all ${showable.length} photos, starting at photo ${position}`
                      : `View photo ${position} of ${showable.length}`
                  }
                  onClick={(event) => open(index, event)}
                >
                  <img
                    src={photo.small}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                    onError={() => markFailed(index)}
                  />
                  {last && (
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 flex items-center justify-center bg-slate-950/65 text-sm font-semibold whitespace-nowrap text-white sm:text-lg"
                    >
                      +{more} more
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {viewerStart !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            failed={failed}
            onFail={markFailed}
            startIndex={viewerStart}
            address={address}
            onClose={() => setViewerStart(null)}
            onRestoreFocus={restoreFocus}
          />
        </Suspense>
      )}
    </div>
  );
}
