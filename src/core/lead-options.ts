import { digitsOnly } from './number-format';

/**
 * The option lists of the new-client form and the lead schema (visitor spec sections 2 and 3).
 * Values are what the form sends and what the CRM receives; labels are what the visitor reads.
 */

export const BUY_OR_SELL_OPTIONS = [
  { value: 'buying', label: 'Buying' },
  { value: 'selling', label: 'Selling' },
  { value: 'renting-only', label: 'Renting only' },
] as const;

export const TIMEFRAME_OPTIONS = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: '6-12months', label: '6-12 months' },
  { value: '1year+', label: '1 year or more' },
] as const;

/** Six bands in steps of $200,000; `max` is the budget a CRM records for the band. */
export const PRICE_RANGE_OPTIONS = [
  { value: '0-200000', label: '$0 - $200,000', max: 200_000 },
  { value: '200000-400000', label: '$200,000 - $400,000', max: 400_000 },
  { value: '400000-600000', label: '$400,000 - $600,000', max: 600_000 },
  { value: '600000-800000', label: '$600,000 - $800,000', max: 800_000 },
  { value: '800000-1000000', label: '$800,000 - $1,000,000', max: 1_000_000 },
  { value: '1000000+', label: 'Above $1,000,000', max: 1_000_000 },
] as const;

export const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export const BATHROOM_OPTIONS = ['1', '1.5', '2', '2.5', '3', '3+'] as const;

export const LEAD_PROPERTY_TYPE_OPTIONS = [
  { value: 'single-family', label: 'Single Family' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhome', label: 'Townhome' },
  { value: 'manufactured', label: 'Manufactured' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial' },
] as const;

export const HOME_WISH_LIST_OPTIONS = [
  'Mountain View',
  'Pool/Spa',
  'Guest House',
  'Home Office',
  'Gym/Exercise Room',
  'Wine Cellar',
  "Chef's Kitchen",
  'Master Suite on Main Floor',
  'Casita/In-Law Suite',
  '3+ Car Garage',
  'Golf Course View',
  'Outdoor Kitchen',
  'Fire Pit/Fireplace',
  'Walking Distance to Amenities',
  'Gated Community',
  'RV Parking',
  'Horse Property',
  'Lake/Water View',
  'High Ceilings',
  'Open Floor Plan',
  'Hardwood Floors',
  'Updated Kitchen',
  'Large Backyard',
  'Energy Efficient',
] as const;

export const FINANCING_TYPE_VALUES = ['conventional', 'fha', 'va', 'cash', 'other'] as const;
/** The spec's list also names the site's own host, which the lead schema allows as 'website'. */
export const HOW_DID_YOU_HEAR_VALUES = [
  'google',
  'facebook',
  'instagram',
  'referral',
  'zillow',
  'website',
  'sign',
  'other',
] as const;
export const PREFERRED_CONTACT_VALUES = ['email', 'phone', 'text'] as const;
export const BEST_TIME_VALUES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const URGENCY_VALUES = ['low', 'medium', 'high'] as const;

/** The budget a price band stands for (its upper bound), or null without a band. */
export function budgetOfPriceRange(value: string | undefined | null): number | null {
  return PRICE_RANGE_OPTIONS.find((o) => o.value === value)?.max ?? null;
}

/** A phone number's comparable form: its digits, without a leading US country code. */
export function normalizePhone(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An e-mail address's comparable form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
