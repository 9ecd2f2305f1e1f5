/**
 * How a property page draws its main photo. Shared by the page and by the server, which
 * preloads the same candidate the browser will pick (a different srcset or sizes would make
 * the browser download the photo twice).
 */

/** The main photo's rendered width at each breakpoint of the property page's layout. */
export const MAIN_PHOTO_SIZES =
  '(min-width: 1280px) 620px, (min-width: 1024px) 49vw, (min-width: 768px) 72vw, calc(100vw - 2rem)';

/** A photo in the three sizes we keep. */
export type SizedPhoto = { small: string; medium: string; large: string };

/** srcset of a photo: the browser picks the size its layout and screen need. */
export function photoSrcSet(photo: SizedPhoto): string | undefined {
  if (photo.small === photo.large) return undefined;
  return `${photo.small} 800w, ${photo.medium} 1024w, ${photo.large} 1600w`;
}
