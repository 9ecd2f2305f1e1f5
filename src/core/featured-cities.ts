/** The quick city chips of the home page, in the spec's order (visitor spec section 2). */
export const FEATURED_CITIES = [
  'Prescott',
  'Payson',
  'Pine',
  'Strawberry',
  'Star Valley',
  'Show Low',
  'Pinetop',
  'Lakeside',
  'Heber',
  'Overgaard',
  'Phoenix',
] as const;

export type FeaturedCity = (typeof FEATURED_CITIES)[number];
