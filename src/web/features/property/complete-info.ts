import { formatPrice, NOT_LISTED } from '../../../core/listing-display';
import { formatDay } from './property-format';

/**
 * The Complete Property Information section: the feed's other public fields (the reply's
 * `additionalFields`), grouped into categories by the words of their names, with readable
 * labels and values.
 */

export const INFO_CATEGORIES = [
  'Interior',
  'Exterior',
  'Lot & Land',
  'Utilities',
  'HOA & Fees',
  'Schools',
  'Location',
  'Other',
] as const;
export type InfoCategory = (typeof INFO_CATEGORIES)[number];

/**
 * The words of a field name that put it in a category, checked in this order (first match
 * wins): 'HighSchoolDistrict' is a school before a location, 'TaxAnnualAmount' a fee,
 * 'WaterSource' a utility while 'WaterfrontYN' (one word) is about the land.
 */
const CATEGORY_WORDS: ReadonlyArray<[InfoCategory, ReadonlySet<string>]> = [
  ['Schools', new Set(['school', 'schools', 'district', 'elementary'])],
  [
    'HOA & Fees',
    new Set([
      'association',
      'hoa',
      'fee',
      'fees',
      'tax',
      'taxes',
      'assessment',
      'assessments',
      'dues',
    ]),
  ],
  [
    'Utilities',
    new Set([
      'utilities',
      'utility',
      'electric',
      'sewer',
      'septic',
      'water',
      'gas',
      'internet',
      'cooling',
      'heating',
      'solar',
      'power',
      'propane',
      'well',
      'irrigation',
    ]),
  ],
  [
    'Lot & Land',
    new Set([
      'lot',
      'land',
      'acres',
      'acre',
      'zoning',
      'parcel',
      'survey',
      'legal',
      'topography',
      'frontage',
      'fencing',
      'horse',
      'view',
      'waterfront',
      'vegetation',
      'easements',
      'elevation',
    ]),
  ],
  [
    'Location',
    new Set([
      'city',
      'state',
      'province',
      'postal',
      'zip',
      'county',
      'parish',
      'subdivision',
      'latitude',
      'longitude',
      'street',
      'address',
      'directions',
      'neighborhood',
      'community',
      'map',
    ]),
  ],
  [
    'Interior',
    new Set([
      'bed',
      'beds',
      'bedrooms',
      'bath',
      'baths',
      'bathrooms',
      'room',
      'rooms',
      'living',
      'building',
      'interior',
      'fireplace',
      'fireplaces',
      'flooring',
      'kitchen',
      'appliances',
      'laundry',
      'basement',
      'window',
      'windows',
      'door',
      'doors',
      'furnished',
    ]),
  ],
  [
    'Exterior',
    new Set([
      'exterior',
      'roof',
      'construction',
      'foundation',
      'patio',
      'porch',
      'deck',
      'pool',
      'spa',
      'garage',
      'parking',
      'carport',
      'architectural',
      'style',
      'stories',
      'levels',
      'fence',
      'landscaping',
      'built',
      'age',
      'condition',
    ]),
  ],
];

/**
 * Fields a visitor has no use for: the feed's IDX display permissions, the photo count and
 * the property type code ('A'; the page shows the type by name).
 * Agent, office and timestamp fields are removed by the server already; the pattern is a
 * second guard so a new feed field never shows them (visitor spec: they are hidden).
 */
const HIDDEN = /^Internet\w*DisplayYN$|^PhotosCount$|^PropertyType$|agent|office|timestamp/i;

/** Names that read better than their split words. */
const LABELS: Record<string, string> = {
  MlsStatus: 'MLS Status',
  StandardStatus: 'Status',
  UnparsedAddress: 'Full Address',
  UnparsedFirstLineAddress: 'Street Address',
  StateOrProvince: 'State',
  CountyOrParish: 'County',
  PostalCode: 'ZIP Code',
  BedsTotal: 'Bedrooms',
  BathsTotal: 'Bathrooms',
  BathsFull: 'Full Baths',
  BathsHalf: 'Half Baths',
  BathsThreeQuarter: 'Three-Quarter Baths',
  RoomsTotal: 'Total Rooms',
  ParkingTotal: 'Parking Spaces',
  PublicSurveyTownship: 'Township',
  PublicSurveyRange: 'Range',
  PublicSurveySection: 'Section',
  HighSchoolDistrict: 'School District',
  MiddleOrJuniorSchool: 'Middle or Junior School',
  TaxAnnualAmount: 'Annual Tax',
  AssociationYN: 'HOA',
  AssociationFee: 'HOA Fee',
  AssociationName: 'HOA Name',
  AssociationFeeIncludes: 'HOA Fee Includes',
  HorseYN: 'Horse Property',
  AuctionYN: 'Auction',
};

/** 'LotSizeAcres' -> ['lot', 'size', 'acres']; 'HorseYN' -> ['horse', 'yn']. */
export function fieldWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean);
}

export function fieldCategory(key: string): InfoCategory {
  const words = fieldWords(key);
  for (const [category, set] of CATEGORY_WORDS) {
    if (words.some((w) => set.has(w))) return category;
  }
  return 'Other';
}

/** 'LotSizeAcres' -> 'Lot Size Acres'; yes/no fields lose their 'YN'. */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const spaced = key
    .replace(/YN$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const PLAIN_NUMBER = new Set([
  'year',
  'number',
  'code',
  'zip',
  'latitude',
  'longitude',
  'section',
  'township',
  'range',
]);
const MONEY = new Set(['price', 'amount', 'fee', 'fees', 'tax', 'dues']);

/** A field's value as text: Yes/No, dollars, dates, separators; masked values are Not Listed. */
export function fieldValue(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const words = fieldWords(key);
    if (words.some((w) => PLAIN_NUMBER.has(w))) return String(value);
    if (words.some((w) => MONEY.has(w))) return formatPrice(value) ?? String(value);
    return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  }
  const text = value.trim();
  if (text === '' || text.includes('*')) return NOT_LISTED;
  if (/Date$/.test(key)) return formatDay(text) ?? text;
  return text;
}

export type InfoField = { key: string; label: string; value: string };
export type InfoGroup = { category: InfoCategory; fields: InfoField[] };

/** The fields by category, in the order of INFO_CATEGORIES; empty categories are left out. */
export function groupAdditionalFields(
  fields: Record<string, string | number | boolean>,
): InfoGroup[] {
  const byCategory = new Map<InfoCategory, InfoField[]>();
  for (const [key, value] of Object.entries(fields)) {
    if (HIDDEN.test(key)) continue;
    const category = fieldCategory(key);
    const list = byCategory.get(category) ?? [];
    list.push({ key, label: fieldLabel(key), value: fieldValue(key, value) });
    byCategory.set(category, list);
  }
  return INFO_CATEGORIES.flatMap((category) => {
    const list = byCategory.get(category);
    return list ? [{ category, fields: list }] : [];
  });
}
