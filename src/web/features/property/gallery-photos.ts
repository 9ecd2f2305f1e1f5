import type { PropertyDetail } from '../../../contract/properties';
import { isAllowedPhotoUrl } from '../../../core/listing-display';
import { messageText } from '../../../core/spec-messages';

/** The gallery's message when no photo can be shown (visitor spec section 8). */
export const IMAGE_NOT_AVAILABLE = messageText('screen.imageNotAvailable');

/** One photo of the gallery in the sizes it is drawn at. */
export type GalleryPhoto = {
  /** 800 px: thumbnails and the smallest srcset candidate. */
  small: string;
  medium: string;
  large: string;
  caption: string | null;
};

/**
 * The listing's photos the page may show: every size from an allowed source (site info's
 * photoSources; IDX rules). A reply without a photo set (an older embedded copy) falls back
 * to the plain photo list, one size each.
 */
export function galleryPhotos(
  property: Pick<PropertyDetail, 'photoSet' | 'photos'>,
  sources: readonly string[],
): GalleryPhoto[] {
  const set: GalleryPhoto[] =
    property.photoSet.length > 0
      ? property.photoSet.map((p) => ({
          small: p.uri800,
          medium: p.uri1024,
          large: p.uri1600,
          caption: p.caption,
        }))
      : property.photos.map((url) => ({ small: url, medium: url, large: url, caption: null }));
  return set.filter((p) =>
    [p.small, p.medium, p.large].every((url) => isAllowedPhotoUrl(url, sources)),
  );
}

/** The feed's captions are often just 'Photo 7': those say nothing an alt text needs. */
export function photoAlt(photo: GalleryPhoto, position: number, address: string): string {
  const caption = photo.caption?.trim();
  const meaningful = caption && !/^photo\s*\d+$/i.test(caption) ? caption : null;
  return meaningful
    ? `${address}, photo ${position}: ${meaningful}`
    : `${address}, photo ${position}`;
}

/**
 * The next photo to show after `from` that is not known to fail, going forward (or back) and
 * wrapping around; null when none is left.
 */
export function nextShowable(
  count: number,
  from: number,
  failed: ReadonlySet<number>,
  step: 1 | -1 = 1,
): number | null {
  for (let i = 1; i <= count; i++) {
    const candidate = (((from + step * i) % count) + count) % count;
    if (!failed.has(candidate)) return candidate;
  }
  return null;
}

/** The first photo not known to fail, or null. */
export function firstShowable(count: number, failed: ReadonlySet<number>): number | null {
  return nextShowable(count, -1, failed);
}
