/**
 * The cities our MLS copy covers, with their sync priority (back-office spec: high = metro
 * areas, medium = regional centers, low = small communities), county, ZIP codes and town
 * centre. This is the default list; admins will be able to edit priorities later (the
 * mls_cities rows are seeded from it).
 */

export type SyncPriority = 'high' | 'medium' | 'low';

export type MlsCity = {
  name: string;
  county: 'Gila' | 'Navajo' | 'Yavapai' | 'Maricopa';
  priority: SyncPriority;
  zipCodes: readonly string[];
  /** Town centre; generated listings fall within a few kilometres of it. */
  latitude: number;
  longitude: number;
  /** One of the 11 featured cities of the home page. */
  featured: boolean;
};

export const MLS_CITIES: readonly MlsCity[] = [
  {
    name: 'Phoenix',
    county: 'Maricopa',
    priority: 'high',
    zipCodes: [
      '85003',
      '85004',
      '85006',
      '85008',
      '85013',
      '85014',
      '85016',
      '85018',
      '85020',
      '85022',
      '85028',
      '85032',
      '85044',
      '85048',
    ],
    latitude: 33.4484,
    longitude: -112.074,
    featured: true,
  },
  {
    name: 'Scottsdale',
    county: 'Maricopa',
    priority: 'high',
    zipCodes: ['85250', '85251', '85254', '85255', '85257', '85258', '85259', '85260', '85262'],
    latitude: 33.4942,
    longitude: -111.9261,
    featured: false,
  },
  {
    name: 'Prescott',
    county: 'Yavapai',
    priority: 'medium',
    zipCodes: ['86301', '86303', '86305'],
    latitude: 34.54,
    longitude: -112.4685,
    featured: true,
  },
  {
    name: 'Prescott Valley',
    county: 'Yavapai',
    priority: 'medium',
    zipCodes: ['86314', '86315'],
    latitude: 34.61,
    longitude: -112.3157,
    featured: false,
  },
  {
    name: 'Payson',
    county: 'Gila',
    priority: 'medium',
    zipCodes: ['85541'],
    latitude: 34.2309,
    longitude: -111.3251,
    featured: true,
  },
  {
    name: 'Show Low',
    county: 'Navajo',
    priority: 'medium',
    zipCodes: ['85901'],
    latitude: 34.2542,
    longitude: -110.0298,
    featured: true,
  },
  {
    name: 'Pine',
    county: 'Gila',
    priority: 'low',
    zipCodes: ['85544'],
    latitude: 34.3845,
    longitude: -111.4551,
    featured: true,
  },
  {
    name: 'Strawberry',
    county: 'Gila',
    priority: 'low',
    zipCodes: ['85544'],
    latitude: 34.407,
    longitude: -111.499,
    featured: true,
  },
  {
    name: 'Star Valley',
    county: 'Gila',
    priority: 'low',
    zipCodes: ['85541'],
    latitude: 34.255,
    longitude: -111.258,
    featured: true,
  },
  {
    name: 'Pinetop',
    county: 'Navajo',
    priority: 'low',
    zipCodes: ['85935'],
    latitude: 34.1425,
    longitude: -109.9604,
    featured: true,
  },
  {
    name: 'Lakeside',
    county: 'Navajo',
    priority: 'low',
    zipCodes: ['85929'],
    latitude: 34.155,
    longitude: -109.986,
    featured: true,
  },
  {
    name: 'Heber',
    county: 'Navajo',
    priority: 'low',
    zipCodes: ['85928'],
    latitude: 34.4314,
    longitude: -110.5927,
    featured: true,
  },
  {
    name: 'Overgaard',
    county: 'Navajo',
    priority: 'low',
    zipCodes: ['85933'],
    latitude: 34.3903,
    longitude: -110.5537,
    featured: true,
  },
  {
    name: 'Snowflake',
    county: 'Navajo',
    priority: 'low',
    zipCodes: ['85937'],
    latitude: 34.5134,
    longitude: -110.0782,
    featured: false,
  },
  {
    name: 'Taylor',
    county: 'Navajo',
    priority: 'low',
    zipCodes: ['85939'],
    latitude: 34.4653,
    longitude: -110.0912,
    featured: false,
  },
  {
    name: 'Chino Valley',
    county: 'Yavapai',
    priority: 'low',
    zipCodes: ['86323'],
    latitude: 34.7575,
    longitude: -112.4538,
    featured: false,
  },
  {
    name: 'Young',
    county: 'Gila',
    priority: 'low',
    zipCodes: ['85554'],
    latitude: 34.1034,
    longitude: -110.9332,
    featured: false,
  },
  {
    name: 'Tonto Basin',
    county: 'Gila',
    priority: 'low',
    zipCodes: ['85553'],
    latitude: 33.8317,
    longitude: -111.2954,
    featured: false,
  },
];

const PRIORITY_ORDER: Record<SyncPriority, number> = { high: 0, medium: 1, low: 2 };

/** Cities in caching order: high-priority metro areas, then regional centers, then small communities. */
export function citiesInSyncOrder<T extends { priority: SyncPriority; name: string }>(
  cities: readonly T[],
): T[] {
  return [...cities].sort(
    (a, b) =>
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || a.name.localeCompare(b.name),
  );
}
