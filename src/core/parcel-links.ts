import { MLS_CITIES, type MlsCity } from './mls-cities';

/**
 * Links of a parcel number to its county's public records (visitor spec section 2, Complete
 * Property Information): the assessor's parcel page, the parcel map (Gila County only) and
 * the treasurer's tax record search.
 *
 * The county comes from the listing's county or city name first, and from the parcel number
 * only as a fallback: the assessor book ranges of our four counties overlap (Maricopa's
 * 120-304 covers Navajo's 201-212 and part of Gila's 301-306 and Yavapai's 100-120).
 */

export type ParcelCounty = MlsCity['county'];

export type CountyParcelSites = {
  /** The assessor's parcel lookup; the parcel number is appended, URL-encoded. */
  assessor: string;
  /** The county GIS parcel viewer, where it accepts a parcel number (Gila County only). */
  parcelMap: string | null;
  /** The treasurer's tax record search; the parcel number is appended, URL-encoded. */
  taxRecords: string;
};

/** Each county's public assessor, GIS and treasurer pages, ending where the parcel number goes. */
export const COUNTY_PARCEL_SITES: Record<ParcelCounty, CountyParcelSites> = {
  Gila: {
    assessor: 'https://www.gilacountyaz.gov/government/assessor/parcel_search.php?parcel=',
    parcelMap: 'https://gis.gilacountyaz.gov/parcelviewer/?parcel=',
    taxRecords: 'https://www.gilacountyaz.gov/government/treasurer/tax_inquiry.php?parcel=',
  },
  Navajo: {
    assessor: 'https://www.navajocountyaz.gov/Departments/Assessor/Parcel-Search?parcel=',
    parcelMap: null,
    taxRecords: 'https://apps.navajocountyaz.gov/TreasurerTaxInquiry/?parcel=',
  },
  Yavapai: {
    assessor: 'https://gis.yavapaiaz.gov/v4/print_parcel.aspx?qs=',
    parcelMap: null,
    taxRecords: 'https://taxinquiry.yavapaiaz.gov/Main/Search?parcel=',
  },
  Maricopa: {
    assessor: 'https://mcassessor.maricopa.gov/mcs/?q=',
    parcelMap: null,
    taxRecords: 'https://treasurer.maricopa.gov/Parcel/?Parcel=',
  },
};

/**
 * Assessor book numbers of the parcel formats our feed carries (`BBB-MM-PPP` plus an optional
 * split letter A-F). Narrow ranges first: where they overlap, the mountain counties we serve
 * are the likelier answer than Maricopa's wide range.
 */
const BOOK_RANGES: ReadonlyArray<{ county: ParcelCounty; first: number; last: number }> = [
  { county: 'Gila', first: 301, last: 306 },
  { county: 'Navajo', first: 201, last: 212 },
  { county: 'Yavapai', first: 100, last: 120 },
  { county: 'Maricopa', first: 120, last: 304 },
];

const PARCEL_PATTERN = /^(\d{3})-?(\d{2})-?(\d{3})([A-F])?$/i;

const COUNTY_NAMES = new Map<string, ParcelCounty>(
  (Object.keys(COUNTY_PARCEL_SITES) as ParcelCounty[]).map((c) => [c.toLowerCase(), c]),
);

const CITY_COUNTIES = new Map<string, ParcelCounty>(
  MLS_CITIES.map((city) => [city.name.toLowerCase(), city.county]),
);

/** 'Gila', 'gila county', 'GILA' -> Gila; anything else -> null. */
function countyFromName(name: string | null | undefined): ParcelCounty | null {
  if (!name) return null;
  const key = name
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '');
  return COUNTY_NAMES.get(key) ?? null;
}

/** 'Show Low', 'show low, az' -> Navajo; a city we do not cover -> null. */
function countyFromCity(city: string | null | undefined): ParcelCounty | null {
  if (!city) return null;
  const key = city
    .trim()
    .toLowerCase()
    .replace(/,?\s*(az|arizona)$/, '')
    .trim();
  return CITY_COUNTIES.get(key) ?? null;
}

/** The county an assessor book number belongs to, by the feed's parcel formats. */
export function countyFromParcelNumber(parcelNumber: string): ParcelCounty | null {
  const match = PARCEL_PATTERN.exec(parcelNumber.trim());
  if (!match?.[1]) return null;
  const book = Number(match[1]);
  return BOOK_RANGES.find((r) => book >= r.first && book <= r.last)?.county ?? null;
}

export type ParcelInput = {
  parcelNumber: string;
  city?: string | null | undefined;
  /** The listing's county (the feed's CountyOrParish), when it has one. */
  county?: string | null | undefined;
};

/** The county of a listing's parcel: its county, else its city, else the parcel number's book. */
export function parcelCounty({ parcelNumber, city, county }: ParcelInput): ParcelCounty | null {
  return countyFromName(county) ?? countyFromCity(city) ?? countyFromParcelNumber(parcelNumber);
}

export type ParcelLink = {
  kind: 'assessor' | 'parcelMap' | 'taxRecords';
  label: string;
  url: string;
};

/** The public record links of a parcel, or null when its county is not one we know. */
export function parcelLinks(
  input: ParcelInput,
): { county: ParcelCounty; links: ParcelLink[] } | null {
  const parcel = input.parcelNumber.trim();
  if (!parcel) return null;
  const county = parcelCounty({ ...input, parcelNumber: parcel });
  if (!county) return null;
  const sites = COUNTY_PARCEL_SITES[county];
  const q = encodeURIComponent(parcel);
  const links: ParcelLink[] = [
    { kind: 'assessor', label: `${county} County Assessor`, url: `${sites.assessor}${q}` },
  ];
  if (sites.parcelMap) {
    links.push({ kind: 'parcelMap', label: 'Parcel Map', url: `${sites.parcelMap}${q}` });
  }
  links.push({ kind: 'taxRecords', label: 'Tax Records', url: `${sites.taxRecords}${q}` });
  return { county, links };
}
