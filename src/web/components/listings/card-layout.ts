/*
 * Sizes shared by the listing card and its loading skeleton. Every row has a fixed line
 * height and the body a fixed height, so a skeleton and the card that replaces it are the
 * same size and nothing below them moves (no layout shift).
 */

export const CARD_FRAME =
  'relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm';

/** The photo box: 4:3 whatever the photo's own shape. */
export const CARD_PHOTO_BOX = 'relative aspect-[4/3] w-full shrink-0 overflow-hidden bg-muted';

// 16.5rem, and 1.625rem for the status badge's row under the price (issue 41)
export const CARD_BODY = 'flex h-[18.125rem] flex-col gap-1.5 overflow-hidden p-4';
