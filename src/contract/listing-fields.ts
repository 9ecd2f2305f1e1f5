import { z } from 'zod';

/** Feature groups of a listing (visitor spec section 3): each maps a feature name to true. */
export const FEATURE_GROUPS = [
  'Interior',
  'Fireplace',
  'Lot',
  'Parking',
  'Laundry',
  'Window',
  'WaterSource',
  'Building',
  'Exterior',
  'PatioAndPorch',
  'Pool',
  'Spa',
  'Security',
  'EnergySaving',
  'Door',
  'Community',
  'HorseAmenities',
  'Appliances',
  'Flooring',
  'Kitchen',
  'Cooling',
  'Heating',
  'Basement',
  'Utilities',
  'Sewer',
] as const;

export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

export const listingFeatureGroupsSchema = z.partialRecord(
  z.enum(FEATURE_GROUPS),
  z.record(z.string(), z.literal(true)),
);
export type ListingFeatureGroups = z.infer<typeof listingFeatureGroupsSchema>;

/** One photo in the sizes the feed offers (Spark Uri300..Uri1600); larger sizes may be absent. */
export const listingPhotoSchema = z.object({
  uri300: z.string().optional(),
  uri640: z.string().optional(),
  uri800: z.string().optional(),
  uri1024: z.string().optional(),
  uri1280: z.string().optional(),
  uri1600: z.string().optional(),
  caption: z.string().optional(),
  primary: z.boolean().optional(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;
