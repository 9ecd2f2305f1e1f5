import type { MlsCity } from '../../../../../core/mls-cities';

/**
 * Where the listings are: each city's share of the inventory and the facts of its county and town.
 */

/** Relative share of the inventory per city: the 11 featured towns hold about 88%. */
export const CITY_WEIGHTS: Record<string, number> = {
  Phoenix: 900,
  Prescott: 400,
  Payson: 350,
  'Show Low': 300,
  Pinetop: 150,
  Lakeside: 120,
  Pine: 100,
  Heber: 90,
  Overgaard: 80,
  Strawberry: 60,
  'Star Valley': 60,
  Scottsdale: 150,
};

export const DEFAULT_CITY_WEIGHT = 30;

export type Region = 'valley' | 'rim' | 'whiteMountains' | 'prescott';

export type Climate = 'desert' | 'mountain' | 'highDesert';

type Schools = {
  district: string;
  elementary: readonly string[];
  middle: readonly string[];
  high: readonly string[];
};

export type CityProfile = {
  region: Region;
  climate: Climate;
  pricePerSqft: number;
  /** Bigger lots, wells, septic tanks, satellite internet. */
  rural: boolean;
  horseChance: number;
  /** Golf communities (also their subdivision names); empty: no golf listings. */
  golfCourses: readonly string[];
  /** Lakes with waterfront lots; empty: no waterfront listings. */
  lakes: readonly string[];
  /** What a "mountain views" sentence looks at. */
  mountains: readonly string[];
  schools: Schools;
  subdivisions: readonly string[];
  highways: readonly string[];
  power: readonly string[];
  township: number;
  /** Positive: East of the Gila & Salt River meridian; negative: West. */
  range: number;
  phoneArea: string;
};

const PAYSON_SCHOOLS: Schools = {
  district: 'Payson Unified District',
  elementary: ['Julia Randall Elementary', 'Frontier Elementary', 'Payson Elementary'],
  middle: ['Rim Country Middle School'],
  high: ['Payson High School'],
};

const BLUE_RIDGE_SCHOOLS: Schools = {
  district: 'Blue Ridge Unified District',
  elementary: ['Blue Ridge Elementary'],
  middle: ['Blue Ridge Junior High School'],
  high: ['Blue Ridge High School'],
};

const HEBER_SCHOOLS: Schools = {
  district: 'Heber-Overgaard Unified District',
  elementary: ['Capps Elementary'],
  middle: ['Mogollon Junior High School'],
  high: ['Mogollon High School'],
};

const SNOWFLAKE_SCHOOLS: Schools = {
  district: 'Snowflake Unified District',
  elementary: ['Highland Primary School', 'Taylor Elementary'],
  middle: ['Snowflake Junior High School'],
  high: ['Snowflake High School'],
};

/** Defaults per county; CITY_PROFILES refines them town by town. */
export const COUNTY_PROFILES: Record<MlsCity['county'], CityProfile> = {
  Gila: {
    region: 'rim',
    climate: 'mountain',
    pricePerSqft: 320,
    rural: true,
    horseChance: 0.07,
    golfCourses: [],
    lakes: [],
    mountains: ['the Mogollon Rim', 'the Mazatzal Mountains'],
    schools: PAYSON_SCHOOLS,
    subdivisions: ['Rim Country Estates', 'Tonto Village', 'Whispering Pines'],
    highways: ['Hwy 87', 'Hwy 260'],
    power: ['APS'],
    township: 10,
    range: 10,
    phoneArea: '928',
  },
  Navajo: {
    region: 'whiteMountains',
    climate: 'mountain',
    pricePerSqft: 270,
    rural: false,
    horseChance: 0.07,
    golfCourses: [],
    lakes: [],
    mountains: ['the White Mountains', "Green's Peak"],
    schools: BLUE_RIDGE_SCHOOLS,
    subdivisions: ['White Mountain Summer Homes', 'Pine Meadows', 'Timber Ridge'],
    highways: ['Hwy 260', 'Hwy 60'],
    power: ['APS', 'Navopache Electric'],
    township: 10,
    range: 22,
    phoneArea: '928',
  },
  Yavapai: {
    region: 'prescott',
    climate: 'highDesert',
    pricePerSqft: 300,
    rural: false,
    horseChance: 0.07,
    golfCourses: [],
    lakes: [],
    mountains: ['Thumb Butte', 'Granite Mountain', 'Mingus Mountain'],
    schools: {
      district: 'Prescott Unified District',
      elementary: ['Abia Judd Elementary', 'Lincoln Elementary', 'Taylor Hicks Elementary'],
      middle: ['Granite Mountain Middle School'],
      high: ['Prescott High School'],
    },
    subdivisions: ['Yavapai Hills', 'Haisley Homestead', 'Cliff Rose'],
    highways: ['Hwy 69', 'Hwy 89'],
    power: ['APS'],
    township: 14,
    range: -2,
    phoneArea: '928',
  },
  Maricopa: {
    region: 'valley',
    climate: 'desert',
    pricePerSqft: 310,
    rural: false,
    horseChance: 0.035,
    golfCourses: [],
    lakes: [],
    mountains: ['Camelback Mountain', 'South Mountain', 'the McDowell Mountains'],
    schools: {
      district: 'Phoenix Union High School District',
      elementary: ['Madison Park Elementary', 'Larkspur Elementary', 'Encanto Elementary'],
      middle: ['Madison Meadows Middle School', 'Desert Shadows Middle School'],
      high: ['Camelback High School', 'North High School', 'Central High School'],
    },
    subdivisions: ['Encanto Manor', 'Ahwatukee Foothills', 'Desert Ridge', 'Paradise Valley Oasis'],
    highways: ['I-17', 'SR 51', 'Loop 101'],
    power: ['SRP', 'APS'],
    township: 1,
    range: 3,
    phoneArea: '602',
  },
};

