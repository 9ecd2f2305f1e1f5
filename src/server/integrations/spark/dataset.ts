import type { FeatureGroup } from '../../../contract/listing-fields';
import { MLS_CITIES, type MlsCity } from '../../../core/mls-cities';
import {
  FEATURE_GROUP_FIELDS,
  MLS_STATUSES,
  SPARK_MASK,
  type SparkListingRecord,
  type SparkPhoto,
  type SparkStandardFields,
} from './fields';
import { photoSceneCode, type PhotoLandscape, type PhotoSubject } from './photo-art';

/**
 * The offline MLS feed's inventory: believable Arizona listings in the Spark StandardFields
 * shape (fields.ts), typing quirks included, so the sync, normalizer and site run without
 * an MLS account.
 *
 * Determinism: each listing draws from its own PRNG seeded by (seed, index), so listing i is
 * the same whatever the count, and generateListing(i) gives random access. Only the dates
 * (and the tax year and age range) depend on `now`; keys, prices and texts do not, so a
 * restart with a later `now` ages the same inventory instead of replacing it.
 */

// ---------------------------------------------------------------------------------------
// Data tables
// ---------------------------------------------------------------------------------------

/** Relative share of the inventory per city: the 11 featured towns hold about 88%. */
const CITY_WEIGHTS: Record<string, number> = {
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
const DEFAULT_CITY_WEIGHT = 30;

type Region = 'valley' | 'rim' | 'whiteMountains' | 'prescott';
type Climate = 'desert' | 'mountain' | 'highDesert';

type Schools = {
  district: string;
  elementary: readonly string[];
  middle: readonly string[];
  high: readonly string[];
};

type CityProfile = {
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
const COUNTY_PROFILES: Record<MlsCity['county'], CityProfile> = {
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

const CITY_PROFILES: Record<string, Partial<CityProfile>> = {
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

type Kind =
  'house' | 'cabin' | 'ranch' | 'condo' | 'townhouse' | 'manufactured' | 'land' | 'commercial';

/** The offline feed's PropertyType codes (A Residential ... E Commercial, as normalize.ts reads them). */
const KIND_CODES: Record<Kind, string> = {
  house: 'A',
  cabin: 'A',
  ranch: 'A',
  condo: 'B',
  townhouse: 'B',
  manufactured: 'C',
  land: 'D',
  commercial: 'E',
};

const KIND_WEIGHTS: Record<Climate, Record<Kind, number>> = {
  desert: {
    house: 62,
    cabin: 0,
    ranch: 2,
    condo: 12,
    townhouse: 8,
    manufactured: 4,
    land: 8,
    commercial: 4,
  },
  mountain: {
    house: 52,
    cabin: 14,
    ranch: 2,
    condo: 3,
    townhouse: 3,
    manufactured: 8,
    land: 15,
    commercial: 3,
  },
  highDesert: {
    house: 60,
    cabin: 1,
    ranch: 5,
    condo: 4,
    townhouse: 5,
    manufactured: 7,
    land: 14,
    commercial: 4,
  },
};

const BEDS_BY_KIND: Partial<Record<Kind, Record<number, number>>> = {
  house: { 2: 10, 3: 45, 4: 30, 5: 10, 6: 5 },
  cabin: { 1: 15, 2: 45, 3: 35, 4: 5 },
  ranch: { 3: 40, 4: 40, 5: 20 },
  condo: { 1: 30, 2: 50, 3: 20 },
  townhouse: { 2: 40, 3: 50, 4: 10 },
  manufactured: { 2: 35, 3: 55, 4: 10 },
};

/** Living area range (sq ft) by bedroom count. */
const AREA_BY_BEDS: Record<number, [number, number]> = {
  1: [600, 950],
  2: [850, 1400],
  3: [1200, 2200],
  4: [1800, 3200],
  5: [2500, 4500],
  6: [3200, 5500],
};

const STORIES_BY_KIND: Partial<Record<Kind, Record<number, number>>> = {
  house: { 1: 60, 2: 35, 3: 5 },
  cabin: { 1: 55, 2: 45 },
  ranch: { 1: 80, 2: 20 },
  condo: { 1: 70, 2: 30 },
  townhouse: { 2: 80, 3: 20 },
  manufactured: { 1: 100 },
  commercial: { 1: 80, 2: 20 },
};

const GARAGE_BY_KIND: Partial<Record<Kind, Record<number, number>>> = {
  house: { 0: 8, 1: 10, 2: 60, 3: 18, 4: 4 },
  cabin: { 0: 45, 1: 30, 2: 25 },
  ranch: { 0: 10, 2: 50, 3: 30, 4: 10 },
  condo: { 0: 50, 1: 40, 2: 10 },
  townhouse: { 1: 30, 2: 70 },
  manufactured: { 0: 60, 1: 10, 2: 30 },
  commercial: { 0: 100 },
};

/** ARMLS-like local statuses; ~78% active. */
const STATUS_WEIGHTS: Record<keyof typeof MLS_STATUSES, number> = {
  Active: 78,
  Pending: 6,
  UCB: 5,
  CCBS: 1,
  'Coming Soon': 3,
  Closed: 7,
};

const STREETS: Record<Climate, readonly string[]> = {
  mountain: [
    'Ponderosa',
    'Juniper',
    'Mogollon Rim',
    'Tonto Creek',
    'Sawmill',
    'Elk Ridge',
    'Bristlecone',
    'Manzanita',
    'Aspen',
    'Blue Spruce',
    'Cedar',
    'Pine Cone',
    'Tall Timbers',
    'Bear Canyon',
    'Deer Creek',
    'Wildflower',
    'Walnut',
    'Oak Hill',
    'Mustang',
    'Stagecoach',
    'Bonita',
    'Woodland',
    'Whispering Pines',
    'Starlight',
    'Fossil Creek',
    'Buckskin',
    'Lone Pine',
    'Big Springs',
    'Blue Ridge',
    'Timberline',
  ],
  desert: [
    'Saguaro',
    'Camelback',
    'Mesquite',
    'Palo Verde',
    'Ocotillo',
    'Cholla',
    'Desert Willow',
    'Pinnacle Peak',
    'Cactus',
    'Shea',
    'Thunderbird',
    'Indian School',
    'Bell',
    'Cave Creek',
    'Dynamite',
    'Happy Valley',
    'Jomax',
    'Sonoran',
    'Quail Run',
    'Coyote',
    'Roadrunner',
    'Ironwood',
    'Sahuaro',
    'Dove Valley',
  ],
  highDesert: [
    'Granite Dells',
    'Thumb Butte',
    'Williamson Valley',
    'Willow Creek',
    'Iron Springs',
    'Copper Basin',
    'Juniper',
    'Pinon',
    'Chaparral',
    'Sierra Prieta',
    'Mingus',
    'Antelope',
    'Whipple',
    'Sheldon',
    'Hassayampa',
    'Lonesome Valley',
    'Pronghorn',
    'Rosser',
    'Smoke Tree',
    'Cliff Rose',
  ],
};
const STREET_SUFFIXES = ['Dr', 'Ln', 'Rd', 'Way', 'Trl', 'Cir', 'Ct', 'Ave', 'St'];
const DIRECTIONS = ['N', 'S', 'E', 'W'];

const OFFICES: Record<Region, readonly string[]> = {
  rim: [
    'Rim Country Realty',
    'Mogollon Rim Properties',
    'Payson Pines Realty',
    'Tonto Creek Real Estate',
    'Pine Strawberry Realty',
    'Roosevelt Lake Realty',
    'Verde Rim Realty',
  ],
  whiteMountains: [
    'White Mountain Homes & Land',
    'Show Low Lake Realty',
    'Pinetop Mountain Properties',
    'Heber-Overgaard Land Co.',
    'Bison Ridge Real Estate',
    'Snowflake Taylor Realty',
  ],
  prescott: [
    'Granite Dells Realty',
    'Thumb Butte Properties',
    'Prescott Pines Real Estate',
    'Chino Valley Ranch & Home',
    'Bradshaw Mountain Realty',
  ],
  valley: [
    'Valley of the Sun Realty',
    'Camelback Luxury Group',
    'Desert Ridge Realty',
    'Sonoran Sky Real Estate',
    'Arcadia Home Partners',
    'Saguaro Peak Properties',
    'Four Peaks Real Estate',
  ],
};
const FIRST_NAMES = [
  'Amy',
  'Brian',
  'Carla',
  'Dale',
  'Elena',
  'Frank',
  'Gina',
  'Hank',
  'Irene',
  'Jake',
  'Karen',
  'Luis',
  'Megan',
  'Nate',
  'Olivia',
  'Paul',
  'Rosa',
  'Sam',
  'Tina',
  'Wade',
  'Jolene',
  'Cody',
  'Marisol',
  'Travis',
  'Darcy',
  'Rhett',
  'Shawna',
  'Bryce',
  'Lupe',
  'Kelsey',
];
const LAST_NAMES = [
  'Anderson',
  'Begay',
  'Carver',
  'Delgado',
  'Ellison',
  'Flores',
  'Garrett',
  'Hughes',
  'Jensen',
  'Kline',
  'Larsen',
  'Morales',
  'Nakai',
  'Ortega',
  'Pruitt',
  'Quintana',
  'Reyes',
  'Sandoval',
  'Tafoya',
  'Udall',
  'Vance',
  'Whitaker',
  'Yazzie',
  'Zamora',
  'Brimhall',
  'Hatch',
  'Lopez',
  'McCall',
  'Shumway',
  'Tenney',
];

/**
 * Values per feature group. Values naming a searchable feature (pool, golf, gated, horse,
 * waterfront, mountain view) are never drawn at random: they come from the listing's tags so
 * that feature groups and remarks agree.
 */
const FEATURE_VALUES: Record<FeatureGroup, readonly string[]> = {
  Interior: [
    'Vaulted Ceiling(s)',
    'Walk-In Closet(s)',
    'Kitchen Island',
    'Pantry',
    'Double Vanity',
    'Beamed Ceilings',
    'Ceiling Fan(s)',
    'Master Downstairs',
    'Soaking Tub',
    'Separate Shwr & Tub',
    'Loft',
    'Bonus/Game Room',
    'Wet Bar',
    'Skylight(s)',
    'Granite Counters',
  ],
  Fireplace: [
    'Wood Burning',
    'Gas',
    'Living Room',
    'Family Room',
    'Stone',
    'Free Standing',
    'Master Bedroom',
    'Pellet Stove',
    'See Through',
  ],
  Lot: [
    'Corner Lot',
    'Cul-De-Sac',
    'Level',
    'Sloped',
    'Landscaped',
    'Natural Landscaping',
    'Fenced',
    'Paved Road Access',
    'Adjacent to Greenbelt',
  ],
  Parking: [
    'Attached',
    'Detached',
    'RV Parking',
    'RV Gate',
    'Garage Door Opener',
    'Circular Driveway',
    'Gravel',
    'Paved',
    'Carport',
    'Workshop in Garage',
    'Extended Length Garage',
  ],
  Laundry: [
    'Inside',
    'In Garage',
    'Washer Hookup',
    'Dryer Included',
    'Washer Included',
    'Laundry Closet',
    'Laundry Room',
    'Gas Dryer Hookup',
    'Electric Dryer Hookup',
  ],
  Window: [
    'Dual Pane',
    'Low-E',
    'Vinyl Frame',
    'Skylight(s)',
    'Window Coverings',
    'Bay Window(s)',
    'Sunscreen(s)',
  ],
  WaterSource: ['Public'],
  Building: [
    'Wood Frame',
    'Block',
    'Stucco',
    'Stone Veneer',
    'Stem Wall',
    'Slab',
    'Metal Roof',
    'Asphalt Shingle Roof',
    'Tile Roof',
  ],
  Exterior: [
    'Private Yard',
    'Storage',
    'RV Hookup',
    'Fire Pit',
    'Built-in Barbecue',
    'Fenced Yard',
    'Garden',
    'Rain Gutters',
    'Playground',
  ],
  PatioAndPorch: [
    'Covered Deck',
    'Deck',
    'Covered Porch',
    'Front Porch',
    'Patio',
    'Screened',
    'Wrap Around',
    'Balcony',
  ],
  Pool: ['Heated', 'Fenced', 'Play Pool', 'Diving Pool', 'Salt Water', 'Solar Heated'],
  Spa: ['Private', 'Heated', 'Hot Tub', 'Above Ground'],
  Security: [
    'Smoke Detector(s)',
    'Carbon Monoxide Detector(s)',
    'Security System Owned',
    'Fire Sprinkler System',
    'Security Lights',
    'Video Camera(s)',
  ],
  EnergySaving: [
    'Solar Panels',
    'Energy Star Appliances',
    'Tankless Water Heater',
    'Insulated Windows',
    'Programmable Thermostat',
    'Attic Fan',
    'Spray Foam Insulation',
  ],
  Door: [
    'French Doors',
    'Sliding Doors',
    'Storm Door(s)',
    'Screen Door(s)',
    'Solid Wood Door(s)',
    'Pet Door',
  ],
  Community: [
    'Clubhouse',
    'Tennis Court(s)',
    'Biking/Walking Path',
    'Playground',
    'Park',
    'Fitness Center',
    'Near National Forest',
    'Fishing',
  ],
  HorseAmenities: [
    'Barn',
    'Corral(s)',
    'Stall(s)',
    'Tack Room',
    'Arena',
    'Hay Storage',
    'Round Pen',
    'Loafing Shed',
  ],
  Appliances: [
    'Dishwasher',
    'Microwave',
    'Gas Range',
    'Electric Range',
    'Refrigerator',
    'Disposal',
    'Wine Refrigerator',
    'Double Oven',
    'Water Softener',
    'Freezer',
  ],
  Flooring: ['Carpet', 'Tile', 'Laminate', 'Wood', 'Vinyl', 'Stone', 'Concrete'],
  Kitchen: [
    'Granite Counters',
    'Quartz Counters',
    'Kitchen Island',
    'Pantry',
    'Breakfast Bar',
    'Eat-in Kitchen',
    'Farmhouse Sink',
    'Custom Cabinets',
    'Stainless Steel Appliances',
  ],
  Cooling: ['Central Air', 'Refrigeration', 'Ceiling Fan(s)', 'Mini Split', 'Heat Pump'],
  Heating: ['Electric', 'Heat Pump', 'Natural Gas', 'Forced Air'],
  Basement: [
    'Finished',
    'Unfinished',
    'Partially Finished',
    'Walk-Out Access',
    'Daylight',
    'Storage',
  ],
  Utilities: [
    'Phone Available',
    'Cable Available',
    'Natural Gas Available',
    'Underground Utilities',
  ],
  Sewer: ['Public Sewer'],
};

/** Climate-specific pools that replace the generic ones above. */
const CLIMATE_VALUES: Record<Climate, Partial<Record<FeatureGroup, readonly string[]>>> = {
  mountain: {
    Community: [
      'Clubhouse',
      'Biking/Walking Path',
      'Playground',
      'Park',
      'Near National Forest',
      'Fishing',
      'Hiking Trails',
    ],
    Lot: [
      'Wooded',
      'Borders National Forest',
      'Sloped',
      'Level',
      'Natural Landscaping',
      'Corner Lot',
      'Cul-De-Sac',
      'Paved Road Access',
      'Dirt Road Access',
      'Fenced',
      'Firewise Landscaping',
    ],
    Heating: ['Propane', 'Wood Stove', 'Forced Air', 'Pellet Stove', 'Electric', 'Baseboard'],
    Cooling: [
      'Ceiling Fan(s)',
      'Evaporative Cooler',
      'Window Unit(s)',
      'Central Air',
      'Mini Split',
    ],
    Building: [
      'Wood Frame',
      'Log',
      'Stone Veneer',
      'Stem Wall',
      'Metal Roof',
      'Asphalt Shingle Roof',
      'Hardie Board Siding',
    ],
    Flooring: ['Carpet', 'Wood', 'Laminate', 'Vinyl', 'Tile', 'Slate'],
  },
  desert: {
    Community: [
      'Clubhouse',
      'Tennis Court(s)',
      'Biking/Walking Path',
      'Playground',
      'Park',
      'Fitness Center',
      'Pickleball Court(s)',
    ],
    Lot: [
      'Desert Landscaping',
      'Corner Lot',
      'Cul-De-Sac',
      'Irrigation System',
      'Gravel/Stone Front',
      'Gravel/Stone Back',
      'Grass Front',
      'Grass Back',
      'Synthetic Grass Back',
      'Adjacent to Greenbelt',
    ],
    Fireplace: ['Gas', 'Family Room', 'Living Room', 'Exterior Fireplace', 'Master Bedroom'],
  },
  highDesert: {
    Lot: [
      'Natural Landscaping',
      'Level',
      'Sloped',
      'Rock Outcropping',
      'Corner Lot',
      'Borders National Forest',
      'Paved Road Access',
      'Fenced',
      'Xeriscape',
    ],
    Heating: ['Natural Gas', 'Forced Air', 'Propane', 'Wood Stove', 'Heat Pump'],
    Cooling: ['Central Air', 'Ceiling Fan(s)', 'Evaporative Cooler', 'Heat Pump'],
  },
};

const ASSOCIATION_INCLUDES = [
  'Common Area Maint',
  'Trash',
  'Water',
  'Sewer',
  'Cable TV',
  'Roof Repair',
  'Exterior Maint. of Unit',
  'Front Yard Maint',
  'Street Maint',
  'Insurance',
];
const ELECTRIC_VALUES = [
  '220 Volts',
  '220 Volts in Kitchen',
  '220 Volts in Laundry',
  'Underground',
  'Overhead',
  '200 Amp Service',
];
const INTERNET: Record<'valley' | 'town' | 'rural', readonly string[]> = {
  valley: ['Cable, Fiber Optic', 'Fiber Optic', 'Cable', 'Cable, Fiber Optic, Satellite'],
  town: [
    'Cable, Fiber Optic, Satellite',
    'Cable, Satellite',
    'DSL, Satellite',
    'Fiber Optic',
    'Cable',
  ],
  rural: ['Satellite', 'Fixed Wireless, Satellite', 'DSL, Satellite', 'Cellular, Satellite'],
};
const CONDITIONS: Record<string, number> = {
  Excellent: 20,
  'Very Good': 25,
  Good: 30,
  Average: 15,
  'Updated/Remodeled': 7,
  Fixer: 3,
};
const BUYER_COMPENSATION = ['2.5%', '3%', '2%', '2.75%', '$5,000', '1.5%', '0%'];
const PHOTO_CAPTIONS: Record<'building' | 'land', readonly string[]> = {
  building: [
    'Front exterior',
    'Welcome home',
    'Curb appeal',
    'Backyard',
    'Covered deck',
    'Evening view',
    'Street view',
    'Side yard',
    'Aerial view',
    'Entry',
    'Neighborhood',
  ],
  land: [
    'The lot',
    'Looking north',
    'Road access',
    'Building site',
    'Aerial view',
    'Surrounding area',
    'Corner marker',
  ],
};

const PARCEL_BOOKS: Record<
  MlsCity['county'],
  { first: number; last: number; letterChance: number }
> = {
  Gila: { first: 301, last: 306, letterChance: 0.4 },
  Navajo: { first: 201, last: 212, letterChance: 0.1 },
  Yavapai: { first: 100, last: 120, letterChance: 0.3 },
  Maricopa: { first: 120, last: 304, letterChance: 0.1 },
};
const TAX_RATE: Record<MlsCity['county'], number> = {
  Gila: 0.005,
  Navajo: 0.006,
  Yavapai: 0.0045,
  Maricopa: 0.0055,
};

// ---------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the dataset seed and a listing index into an independent per-listing seed. */
function mixSeed(seed: number, index: number): number {
  let h = Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }

  /** Inclusive of both ends. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  logUniform(min: number, max: number): number {
    return Math.exp(this.float(Math.log(min), Math.log(max)));
  }

  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }
}

/** A weighted choice, prepared once (cumulative weights) and drawn many times. */
class WeightedTable<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(entries: Iterable<readonly [T, number]>) {
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      this.total += weight;
      this.items.push(item);
      this.cumulative.push(this.total);
    }
    if (this.items.length === 0) throw new Error('weighted table without entries');
  }

  static of<K extends string | number>(
    weights: Record<K, number>,
    parse: (key: string) => K,
  ): WeightedTable<K> {
    return new WeightedTable(
      Object.entries<number>(weights).map(([key, weight]) => [parse(key), weight] as const),
    );
  }

  pick(rng: Rng): T {
    const roll = rng.float(0, this.total);
    for (let i = 0; i < this.cumulative.length; i++) {
      if (roll < (this.cumulative[i] as number)) return this.items[i] as T;
    }
    return this.items[this.items.length - 1] as T;
  }
}

const asNumber = (key: string) => Number(key);
const asText = <K extends string>(key: string) => key as K;

const BEDS_TABLES = mapTables(BEDS_BY_KIND);
const STORIES_TABLES = mapTables(STORIES_BY_KIND);
const GARAGE_TABLES = mapTables(GARAGE_BY_KIND);
const STATUS_TABLE = WeightedTable.of(STATUS_WEIGHTS, asText<keyof typeof MLS_STATUSES>);
const CONDITION_TABLE = WeightedTable.of(CONDITIONS, asText);

function mapTables(
  source: Partial<Record<Kind, Record<number, number>>>,
): Partial<Record<Kind, WeightedTable<number>>> {
  const tables: Partial<Record<Kind, WeightedTable<number>>> = {};
  for (const [kind, weights] of Object.entries(source) as [Kind, Record<number, number>][]) {
    tables[kind] = WeightedTable.of(weights, asNumber);
  }
  return tables;
}

// ---------------------------------------------------------------------------------------
// Options and context
// ---------------------------------------------------------------------------------------

export type DatasetOptions = {
  /** Number of listings (default 3000). */
  count?: number;
  /** Default 20261122. */
  seed?: number;
  /** Where photo URLs point, e.g. '/mls-photos' (the app serves photo-art there). */
  photoBaseUrl: string;
  /** The moment the feed is "generated": dates are relative to it (default: now). */
  now?: Date;
};

type Place = {
  city: MlsCity;
  profile: CityProfile;
  kinds: WeightedTable<Kind>;
};

export type DatasetContext = {
  seed: number;
  photoBaseUrl: string;
  nowMs: number;
  /** UTC midnight of `now`: OnMarketDate values are whole days before it. */
  todayMs: number;
  nowYear: number;
  places: WeightedTable<Place>;
};

const DAY_MS = 86_400_000;
const DEFAULT_COUNT = 3000;
const DEFAULT_SEED = 20261122;
/** ListingId blocks: 6,900,000 + index first, then 1,000,000 upwards; both stay 7 digits. */
const MAX_INDEX = 8_900_000;
const MLS_ID = '20070913202326493241000000';

function profileFor(city: MlsCity): CityProfile {
  return { ...COUNTY_PROFILES[city.county], ...CITY_PROFILES[city.name] };
}

function kindTableFor(profile: CityProfile): WeightedTable<Kind> {
  const weights = { ...KIND_WEIGHTS[profile.climate] };
  if (profile.rural) {
    // small towns: more acreage, land and manufactured homes, few condos
    weights.ranch += 4;
    weights.land += 6;
    weights.manufactured += 4;
    weights.condo = 1;
    weights.townhouse = 1;
  }
  return WeightedTable.of(weights, asText<Kind>);
}

export function createDatasetContext(options: DatasetOptions): DatasetContext {
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('now is not a valid date');
  const places = MLS_CITIES.map((city): [Place, number] => {
    const profile = profileFor(city);
    const weight = CITY_WEIGHTS[city.name] ?? (city.featured ? 2 : 1) * DEFAULT_CITY_WEIGHT;
    return [{ city, profile, kinds: kindTableFor(profile) }, weight];
  });
  return {
    seed: (options.seed ?? DEFAULT_SEED) >>> 0,
    photoBaseUrl: options.photoBaseUrl.replace(/\/+$/, ''),
    nowMs,
    todayMs: Math.floor(nowMs / DAY_MS) * DAY_MS,
    nowYear: now.getUTCFullYear(),
    places: new WeightedTable(places),
  };
}

// ---------------------------------------------------------------------------------------
// Listing pieces
// ---------------------------------------------------------------------------------------

type Tags = {
  horse: boolean;
  mountainView: boolean;
  pool: boolean;
  golf: boolean;
  gated: boolean;
  waterfront: boolean;
};

type Building = {
  beds: number | null;
  fullBaths: number;
  halfBaths: number;
  baths: number | null;
  area: number | null;
  yearBuilt: number | null;
  stories: number | null;
  rooms: number | null;
  garage: number | null;
  parking: number | null;
  luxury: boolean;
};

type Address = {
  number: string;
  dirPrefix: string | null;
  name: string;
  suffix: string;
  unit: string | null;
  line: string;
};

type Market = {
  status: keyof typeof MLS_STATUSES;
  onMarketMs: number;
  daysOnMarket: number;
  closeMs: number | null;
};

/** Everything decided about one listing before it is written as Spark fields. */
type Plan = {
  index: number;
  key: string;
  place: Place;
  kind: Kind;
  subType: string;
  tags: Tags;
  subdivision: string;
  lake: string | null;
  acres: number;
  building: Building;
  price: number;
  hoa: { fee: number; name: string; includes: string[] } | null;
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const thousands = (value: number) => value.toLocaleString('en-US');
const isoSeconds = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hasBuilding = (kind: Kind) => kind !== 'land';

/** 26 digits: a pseudo entry timestamp (from seed and index) and the index, so keys never collide. */
function listingKeyFor(rng: Rng, index: number): string {
  const stamp = `${rng.int(2024, 2026)}${pad(rng.int(1, 12), 2)}${pad(rng.int(1, 28), 2)}${pad(rng.int(0, 23), 2)}${pad(rng.int(0, 59), 2)}${pad(rng.int(0, 59), 2)}`;
  return `${stamp}${pad(index, 12)}`;
}

function mlsNumberFor(index: number): string {
  return String(index < 3_000_000 ? 6_900_000 + index : 1_000_000 + (index - 3_000_000));
}

function subTypeFor(rng: Rng, kind: Kind): string {
  switch (kind) {
    case 'house':
      return 'Single Family Residence';
    case 'cabin':
      return 'Cabin';
    case 'ranch':
      return 'Ranch';
    case 'condo':
      return 'Condominium';
    case 'townhouse':
      return 'Townhouse';
    case 'manufactured':
      return rng.chance(0.75) ? 'Manufactured Home' : 'Mobile Home';
    case 'land':
      return rng.chance(0.7) ? 'Unimproved Land' : 'Residential Lot';
    case 'commercial':
      return rng.pick(['Retail', 'Office', 'Mixed Use']);
  }
}

function pickTags(rng: Rng, { profile }: Place, kind: Kind): Tags {
  const detached = kind !== 'condo' && kind !== 'townhouse' && kind !== 'commercial';
  const golf =
    kind !== 'commercial' &&
    kind !== 'manufactured' &&
    profile.golfCourses.length > 0 &&
    rng.chance(profile.region === 'valley' ? 0.12 : 0.1);
  const poolChance = { valley: 0.45, prescott: 0.08, rim: 0.03, whiteMountains: 0.02 }[
    profile.region
  ];
  return {
    horse: detached && rng.chance(profile.horseChance),
    mountainView: kind !== 'commercial' && rng.chance(profile.climate === 'desert' ? 0.15 : 0.35),
    pool:
      (kind === 'house' || kind === 'ranch' || kind === 'condo') &&
      rng.chance(kind === 'condo' ? 0.3 : poolChance * (profile.climate === 'desert' ? 1 : 0.6)),
    golf,
    gated:
      kind !== 'commercial' && rng.chance(golf ? 0.65 : profile.region === 'valley' ? 0.08 : 0.02),
    waterfront: kind !== 'commercial' && profile.lakes.length > 0 && rng.chance(0.025),
  };
}

function pickAddress(rng: Rng, { profile }: Place, kind: Kind): Address {
  const valley = profile.region === 'valley';
  const numbered = valley && rng.chance(0.4);
  const name = numbered ? ordinal(rng.int(1, 64)) : rng.pick(STREETS[profile.climate]);
  const suffix = numbered ? rng.pick(['St', 'Ave', 'Pl', 'Way', 'Dr']) : rng.pick(STREET_SUFFIXES);
  const dirPrefix = rng.chance(valley ? 0.85 : 0.25) ? rng.pick(DIRECTIONS) : null;
  const number = String(valley ? rng.int(100, 19999) : rng.int(100, 9999));
  const unitChance =
    kind === 'condo' ? 0.7 : kind === 'townhouse' ? 0.3 : kind === 'commercial' ? 0.2 : 0;
  const unit = rng.chance(unitChance)
    ? `${kind === 'commercial' ? 'Suite' : 'Unit'} ${rng.int(1, 240)}`
    : null;
  const line = [number, dirPrefix, name, suffix, unit].filter(Boolean).join(' ');
  return { number, dirPrefix, name, suffix, unit, line };
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A point within ~4 km of the town centre (uniform over the disc). */
function pickCoordinates(rng: Rng, city: MlsCity): { latitude: number; longitude: number } {
  const km = 4 * Math.sqrt(rng.float());
  const angle = rng.float(0, 2 * Math.PI);
  const dLat = (km * Math.sin(angle)) / 111;
  const dLon = (km * Math.cos(angle)) / (111 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: round(city.latitude + dLat, 6), longitude: round(city.longitude + dLon, 6) };
}

function pickSubdivision(
  rng: Rng,
  { profile }: Place,
  kind: Kind,
  tags: Tags,
): { subdivision: string; lake: string | null } {
  if (tags.waterfront) {
    const lake = rng.pick(profile.lakes);
    return { subdivision: `${lake} ${rng.pick(['Estates', 'Shores', 'Homesites'])}`, lake };
  }
  if (tags.golf) return { subdivision: rng.pick(profile.golfCourses), lake: null };
  if (profile.rural && (kind === 'land' || kind === 'ranch') && rng.chance(0.25)) {
    return { subdivision: 'Metes and Bounds', lake: null };
  }
  return { subdivision: rng.pick(profile.subdivisions), lake: null };
}

/** Lot size in acres; small towns and horse properties get more room. */
function pickAcres(rng: Rng, { profile }: Place, kind: Kind, tags: Tags, luxury: boolean): number {
  const rural = profile.rural;
  let acres: number;
  if (tags.horse) acres = rng.logUniform(1, 10);
  else if (kind === 'condo') acres = rng.float(0.02, 0.06);
  else if (kind === 'townhouse') acres = rng.float(0.04, 0.1);
  else if (kind === 'ranch') acres = rng.logUniform(5, 40);
  else if (kind === 'land') acres = rural ? rng.logUniform(0.3, 40) : rng.logUniform(0.15, 3);
  else if (kind === 'commercial') acres = rng.float(0.2, 2);
  else if (luxury) acres = rng.float(0.5, 2.5);
  else if (profile.region === 'valley') acres = rng.float(0.14, 0.4);
  else if (rural) acres = rng.logUniform(0.4, 5);
  else acres = rng.logUniform(0.18, 1.2);
  return Math.max(0.01, round(acres, acres < 1 ? 3 : 2));
}

function pickBuilding(rng: Rng, place: Place, kind: Kind, tags: Tags): Building {
  const { profile, city } = place;
  const luxury =
    kind === 'house' &&
    rng.chance(
      city.name === 'Scottsdale'
        ? 0.15
        : tags.golf
          ? 0.3
          : profile.region === 'valley'
            ? 0.04
            : 0.02,
    );
  const beds =
    kind === 'commercial'
      ? null
      : luxury
        ? rng.int(4, 6)
        : (BEDS_TABLES[kind] as WeightedTable<number>).pick(rng);
  const areaRange =
    beds === null ? ([1200, 5500] as const) : (AREA_BY_BEDS[beds] as [number, number]);
  let area = rng.int(areaRange[0], areaRange[1]);
  if (luxury) area = rng.int(3800, 5500);
  if (kind === 'cabin') area = Math.max(600, Math.round(area * 0.8));
  const fullBaths =
    beds === null
      ? rng.int(1, 3)
      : Math.max(1, Math.min(5, beds - 1 + rng.int(0, 1) + (luxury ? 1 : 0)));
  const halfBaths = beds !== null && rng.chance(luxury ? 0.8 : 0.35) ? 1 : 0;
  const stories = (STORIES_TABLES[kind] as WeightedTable<number>).pick(rng);
  const garage = luxury ? rng.int(3, 4) : (GARAGE_TABLES[kind] as WeightedTable<number>).pick(rng);
  const parking =
    kind === 'commercial' ? rng.int(6, 40) : garage + rng.int(kind === 'condo' ? 1 : 0, 4);
  return {
    beds,
    fullBaths,
    halfBaths,
    baths: fullBaths + halfBaths * 0.5,
    area,
    yearBuilt: pickYearBuilt(rng, kind),
    stories,
    rooms: beds === null ? null : beds + rng.int(2, 4),
    garage,
    parking,
    luxury,
  };
}

const NO_BUILDING: Building = {
  beds: null,
  fullBaths: 0,
  halfBaths: 0,
  baths: null,
  area: null,
  yearBuilt: null,
  stories: null,
  rooms: null,
  garage: null,
  parking: null,
  luxury: false,
};

/** About 20% built in 1978 or earlier (pre-1978 paint disclosures matter to buyers). */
function pickYearBuilt(rng: Rng, kind: Kind): number {
  if (kind === 'manufactured') return rng.int(1968, 2024);
  return rng.chance(0.2) ? rng.int(1950, 1978) : rng.int(1979, 2025);
}

/** List price from size, town price level and extras, rounded like real list prices. */
function pickPrice(rng: Rng, plan: Omit<Plan, 'price' | 'hoa'>): number {
  const { kind, building, tags, acres, place } = plan;
  const ppsf = place.profile.pricePerSqft;
  let price: number;
  if (kind === 'land') {
    price = clamp(
      40_000 * Math.pow(acres / 0.25, 0.45) * (ppsf / 300) * rng.float(0.8, 1.25),
      40_000,
      250_000,
    );
  } else if (kind === 'cabin') {
    price = clamp(rng.float(300_000, 700_000) * (ppsf / 330), 300_000, 700_000);
  } else {
    const kindFactors: Partial<Record<Kind, number>> = {
      ranch: 1.05,
      condo: 0.9,
      townhouse: 0.92,
      manufactured: 0.55,
      commercial: 0.85,
    };
    const kindFactor = kindFactors[kind] ?? 1;
    const premium = building.luxury ? rng.float(1.3, 1.6) : 1;
    const age = building.yearBuilt !== null && building.yearBuilt <= 1978 ? 0.88 : 1;
    price = (building.area ?? 1500) * ppsf * kindFactor * premium * age * rng.float(0.85, 1.2);
    if (tags.pool) price += 25_000;
    if (tags.golf) price *= 1.15;
    if (tags.waterfront) price *= 1.4;
    if (tags.mountainView) price *= 1.05;
    if (acres > 1) price += (acres - 1) * (place.profile.rural ? 12_000 : 30_000);
    price = clamp(price, 60_000, 4_000_000);
  }
  return roundListPrice(rng, price);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function roundListPrice(rng: Rng, price: number): number {
  const step = price < 100_000 ? 500 : 1000;
  const rounded = Math.round(price / step) * step;
  return step === 1000 && rng.chance(0.6) ? rounded - 100 : rounded;
}

function pickHoa(rng: Rng, plan: Omit<Plan, 'price' | 'hoa'>): Plan['hoa'] {
  const { kind, place, subdivision, tags } = plan;
  const chance =
    kind === 'condo' || kind === 'townhouse' || tags.golf || tags.gated
      ? 0.95
      : kind === 'commercial' || subdivision === 'Metes and Bounds'
        ? 0
        : place.profile.region === 'valley'
          ? 0.5
          : place.profile.rural
            ? 0.1
            : 0.3;
  if (!rng.chance(chance)) return null;
  const attached = kind === 'condo' || kind === 'townhouse';
  const fee = Math.round(
    attached ? rng.int(150, 450) : tags.golf ? rng.int(180, 600) : rng.int(20, 150),
  );
  const name = `${subdivision} ${rng.pick(['HOA', 'Owners Association', 'Community Association', 'Property Owners Association'])}`;
  const includes = rng.sample(ASSOCIATION_INCLUDES, rng.int(1, attached ? 5 : 3));
  return { fee, name, includes };
}

/** Status and dates: OnMarketDate is whole days before `now`, so DaysOnMarket is exact. */
function pickMarket(rng: Rng, ctx: DatasetContext): Market {
  const status = STATUS_TABLE.pick(rng);
  let days: number;
  if (status === 'Coming Soon') days = -rng.int(1, 10);
  else if (status === 'Active')
    days = rng.chance(0.155) ? rng.int(0, 7) : 8 + Math.min(540, Math.floor(rng.exponential(60)));
  else if (status === 'Closed') days = 25 + Math.min(500, Math.floor(rng.exponential(60)));
  else days = 10 + Math.min(400, Math.floor(rng.exponential(50)));
  const onMarketMs = ctx.todayMs - days * DAY_MS;
  const closeMs =
    status === 'Closed' ? ctx.todayMs - rng.int(1, Math.min(days - 20, 150)) * DAY_MS : null;
  return { status, onMarketMs, daysOnMarket: Math.max(0, days), closeMs };
}

// ---------------------------------------------------------------------------------------
// Feature groups
// ---------------------------------------------------------------------------------------

/** Feed field name (FEATURE_GROUP_FIELDS) -> chosen values mapped to true. */
type FeatureFields = Record<string, Readonly<Record<string, boolean>>>;

function valuesFor(group: FeatureGroup, climate: Climate): readonly string[] {
  return CLIMATE_VALUES[climate][group] ?? FEATURE_VALUES[group];
}

/**
 * The values one feature field has met, each with a bit, and the feature sets made of them.
 * Listings with the same choices share one frozen object: creating millions of objects with
 * free-form keys was most of the generation time of a large inventory.
 */
class FeatureVocabulary {
  private readonly bits = new Map<string, number>();
  private readonly values: string[] = [];
  private readonly sets = new Map<number, Readonly<Record<string, boolean>>>();

  bit(value: string): number {
    let bit = this.bits.get(value);
    if (bit === undefined) {
      if (this.values.length >= 31)
        throw new Error(`too many values for one feature field: ${value}`);
      bit = 1 << this.values.length;
      this.values.push(value);
      this.bits.set(value, bit);
    }
    return bit;
  }

  setOf(mask: number): Readonly<Record<string, boolean>> {
    let set = this.sets.get(mask);
    if (!set) {
      // keys sorted, so the object does not depend on the order values were first met
      const chosen = this.values
        .filter((value) => (mask & (this.bits.get(value) ?? 0)) !== 0)
        .sort();
      set = Object.freeze(Object.fromEntries(chosen.map((value) => [value, true])));
      this.sets.set(mask, set);
    }
    return set;
  }
}

const VOCABULARIES = new Map<string, FeatureVocabulary>();

function vocabularyOf(field: string): FeatureVocabulary {
  let vocabulary = VOCABULARIES.get(field);
  if (!vocabulary) {
    vocabulary = new FeatureVocabulary();
    VOCABULARIES.set(field, vocabulary);
  }
  return vocabulary;
}

/** Builds the feature groups; tag-driven values are forced in so they agree with the remarks. */
function pickFeatures(rng: Rng, plan: Plan): FeatureFields {
  const { kind, tags, place } = plan;
  const climate = place.profile.climate;
  const fields: FeatureFields = {};
  // 1-5 values: the forced ones first, then random ones from the group's pool
  const add = (group: FeatureGroup, chance: number, forced: string[] = [], draw = true) => {
    if (forced.length === 0 && !rng.chance(chance)) return;
    const field = FEATURE_GROUP_FIELDS[group];
    const vocabulary = vocabularyOf(field);
    let mask = 0;
    let size = 0;
    const take = (value: string) => {
      const bit = vocabulary.bit(value);
      if (size >= 5 || (mask & bit) !== 0) return;
      mask |= bit;
      size++;
    };
    forced.forEach(take);
    if (draw)
      rng.sample(valuesFor(group, climate), rng.int(1, 5 - Math.min(4, size))).forEach(take);
    fields[field] = vocabulary.setOf(mask);
  };
  const lotForced = [
    ...(tags.mountainView ? ['Mountain View(s)'] : []),
    ...(tags.waterfront ? ['Waterfront'] : []),
    ...(tags.golf ? ['On Golf Course'] : []),
  ];
  const communityForced = [
    ...(tags.golf ? ['Golf'] : []),
    ...(tags.gated ? ['Gated Community'] : []),
    ...(tags.waterfront ? ['Lake'] : []),
    ...(tags.horse ? ['Horse Trails'] : []),
    ...(tags.pool && kind === 'condo' ? ['Community Pool'] : []),
  ];
  add('WaterSource', 1, [pickWater(rng, plan)], false);
  add('Sewer', 1, [pickSewer(rng, plan)], false);
  add('Lot', 0.9, lotForced);
  add('Community', kind === 'land' ? 0.4 : 0.7, communityForced);
  add('Utilities', 0.9, [
    rng.pick(place.profile.power),
    ...(climate === 'mountain' && rng.chance(0.6) ? ['Propane'] : []),
  ]);
  if (tags.horse)
    add(
      'HorseAmenities',
      1,
      kind === 'land'
        ? ['Horse Trails']
        : rng.sample(['Barn', 'Corral(s)', 'Stall(s)'], rng.int(1, 2)),
    );
  if (kind === 'land') return fields;
  add('Parking', 0.9);
  add('Building', 0.85);
  add('Cooling', climate === 'mountain' ? 0.7 : 0.97);
  add('Heating', 1, climate === 'mountain' && rng.chance(0.5) ? ['Propane'] : []);
  add('Security', 0.7);
  add('Door', 0.6);
  add('Window', 0.8);
  add('Flooring', 0.85);
  if (kind === 'commercial') return fields;
  add('Interior', 0.95);
  add(
    'Fireplace',
    { mountain: 0.85, highDesert: 0.6, desert: 0.35 }[climate],
    kind === 'cabin' ? ['Wood Burning'] : [],
  );
  add('Laundry', 0.9);
  add('Exterior', 0.85);
  add('PatioAndPorch', 0.85);
  add('EnergySaving', 0.55);
  add('Appliances', 0.95);
  add('Kitchen', 0.85);
  add('Spa', tags.pool ? 0.45 : 0.12);
  add('Basement', climate === 'mountain' && kind !== 'manufactured' ? 0.2 : 0.03);
  if (tags.pool) add('Pool', 1, [kind === 'condo' ? 'Community' : 'Private']);
  return fields;
}

function pickWater(rng: Rng, { place, kind }: Plan): string {
  if (place.profile.region === 'valley') return 'Public';
  const wellChance = place.profile.rural ? 0.55 : kind === 'land' ? 0.3 : 0.12;
  if (!rng.chance(wellChance)) return 'Public';
  return rng.chance(0.75) ? 'Private Well' : 'Shared Well';
}

function pickSewer(rng: Rng, { place, kind, hoa }: Plan): string {
  if (hoa?.includes.includes('Sewer') || place.profile.region === 'valley' || kind === 'condo')
    return 'Public Sewer';
  const septicChance = place.profile.rural ? 0.8 : kind === 'land' ? 0.6 : 0.4;
  return rng.chance(septicChance) ? 'Septic Tank' : 'Public Sewer';
}

// ---------------------------------------------------------------------------------------
// Texts: remarks, directions, restricted notes
// ---------------------------------------------------------------------------------------

type Facts = {
  plan: Plan;
  attached: boolean;
  /** Where the home sits: "on 2.5 acres" for detached homes, "close to everything" otherwise. */
  lotPhrase: string;
  regionName: string;
  city: string;
  kindWord: string;
  /** "2.5 acres" or "7,800 sq ft". */
  acresText: string;
  /** "2.5-acre" or "7,800 sq ft", before a noun. */
  lotAdjective: string;
  street: string;
  highway: string;
  mountain: string;
};

type Sentence = (f: Facts, rng: Rng) => string;

const KIND_WORDS: Record<Kind, string> = {
  house: 'home',
  cabin: 'cabin',
  ranch: 'ranch property',
  condo: 'condo',
  townhouse: 'townhome',
  manufactured: 'manufactured home',
  land: 'parcel',
  commercial: 'commercial property',
};

const REGION_NAMES: Record<Region, string> = {
  rim: 'Rim Country',
  whiteMountains: 'White Mountains',
  prescott: 'Prescott-area',
  valley: 'Valley',
};

const HOME_OPENERS: readonly Sentence[] = [
  (f, r) =>
    `Welcome to this ${r.pick(['charming', 'beautifully kept', 'light-filled', 'spacious', 'updated'])} ${f.plan.building.beds} bedroom ${f.kindWord} in ${f.city}.`,
  (f) =>
    `Move-in ready ${f.plan.building.beds}BR/${f.plan.building.baths}BA ${f.kindWord} with ${thousands(f.plan.building.area ?? 0)} sq ft of living space.`,
  (f) => `Rare find in ${f.plan.subdivision}: a well-kept ${f.kindWord} ${f.lotPhrase}.`,
  (f) =>
    `Pride of ownership shows throughout this ${f.plan.building.yearBuilt}-built ${f.kindWord}.`,
  (f) =>
    `Priced to sell, this ${f.kindWord} offers ${plural(f.plan.building.beds ?? 0, 'bedroom')} and a flexible floor plan.`,
  (f) =>
    f.attached
      ? `Lock-and-leave ${f.kindWord} with easy, low-maintenance living in ${f.city}.`
      : `Bring your ideas to this ${f.kindWord} with room to grow on ${f.acresText}.`,
];
const CLIMATE_OPENERS: Record<Climate, readonly Sentence[]> = {
  mountain: [
    (f) =>
      `Tucked among tall ponderosa pines, this ${f.kindWord} is your ${f.city} retreat from the valley heat.`,
    (f) => `Your cool-country getaway awaits in ${f.city}!`,
    (f) =>
      `Classic ${f.regionName} ${f.kindWord} with a cozy feel and plenty of room for family and friends.`,
  ],
  desert: [
    (f) => `Sun-drenched ${f.kindWord} close to shopping, dining and freeway access.`,
    (f) => `Enjoy Arizona living at its best in this ${f.kindWord} in ${f.plan.subdivision}.`,
  ],
  highDesert: [
    (f) => `Four mild seasons and big Arizona skies come with this ${f.kindWord} in ${f.city}.`,
    (f) => `Granite boulders and juniper frame this inviting ${f.kindWord}.`,
  ],
};
const HOME_DETAILS: readonly Sentence[] = [
  () => 'Furnishings available on a separate bill of sale.',
  (_f, r) =>
    `The open kitchen features ${r.pick(['granite counters', 'quartz counters', 'a large island', 'stainless appliances', 'custom alder cabinets'])} and a walk-in pantry.`,
  (_f, r) =>
    `Cozy up to the ${r.pick(['wood-burning stove', 'stone fireplace', 'gas fireplace'])} on cool evenings.`,
  (_f, r) =>
    `The primary suite offers a walk-in closet and a ${r.pick(['soaking tub', 'walk-in shower', 'double vanity'])}.`,
  (f, r) =>
    `Step out to the ${r.pick(['covered deck', 'back patio', 'wraparound porch'])} and enjoy ${f.plan.place.profile.climate === 'mountain' ? 'the cool pine-scented air' : 'the Arizona sunsets'}.`,
  (_f, r) =>
    `Recent updates include a new roof in ${r.int(2018, 2025)}, dual-pane windows and fresh interior paint.`,
  (f) =>
    f.plan.building.garage
      ? `The ${f.plan.building.garage}-car garage has room for a workbench and extra storage.`
      : 'Plenty of off-street parking for guests and toys.',
  () => 'Fully fenced backyard is ready for pets and gardening.',
  () => 'Low-maintenance landscaping leaves more time for hiking the nearby trails.',
  () => 'Vaulted ceilings and big windows fill the living room with natural light.',
  () => 'A bonus room makes a perfect office, craft room or guest space.',
];
const LAND_OPENERS: readonly Sentence[] = [
  (f) => `Build your dream home on this ${f.lotAdjective} lot in ${f.city}.`,
  (f) => `Beautiful homesite in ${f.plan.subdivision} ready for your plans.`,
  (f) => `${capitalize(f.acresText)} of usable land with easy access from ${f.highway}.`,
  (f) => `Affordable ${f.lotAdjective} parcel in ${f.city}, a short drive to town.`,
];
const LAND_DETAILS: readonly Sentence[] = [
  () => 'Utilities are near the lot line; septic permit required.',
  () => 'Manufactured homes allowed.',
  () => 'Minimal restrictions and a gentle slope make building easy.',
  () => 'Survey available from the seller.',
  () => 'Paved road access year round.',
  () => 'Camp on it now and build later.',
];
const COMMERCIAL_SENTENCES: readonly Sentence[] = [
  (f) => `Well-located ${f.plan.subType.toLowerCase()} building on a busy corridor in ${f.city}.`,
  (f) =>
    `${thousands(f.plan.building.area ?? 0)} sq ft with ${f.plan.building.parking} parking spaces and easy access from ${f.highway}.`,
  () => 'Ideal for an owner-user or investor.',
  () => 'Zoned commercial with strong traffic counts.',
  () => 'Flexible floor plan with private offices, reception and storage.',
];
const CLOSERS: readonly Sentence[] = [
  () => 'Schedule your private showing today!',
  () => 'This one will not last long.',
  () => 'Come see it before it is gone.',
  () => 'Seller is motivated; bring all offers.',
  (f, r) => `Just ${r.int(3, 15)} minutes to downtown ${f.city}.`,
];

/** Sentences for the searchable features; each names the feature words the site searches for. */
const TAG_SENTENCES: Record<keyof Tags, readonly Sentence[]> = {
  horse: [
    (_f, r) =>
      `Horse property with ${r.pick(['a barn and corrals', 'a three-stall barn and tack room', 'corrals and a round pen'])}, and trails right from the back gate.`,
    () => 'Zoned for horses, with room to ride and national forest trails nearby.',
    () => 'Bring the horses: fenced pasture, corrals and hay storage are in place.',
  ],
  mountainView: [
    (f, r) =>
      `Enjoy sweeping mountain views of ${f.mountain} from the ${r.pick(['deck', 'living room', 'primary suite'])}.`,
    (f) => `Wake up to mountain views of ${f.mountain}.`,
  ],
  pool: [
    (f, r) =>
      f.plan.kind === 'condo'
        ? 'The community pool and spa are just steps from your door.'
        : `Resort-style backyard with a sparkling ${r.pick(['heated', 'private', 'play'])} pool.`,
    (f) =>
      f.plan.kind === 'condo'
        ? 'Relax at the community pool all summer long.'
        : 'Cool off in the private pool after a long day.',
  ],
  golf: [
    (f) => `Located in ${f.plan.subdivision}, with golf course living and clubhouse amenities.`,
    (f) => `Tee times are minutes away at the ${f.plan.subdivision} golf course.`,
  ],
  gated: [
    () => 'Set inside a gated community for privacy and peace of mind.',
    () => 'This gated neighborhood offers quiet streets and a friendly feel.',
  ],
  waterfront: [
    (f) => `Waterfront living on ${f.plan.lake}: fish from your own backyard.`,
    (f) => `Rare waterfront lot along ${f.plan.lake} with lake access.`,
  ],
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function factsFor(rng: Rng, plan: Plan, address: Address): Facts {
  const attached = plan.kind === 'condo' || plan.kind === 'townhouse';
  const acresText =
    plan.acres >= 1 ? `${plan.acres} acres` : `${thousands(Math.round(plan.acres * 43560))} sq ft`;
  return {
    plan,
    attached,
    lotPhrase: attached ? 'close to everything' : `on ${acresText}`,
    regionName: REGION_NAMES[plan.place.profile.region],
    city: plan.place.city.name,
    kindWord: KIND_WORDS[plan.kind],
    acresText,
    lotAdjective:
      plan.acres >= 1 ? `${plan.acres}-acre` : `${thousands(Math.round(plan.acres * 43560))} sq ft`,
    street: `${address.name} ${address.suffix}`,
    highway: rng.pick(plan.place.profile.highways),
    mountain: rng.pick(plan.place.profile.mountains),
  };
}

/** 2-5 sentences: an opener, most of the listing's feature sentences, details, a closer. */
function publicRemarks(rng: Rng, f: Facts): string {
  const { kind, tags, place } = f.plan;
  const target = rng.int(2, 5);
  const opener =
    kind === 'land'
      ? rng.pick(LAND_OPENERS)
      : kind === 'commercial'
        ? rng.pick(COMMERCIAL_SENTENCES)
        : rng.chance(0.4)
          ? rng.pick(CLIMATE_OPENERS[place.profile.climate])
          : rng.pick(HOME_OPENERS);
  const sentences = [opener(f, rng)];
  for (const tag of Object.keys(TAG_SENTENCES) as (keyof Tags)[]) {
    if (tags[tag] && sentences.length < 3 && rng.chance(tag === 'horse' ? 0.85 : 0.7)) {
      sentences.push(rng.pick(TAG_SENTENCES[tag])(f, rng));
    }
  }
  const pool =
    kind === 'land' ? LAND_DETAILS : kind === 'commercial' ? COMMERCIAL_SENTENCES : HOME_DETAILS;
  const details = pool.filter((sentence) => sentence !== opener);
  for (const detail of rng.sample(details, Math.max(0, target - sentences.length - 1))) {
    sentences.push(detail(f, rng));
  }
  if (sentences.length < target) sentences.push(rng.pick(CLOSERS)(f, rng));
  return [...new Set(sentences)].join(' ');
}

/** The longer agent-written description: the remarks plus a factual summary. */
function syndicationRemarks(
  rng: Rng,
  f: Facts,
  remarks: string,
  taxYear: number,
  tax: number,
): string {
  const { plan } = f;
  const b = plan.building;
  const parts = [remarks];
  if (plan.kind === 'land') {
    parts.push(
      `This ${f.lotAdjective} ${plan.subType.toLowerCase()} parcel is in ${plan.subdivision === 'Metes and Bounds' ? 'an unsubdivided area of' : `${plan.subdivision},`} ${f.city}.`,
    );
  } else if (b.beds !== null) {
    parts.push(
      `This ${b.beds} bedroom, ${b.baths} bath ${f.kindWord} offers ${thousands(b.area ?? 0)} sq ft${f.attached ? '' : ` on a ${f.lotAdjective} lot`}.`,
    );
  } else {
    parts.push(`The building offers ${thousands(b.area ?? 0)} sq ft on ${f.acresText}.`);
  }
  if (b.yearBuilt !== null) parts.push(`Built in ${b.yearBuilt}.`);
  parts.push(plan.hoa ? `HOA dues are $${plan.hoa.fee} per month.` : 'No HOA.');
  parts.push(`Served by ${plan.place.profile.schools.district}.`);
  if (rng.chance(0.6))
    parts.push(`Property taxes were $${thousands(Math.round(tax))} in ${taxYear}.`);
  return parts.join(' ');
}

function directions(rng: Rng, f: Facts): string {
  const turn = rng.pick(['east', 'west', 'north', 'south']);
  const cross = rng.pick(STREETS[f.plan.place.profile.climate]);
  const side = rng.pick(['left', 'right']);
  return rng.pick([
    `From ${f.highway} turn ${turn} on ${f.street}; the property is on the ${side}.`,
    `From ${f.highway} go ${turn} on ${cross} ${rng.pick(STREET_SUFFIXES)}, then ${rng.pick(['left', 'right'])} on ${f.street} to the property on the ${side}.`,
    `Take ${f.highway} to ${cross}, go ${turn} ${rng.int(1, 6)} miles to ${f.street}. Sign on property.`,
  ]);
}

function privateRemarks(rng: Rng): string {
  return rng
    .sample(
      [
        `Seller prefers a ${rng.pick([30, 45])}-day close.`,
        `Lockbox on ${rng.pick(['front door', 'side gate', 'propane tank'])}.`,
        'Call listing agent before writing an offer.',
        `Tenant occupied until ${rng.pick(['March', 'June', 'September'])}; 24 hours notice required.`,
        `Septic inspection completed in ${rng.int(2023, 2025)}.`,
        'Seller is a licensed real estate agent in Arizona.',
      ],
      rng.int(1, 2),
    )
    .join(' ');
}

function showingInstructions(rng: Rng, phone: string): string {
  return rng.pick([
    `Call listing agent at ${phone}.`,
    'ShowingTime; 2 hours notice please.',
    `Go direct; lockbox on front door, code ${pad(rng.int(0, 9999), 4)}.`,
    'Appointment only; dogs on property.',
    'Vacant; go and show.',
  ]);
}

function legalDescription(
  rng: Rng,
  plan: Plan,
  township: string,
  range: string,
  section: string,
): string {
  const county = plan.place.city.county;
  if (plan.subdivision === 'Metes and Bounds') {
    return `A portion of the ${rng.pick(['NE', 'NW', 'SE', 'SW'])} 1/4 of Section ${section}, Township ${township}, Range ${range}, G&SRB&M, ${county} County, Arizona`;
  }
  return `Lot ${rng.int(1, 240)}, Block ${rng.int(1, 12)}, ${plan.subdivision} Unit ${rng.int(1, 6)}, Book ${rng.int(10, 90)} of Maps, Page ${rng.int(1, 60)}, ${county} County, AZ`;
}

function parcelNumber(rng: Rng, county: MlsCity['county']): string {
  const book = PARCEL_BOOKS[county];
  const letter = rng.chance(book.letterChance) ? rng.pick(['A', 'B', 'C', 'D', 'E', 'F']) : '';
  return `${rng.int(book.first, book.last)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 999), 3)}${letter}`;
}

function ageRange(nowYear: number, yearBuilt: number): string {
  const age = Math.max(0, nowYear - yearBuilt);
  const buckets: [number, string][] = [
    [5, '1-5 Years'],
    [10, '6-10 Years'],
    [15, '11-15 Years'],
    [20, '16-20 Years'],
    [30, '21-30 Years'],
    [40, '31-40 Years'],
    [50, '41-50 Years'],
  ];
  return buckets.find(([limit]) => age <= limit)?.[1] ?? '51+ Years';
}

function internetTypes(rng: Rng, { profile }: Place): string {
  return rng.pick(
    INTERNET[profile.region === 'valley' ? 'valley' : profile.rural ? 'rural' : 'town'],
  );
}

// ---------------------------------------------------------------------------------------
// Agent and photos
// ---------------------------------------------------------------------------------------

type Agent = {
  first: string;
  last: string;
  phone: string;
  email: string;
  office: string;
  officePhone: string;
};

/** Agents are stable per (region, agent number), so the same names recur across listings. */
function pickAgent(rng: Rng, place: Place): Agent {
  const offices = OFFICES[place.profile.region];
  const agentNo = rng.int(0, 59);
  const officeNo = agentNo % offices.length;
  const office = offices[officeNo] as string;
  const first = FIRST_NAMES[(agentNo * 7 + officeNo) % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[
    (agentNo * 11 + place.profile.region.length) % LAST_NAMES.length
  ] as string;
  const area = place.profile.phoneArea;
  const domain = `${office.toLowerCase().replace(/[^a-z]/g, '')}.com`;
  return {
    first,
    last,
    phone: `${area}-555-0${pad(100 + ((agentNo * 37 + area.length) % 900), 3)}`,
    email: `${first}.${last}@${domain}`.toLowerCase(),
    office,
    officePhone: `${area}-555-01${pad(officeNo, 2)}`,
  };
}

const PHOTO_SIZES = [
  ['Uri640', 640, 480],
  ['Uri800', 800, 600],
  ['Uri1024', 1024, 768],
  ['Uri1280', 1280, 1024],
  ['Uri1600', 1600, 1200],
  ['UriLarge', 2048, 1536],
] as const;

const PHOTO_SUBJECTS: Record<Kind, PhotoSubject> = {
  house: 'house',
  cabin: 'cabin',
  ranch: 'ranch',
  condo: 'condo',
  townhouse: 'condo',
  manufactured: 'manufactured',
  land: 'view',
  commercial: 'commercial',
};

function landscapeFor({ place, tags }: Plan, rng: Rng, first: boolean): PhotoLandscape {
  if (tags.waterfront && (first || rng.chance(0.5))) return 'lake';
  return { mountain: 'pines', desert: 'desert', highDesert: 'highDesert' }[
    place.profile.climate
  ] as PhotoLandscape;
}

function subjectFor({ kind, tags }: Plan, rng: Rng, first: boolean): PhotoSubject {
  if (!first && kind !== 'land' && rng.chance(0.3)) return 'view';
  if (tags.pool && kind !== 'condo' && (first || rng.chance(0.5))) return 'poolHouse';
  return PHOTO_SUBJECTS[kind];
}

function photo(
  ctx: DatasetContext,
  plan: Plan,
  id: string,
  n: number,
  caption: string,
): SparkPhoto {
  const base = `${ctx.photoBaseUrl}/az`;
  const result: SparkPhoto = {
    Id: id,
    ResourceUri: `/v1/listings/${plan.key}/photos/${id}`,
    Name: `Photo ${n + 1}`,
    Caption: caption,
    Primary: n === 0,
    Uri300: `${base}/${id}.svg`,
  };
  for (const [field, w, h] of PHOTO_SIZES) result[field] = `${base}/${w}x${h}/true/${id}-o.svg`;
  return result;
}

/**
 * 5-30 photos (land 3-8). Photo ids: the key's first 13 digits, the index (9 digits), the photo
 * number (2) and the scene code (2) that photo-art draws. About 0.5% of listings carry one
 * placeholder photo and one with empty URLs, which the normalizer must drop.
 */
function pickPhotos(rng: Rng, ctx: DatasetContext, plan: Plan): SparkPhoto[] {
  const count =
    plan.kind === 'land'
      ? rng.int(3, 8)
      : plan.kind === 'commercial'
        ? rng.int(5, 15)
        : rng.int(5, 30);
  const captions = PHOTO_CAPTIONS[plan.kind === 'land' ? 'land' : 'building'];
  const photos: SparkPhoto[] = [];
  for (let n = 0; n < count; n++) {
    const scene = photoSceneCode(landscapeFor(plan, rng, n === 0), subjectFor(plan, rng, n === 0));
    const id = `${plan.key.slice(0, 13)}${pad(plan.index, 9)}${pad(n, 2)}${scene}`;
    photos.push(photo(ctx, plan, id, n, rng.chance(0.4) ? '' : rng.pick(captions)));
  }
  if (rng.chance(0.005)) breakTwoPhotos(photos, ctx);
  return photos;
}

function breakTwoPhotos(photos: SparkPhoto[], ctx: DatasetContext): void {
  const [placeholder, empty] = [photos[1], photos[2]];
  if (placeholder) {
    placeholder.Uri300 = `${ctx.photoBaseUrl}/az/placeholder.svg`;
    for (const [field] of PHOTO_SIZES)
      placeholder[field] = `${ctx.photoBaseUrl}/az/placeholder-o.svg`;
  }
  if (empty) {
    empty.Uri300 = '';
    for (const [field] of PHOTO_SIZES) empty[field] = '';
  }
}

// ---------------------------------------------------------------------------------------
// Quirks of real feeds
// ---------------------------------------------------------------------------------------

const DECIMAL_FIELDS = [
  'ListPrice',
  'BuildingAreaTotal',
  'LotSizeAcres',
  'TaxAnnualAmount',
] as const;
const NULLABLE_FIELDS = [
  'SubdivisionName',
  'GarageSpaces',
  'YearBuilt',
  'TaxAnnualAmount',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'Directions',
  'Stories',
  'Electric',
  'InternetTypes',
  'PropertyCondition',
  'LotSizeSquareFeet',
];

/** Older payloads send decimals as strings ("425000.0"), longitudes with a leading space. */
function stringifyNumbers(f: SparkStandardFields): void {
  for (const field of DECIMAL_FIELDS) {
    const value = f[field];
    if (typeof value === 'number')
      f[field] = Number.isInteger(value) ? `${value}.0` : String(value);
  }
  if (typeof f.BathsTotal === 'number') f.BathsTotal = f.BathsTotal.toFixed(1);
  if (typeof f.BedsTotal === 'number') f.BedsTotal = String(f.BedsTotal);
  if (typeof f.Latitude === 'number') f.Latitude = String(f.Latitude);
  if (typeof f.Longitude === 'number') f.Longitude = ` ${f.Longitude}`;
}

function maskOneField(rng: Rng, f: SparkStandardFields, featureFields: string[]): void {
  const choice = rng.pick(['BedsTotal', 'BathsTotal', 'StreetDirSuffix', 'feature'] as const);
  if (choice === 'feature' && featureFields.length > 0) f[rng.pick(featureFields)] = SPARK_MASK;
  else if (choice !== 'feature' && f[choice] != null) f[choice] = SPARK_MASK;
  else f.StreetDirSuffix = SPARK_MASK;
}

function applyQuirks(rng: Rng, f: SparkStandardFields, featureFields: string[]): void {
  if (rng.chance(0.03)) stringifyNumbers(f);
  if (rng.chance(0.01)) maskOneField(rng, f, featureFields);
  if (rng.chance(0.05)) {
    for (const field of rng.sample(NULLABLE_FIELDS, rng.int(1, 3))) f[field] = null;
  }
  if (rng.chance(0.2) && typeof f.Stories === 'number') f.Stories = String(f.Stories);
}

/** IDX permission: true for ~97%, false ~2%, and the key absent for ~1% (fail closed). */
function applyIdxFlags(rng: Rng, f: SparkStandardFields): void {
  const roll = rng.float();
  if (roll < 0.97) f.InternetEntireListingDisplayYN = true;
  else if (roll < 0.99) f.InternetEntireListingDisplayYN = false;
  f.InternetAddressDisplayYN = rng.chance(0.95);
}

// ---------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------

function planListing(rng: Rng, index: number, ctx: DatasetContext): Plan {
  const key = listingKeyFor(rng, index);
  const place = ctx.places.pick(rng);
  const kind = place.kinds.pick(rng);
  const tags = pickTags(rng, place, kind);
  const { subdivision, lake } = pickSubdivision(rng, place, kind, tags);
  const building = hasBuilding(kind) ? pickBuilding(rng, place, kind, tags) : NO_BUILDING;
  const acres = pickAcres(rng, place, kind, tags, building.luxury);
  const partial = {
    index,
    key,
    place,
    kind,
    subType: subTypeFor(rng, kind),
    tags,
    subdivision,
    lake,
    acres,
    building,
  };
  const price = pickPrice(rng, partial);
  return { ...partial, price, hoa: pickHoa(rng, partial) };
}

type DateFields = {
  OnMarketDate: string;
  DaysOnMarket: number;
  CumulativeDaysOnMarket: number;
  ModificationTimestamp: string;
  PhotosChangeTimestamp: string;
  CloseDate: string | null;
};

function datesFields(rng: Rng, ctx: DatasetContext, market: Market): DateFields {
  // Coming Soon listings go on market later but were entered (and modified) in the last days
  const startMs = market.onMarketMs > ctx.nowMs ? ctx.nowMs - 5 * DAY_MS : market.onMarketMs;
  const modifiedMs = Math.floor(rng.float(startMs, ctx.nowMs) / 1000) * 1000;
  const photosMs = Math.floor(rng.float(startMs - 2 * DAY_MS, modifiedMs) / 1000) * 1000;
  const relisted = rng.chance(0.1) ? rng.int(10, 200) : 0;
  return {
    OnMarketDate: isoDate(market.onMarketMs),
    DaysOnMarket: market.daysOnMarket,
    CumulativeDaysOnMarket: market.daysOnMarket + relisted,
    ModificationTimestamp: isoSeconds(modifiedMs),
    PhotosChangeTimestamp: isoSeconds(photosMs),
    CloseDate: market.closeMs === null ? null : isoDate(market.closeMs),
  };
}

/**
 * One listing, fully determined by (ctx.seed, index) and ctx.now. Index must be below
 * 8,900,000 (the ListingId space).
 */
export function generateListing(index: number, ctx: DatasetContext): SparkListingRecord {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INDEX) {
    throw new RangeError(`listing index ${index} is outside 0..${MAX_INDEX - 1}`);
  }
  const rng = new Rng(mixSeed(ctx.seed, index));
  const plan = planListing(rng, index, ctx);
  const { place, building: b, kind } = plan;
  const { city, profile } = place;
  const address = pickAddress(rng, place, kind);
  const coordinates = pickCoordinates(rng, city);
  const market = pickMarket(rng, ctx);
  const dates = datesFields(rng, ctx, market);
  const agent = pickAgent(rng, place);
  const facts = factsFor(rng, plan, address);
  const remarks = publicRemarks(rng, facts);
  const taxYear = ctx.nowYear - 1;
  const tax = round(plan.price * TAX_RATE[city.county] * rng.float(0.7, 1.2), 2);
  const township = `${profile.township + rng.int(-1, 1)}N`;
  const range = `${Math.abs(profile.range + rng.int(-1, 1)) || 1}${profile.range < 0 ? 'W' : 'E'}`;
  const section = String(rng.int(1, 36));
  const groups = pickFeatures(rng, plan);
  const photos = pickPhotos(rng, ctx, plan);
  const zip = rng.pick(city.zipCodes);

  const f: SparkStandardFields = {
    ListingKey: plan.key,
    ListingId: mlsNumberFor(index),
    MlsId: MLS_ID,
    MlsStatus: market.status,
    StandardStatus: MLS_STATUSES[market.status],
    ListPrice: plan.price,
    ClosePrice:
      market.status === 'Closed' ? roundListPrice(rng, plan.price * rng.float(0.93, 1.02)) : null,
    PropertyType: KIND_CODES[kind],
    PropertySubType: plan.subType,
    StreetNumber: address.number,
    StreetDirPrefix: address.dirPrefix,
    StreetName: address.name,
    StreetSuffix: address.suffix,
    StreetDirSuffix: null,
    StreetAdditionalInfo: address.unit,
    UnparsedFirstLineAddress: address.line,
    UnparsedAddress: `${address.line}, ${city.name}, AZ ${zip}`,
    City: city.name,
    StateOrProvince: 'AZ',
    PostalCode: zip,
    CountyOrParish: city.county,
    SubdivisionName: plan.subdivision,
    Latitude: coordinates.latitude,
    Longitude: coordinates.longitude,
    BedsTotal: b.beds,
    BathsTotal: b.baths,
    BathsFull: b.baths === null ? null : b.fullBaths,
    BathsHalf: b.baths === null ? null : b.halfBaths,
    BathsThreeQuarter: b.baths === null || rng.chance(0.7) ? null : 0,
    BuildingAreaTotal: b.area,
    LivingArea: b.area,
    LotSizeAcres: plan.acres,
    LotSizeSquareFeet: Math.round(plan.acres * 43560),
    YearBuilt: b.yearBuilt,
    Stories: b.stories,
    RoomsTotal: b.rooms,
    ParkingTotal: b.parking,
    GarageSpaces: b.garage,
    PublicRemarks: remarks,
    SyndicationRemarks: syndicationRemarks(rng, facts, remarks, taxYear, tax),
    Directions: directions(rng, facts),
    PrivateRemarks: privateRemarks(rng),
    ShowingInstructions: showingInstructions(rng, agent.phone),
    BuyerAgencyCompensation: rng.pick(BUYER_COMPENSATION),
    OnMarketDate: dates.OnMarketDate,
    DaysOnMarket: dates.DaysOnMarket,
    CumulativeDaysOnMarket: dates.CumulativeDaysOnMarket,
    ModificationTimestamp: dates.ModificationTimestamp,
    PhotosChangeTimestamp: dates.PhotosChangeTimestamp,
    CloseDate: dates.CloseDate,
    PhotosCount: photos.length,
    ListAgentFirstName: agent.first,
    ListAgentLastName: agent.last,
    ListAgentPreferredPhone: agent.phone,
    ListAgentEmail: agent.email,
    ListOfficeName: agent.office,
    ListOfficePhone: agent.officePhone,
    AuctionYN: rng.chance(0.01),
    HorseYN: plan.tags.horse,
    AssociationYN: plan.hoa !== null,
    AssociationFee: plan.hoa?.fee ?? null,
    AssociationName: plan.hoa?.name ?? null,
    AssociationFeeIncludes: plan.hoa ? plan.hoa.includes.join(', ') : null,
    TaxAnnualAmount: tax,
    TaxYear: taxYear,
    ParcelNumber: parcelNumber(rng, city.county),
    LegalDescription: legalDescription(rng, plan, township, range, section),
    PublicSurveyTownship: township,
    PublicSurveyRange: range,
    PublicSurveySection: section,
    HighSchoolDistrict: profile.schools.district,
    ElementarySchool: rng.pick(profile.schools.elementary),
    MiddleOrJuniorSchool: rng.pick(profile.schools.middle),
    HighSchool: rng.pick(profile.schools.high),
    PropertyCondition:
      b.yearBuilt === null
        ? null
        : b.yearBuilt >= ctx.nowYear - 1
          ? 'New Construction'
          : CONDITION_TABLE.pick(rng),
    AgeRange: b.yearBuilt === null ? null : ageRange(ctx.nowYear, b.yearBuilt),
    InternetTypes: kind === 'land' && rng.chance(0.5) ? null : internetTypes(rng, place),
    Electric: rng.sample(ELECTRIC_VALUES, rng.int(1, 2)).join(', '),
    Photos: photos,
  };
  // assigned rather than spread: spreading into this large literal is several times slower
  Object.assign(f, groups);
  applyQuirks(rng, f, Object.keys(groups));
  applyIdxFlags(rng, f);
  return { Id: plan.key, ResourceUri: `/v1/listings/${plan.key}`, StandardFields: f };
}

// ---------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------

function countOf(options: DatasetOptions): number {
  const count = options.count ?? DEFAULT_COUNT;
  if (!Number.isInteger(count) || count < 0 || count > MAX_INDEX) {
    throw new RangeError(`count must be an integer in 0..${MAX_INDEX}`);
  }
  return count;
}

/** Listings one at a time, for large inventories (1,000,000 listings stream in constant memory). */
export function* iterateListings(
  options: DatasetOptions,
): Generator<SparkListingRecord, void, undefined> {
  const count = countOf(options);
  const ctx = createDatasetContext(options);
  for (let index = 0; index < count; index++) yield generateListing(index, ctx);
}

/** The whole inventory as an array (default 3000 listings). */
export function generateListings(options: DatasetOptions): SparkListingRecord[] {
  return Array.from(iterateListings(options));
}
