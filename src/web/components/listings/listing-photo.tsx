import { NO_PHOTO } from '../../../core/listing-display';
import { cx } from '../../lib/cn';

/**
 * A listing's card photo (800 px, loaded lazily at a fixed size so nothing moves), filling its
 * box; 'No Photo Available' in its place when the listing has no allowed photo.
 */
export function ListingPhoto({
  photo,
  alt,
  placeholderClassName,
}: {
  photo: string | null;
  alt: string;
  /** The placeholder text's size, to suit the box. */
  placeholderClassName: string;
}) {
  if (!photo) {
    return (
      <div
        className={cx(
          'flex size-full items-center justify-center',
          placeholderClassName,
          'text-muted-foreground',
        )}
      >
        {NO_PHOTO}
      </div>
    );
  }
  return (
    <img
      src={photo}
      alt={alt}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}