export const CITY_PROFILES: Record<string, Partial<CityProfile>> = {
  Phoenix: {
    golfCourses: ['Moon Valley Country Club', 'Arizona Biltmore Estates'],
    subdivisions: [
      'Encanto Manor',
      'Ahwatukee Foothills',
      'Desert Ridge',
      'Arcadia Lite',
      'Sunnyslope Terrace',
      'Maryvale Terrace',
    ],
  },
  Scottsdale: {
    pricePerSqft: 480,
    golfCourses: ['Troon North', 'Grayhawk', 'DC Ranch', 'Gainey Ranch'],
    schools: {
      district: 'Scottsdale Unified District',
      elementary: ['Cherokee Elementary', 'Cochise Elementary', 'Hohokam Elementary'],
      middle: ['Cocopah Middle School', 'Mountainside Middle School'],
      high: ['Chaparral High School', 'Desert Mountain High School', 'Saguaro High School'],
    },
    subdivisions: ['McCormick Ranch', 'Scottsdale Ranch', 'Pinnacle Peak Vistas', 'Old Town Lofts'],
    highways: ['Loop 101', 'Scottsdale Rd', 'Pima Rd'],
    township: 3,
    range: 4,
    phoneArea: '480',
  },
  Prescott: {
    pricePerSqft: 340,
    golfCourses: ['Prescott Lakes', 'Hassayampa Village'],
    subdivisions: [
      'Yavapai Hills',
      'Haisley Homestead',
      'Cliff Rose',
      'Ranch at Prescott',
      'Timber Ridge West',
      'Pine Lake Estates',
    ],
    highways: ['Hwy 69', 'Hwy 89', 'Gurley St', 'Williamson Valley Rd'],
  },
  'Prescott Valley': {
    pricePerSqft: 270,
    schools: {
      district: 'Humboldt Unified District',
      elementary: ['Coyote Springs Elementary', 'Lake Valley Elementary'],
      middle: ['Glassford Hill Middle School'],
      high: ['Bradshaw Mountain High School'],
    },
    subdivisions: ['StoneRidge', 'Pronghorn Ranch', 'Quailwood Meadows', 'Viewpoint'],
    highways: ['Hwy 69', 'Glassford Hill Rd', 'Robert Rd'],
    range: -1,
  },
  'Chino Valley': {
    pricePerSqft: 260,
    rural: true,
    horseChance: 0.35,
    schools: {
      district: 'Chino Valley Unified District',
      elementary: ['Territorial Elementary'],
      middle: ['Heritage Middle School'],
      high: ['Chino Valley High School'],
    },
    subdivisions: ['Old Home Manor', 'Peavine Ranch', 'Chino Meadows', 'Appaloosa Meadows'],
    highways: ['Hwy 89', 'Road 1 North', 'Perkinsville Rd'],
    township: 16,
  },
  Payson: {
    pricePerSqft: 330,
    rural: false,
    golfCourses: ['Chaparral Pines', 'The Rim Club'],
    subdivisions: [
      'Payson Ranchos',
      'Payson North',
      'Woodhill',
      'East Verde Estates',
      'Mazatzal Mountain Airpark',
      'Alpine Heights',
    ],
    township: 11,
  },
  'Star Valley': {
    pricePerSqft: 300,
    subdivisions: ['Diamond Point Shadows', 'Star Valley Estates', 'Mead Ranch'],
    highways: ['Hwy 260'],
    range: 11,
  },
  Pine: {
    pricePerSqft: 340,
    horseChance: 0.35,
    schools: {
      ...PAYSON_SCHOOLS,
      elementary: ['Pine Strawberry Elementary'],
      middle: ['Pine Strawberry School'],
    },
    subdivisions: ['Portal IV', 'Pine Creek Canyon', 'Whispering Pines', 'Bonita Creek Estates'],
    highways: ['Hwy 87'],
    township: 12,
    range: 8,
  },
  Strawberry: {
    pricePerSqft: 330,
    schools: {
      ...PAYSON_SCHOOLS,
      elementary: ['Pine Strawberry Elementary'],
      middle: ['Pine Strawberry School'],
    },
    subdivisions: ['Strawberry Hollow', 'Strawberry Lodge Estates', 'Windmill Corner'],
    highways: ['Hwy 87', 'Fossil Creek Rd'],
    township: 12,
    range: 7,
  },
  Young: {
    pricePerSqft: 230,
    horseChance: 0.35,
    schools: {
      district: 'Young Public School District',
      elementary: ['Young Elementary'],
      middle: ['Young Public School'],
      high: ['Young High School'],
    },
    subdivisions: ['Pleasant Valley Ranches', 'Colcord Estates', 'Cherry Creek Ranchettes'],
    highways: ['Hwy 288'],
    township: 10,
    range: 14,
  },
  'Tonto Basin': {
    climate: 'desert',
    pricePerSqft: 240,
    horseChance: 0.35,
    mountains: ['Four Peaks', 'the Sierra Ancha', 'the Mazatzal Mountains'],
    schools: {
      ...PAYSON_SCHOOLS,
      elementary: ['Tonto Basin Elementary'],
      middle: ['Tonto Basin Elementary'],
    },
    subdivisions: ['Punkin Center', 'Roosevelt Estates', 'Tonto Creek Ranch'],
    highways: ['Hwy 188'],
    township: 6,
    range: 11,
  },
  'Show Low': {
    pricePerSqft: 270,
    golfCourses: ['Torreon', 'Show Low Country Club'],
    lakes: ['Show Low Lake', 'Fools Hollow Lake'],
    schools: {
      district: 'Show Low Unified District',
      elementary: ['Linden Elementary', 'Whipple Ranch Elementary'],
      middle: ['Show Low Junior High School'],
      high: ['Show Low High School'],
    },
    subdivisions: [
      'Bison Ridge',
      'Juniper Ridge',
      'Show Low Pines',
      'Fools Hollow Estates',
      'Buck Springs Ranch',
    ],
    highways: ['Hwy 60', 'Hwy 260', 'Deuce of Clubs'],
    power: ['APS'],
  },
  Pinetop: {
    pricePerSqft: 320,
    golfCourses: ['Pinetop Country Club', 'Pinetop Lakes'],
    lakes: ['Woodland Lake'],
    subdivisions: [
      'White Mountain Summer Homes',
      'Woodland Lake Park Estates',
      'Pinetop Woods',
      'Sky-Hi',
    ],
    highways: ['Hwy 260', 'Porter Mountain Rd'],
    township: 9,
    range: 23,
  },
  Lakeside: {
    pricePerSqft: 300,
    lakes: ['Rainbow Lake'],
    subdivisions: ['Bucksprings', 'Lakeside Park', 'Mountain Meadows', 'Wagon Wheel'],
    highways: ['Hwy 260', 'Porter Mountain Rd'],
    township: 9,
  },
  Heber: {
    pricePerSqft: 260,
    rural: true,
    horseChance: 0.35,
    schools: HEBER_SCHOOLS,
    subdivisions: ['Heber Ranch', 'Mogollon Rim Estates', 'Pine Meadows', 'Black Canyon Ranchos'],
    highways: ['Hwy 260', 'Hwy 277'],
    power: ['Navopache Electric'],
    township: 12,
    range: 17,
  },
  Overgaard: {
    pricePerSqft: 270,
    rural: true,
    horseChance: 0.35,
    golfCourses: ['Bison Golf & Country Club'],
    schools: HEBER_SCHOOLS,
    subdivisions: ['Overgaard Townsite', 'Bison Ranch', 'Pinecrest Lakes', 'Buckskin Ranch'],
    highways: ['Hwy 260'],
    power: ['Navopache Electric'],
    township: 11,
    range: 17,
  },
  Snowflake: {
    climate: 'highDesert',
    pricePerSqft: 220,
    rural: true,
    schools: SNOWFLAKE_SCHOOLS,
    subdivisions: ['Snowflake Meadows', 'Silver Creek Ranch', 'Snowflake Pines'],
    highways: ['Hwy 77'],
    township: 13,
    range: 21,
  },
  Taylor: {
    climate: 'highDesert',
    pricePerSqft: 220,
    rural: true,
    schools: SNOWFLAKE_SCHOOLS,
    subdivisions: ['Taylor Estates', 'Shumway Ranches', 'Silver Creek Ranch'],
    highways: ['Hwy 77'],
    township: 12,
    range: 21,
  },
};

export const PARCEL_BOOKS: Record<
  MlsCity['county'],
  { first: number; last: number; letterChance: number }
> = {
  Gila: { first: 301, last: 306, letterChance: 0.4 },
  Navajo: { first: 201, last: 212, letterChance: 0.1 },
  Yavapai: { first: 100, last: 120, letterChance: 0.3 },
  Maricopa: { first: 120, last: 304, letterChance: 0.1 },
};

export const TAX_RATE: Record<MlsCity['county'], number> = {
  Gila: 0.005,
  Navajo: 0.006,
  Yavapai: 0.0045,
  Maricopa: 0.0055,
};
