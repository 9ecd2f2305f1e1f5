import { describe, expect, it } from 'vitest';
import {
  interpretSearch,
  readAmount,
  type InterpretedFilters,
  type KnownPlace,
} from './search-interpreter';
import { townsOfCity } from './search-towns';

/** Streets and subdivisions as the suggestions would name them for the text typed. */
const PLACES: KnownPlace[] = [
  { kind: 'street', name: 'Woodland Ct' },
  { kind: 'street', name: 'Fossil Creek Rd' },
  { kind: 'street', name: 'Granite Dells Pkwy' },
  { kind: 'street', name: 'Elk Ridge Dr' },
  { kind: 'street', name: 'Elk Ridge Ln' },
  { kind: 'subdivision', name: 'Chaparral Pines' },
  { kind: 'subdivision', name: 'Payson Pines' },
  { kind: 'subdivision', name: 'Bison Ranch' },
];

type Case = [input: string, filters: InterpretedFilters, guess?: string];

/**
 * What the box should understand, input by input: towns, ZIPs, MLS numbers, addresses,
 * streets, subdivisions and plain-language phrases, in any case and spacing.
 */
const CASES: Case[] = [
  // towns, with a state, in any case and spacing
  ['Payson', { city: 'Payson' }],
  ['payson', { city: 'Payson' }],
  ['PAYSON', { city: 'Payson' }],
  ['  payson  ', { city: 'Payson' }],
  ['Payson AZ', { city: 'Payson' }],
  ['Payson, AZ', { city: 'Payson' }],
  ['Payson, Arizona', { city: 'Payson' }],
  ['payson az 85541', { city: 'Payson', zipCode: '85541' }],
  ['Payson, AZ 85541', { city: 'Payson', zipCode: '85541' }],
  ['homes in Payson', { city: 'Payson' }],
  ['homes for sale in payson az', { city: 'Payson' }],
  ['Show Low', { city: 'Show Low' }],
  ['show low az', { city: 'Show Low' }],
  ['Showlow', { city: 'Show Low' }],
  ['SHOWLOW AZ', { city: 'Show Low' }],
  ['show-low', { city: 'Show Low' }],
  ['Star Valley', { city: 'Star Valley' }],
  ['starvalley', { city: 'Star Valley' }],
  ['Prescott', { city: 'Prescott' }],
  ['Prescott Valley', { city: 'Prescott Valley' }],
  ['prescott valley az', { city: 'Prescott Valley' }],
  ['Prescott AZ 86301', { city: 'Prescott', zipCode: '86301' }],
  ['Pine', { city: 'Pine' }],
  ['Pine AZ', { city: 'Pine' }],
  ['Strawberry', { city: 'Strawberry' }],
  ['Heber', { city: 'Heber' }],
  ['Overgaard', { city: 'Overgaard' }],
  ['Snowflake', { city: 'Snowflake' }],
  ['Lakeside', { city: 'Lakeside' }],
  ['Pinetop', { city: 'Pinetop' }],
  // hyphenated and joined towns: both towns
  ['Pinetop-Lakeside', { city: 'Pinetop-Lakeside' }],
  ['pinetop lakeside', { city: 'Pinetop-Lakeside' }],
  ['Pinetop-Lakeside, AZ', { city: 'Pinetop-Lakeside' }],
  ['Heber-Overgaard', { city: 'Heber-Overgaard' }],
  ['Pine-Strawberry', { city: 'Pine-Strawberry' }],
  // close misspellings, said as a guess
  ['Peyson', { city: 'Payson' }, 'Peyson'],
  ['paysen az', { city: 'Payson' }, 'paysen'],
  ['Pason', { city: 'Payson' }, 'Pason'],
  ['Prescot', { city: 'Prescott' }, 'Prescot'],
  ['Prescot Valley', { city: 'Prescott Valley' }, 'Prescot Valley'],
  ['Snowflak', { city: 'Snowflake' }, 'Snowflak'],
  ['Lakesde', { city: 'Lakeside' }, 'Lakesde'],
  ['Phoneix', { city: 'Phoenix' }, 'Phoneix'],
  ['Scotsdale', { city: 'Scottsdale' }, 'Scotsdale'],
  // ZIP and ZIP+4, and a ZIP with its town
  ['85541', { zipCode: '85541' }],
  ['85541-1234', { zipCode: '85541' }],
  [' 85544 ', { zipCode: '85544' }],
  ['85901 Show Low', { zipCode: '85901', city: 'Show Low' }],
  ['zip 85541', { zipCode: '85541' }],
  // MLS numbers with or without #, MLS, MLS#
  ['6901651', { mlsNumber: '6901651' }],
  ['#6901651', { mlsNumber: '6901651' }],
  ['# 6901651', { mlsNumber: '6901651' }],
  ['MLS 6901651', { mlsNumber: '6901651' }],
  ['MLS# 6901651', { mlsNumber: '6901651' }],
  ['mls#6901651', { mlsNumber: '6901651' }],
  ['MLS #6901651', { mlsNumber: '6901651' }],
  ['mls number 6901651', { mlsNumber: '6901651' }],
  ['1234', { mlsNumber: '1234' }],
  ['8554', { mlsNumber: '8554' }],
  ['855411', { mlsNumber: '855411' }],
  ['  123 ', { mlsNumber: '123' }],
  ['512 S Beeline Hwy, AZ', { address: '512 S Beeline Hwy' }],
  ['Pine,', { city: 'Pine' }],
  ['  star   valley ', { city: 'Star Valley' }],
  // full street addresses
  ['2314 Woodland Ct', { address: '2314 Woodland Ct' }],
  ['2314 Woodland Ct, Payson', { address: '2314 Woodland Ct', city: 'Payson' }],
  [
    '2314 Woodland Ct, Payson, AZ 85541',
    { address: '2314 Woodland Ct', city: 'Payson', zipCode: '85541' },
  ],
  ['2314 woodland ct payson az', { address: '2314 woodland ct', city: 'Payson' }],
  ['512 S Beeline Hwy, Payson, AZ', { address: '512 S Beeline Hwy', city: 'Payson' }],
  ['1200 N Rim Club Pkwy', { address: '1200 N Rim Club Pkwy' }],
  ['4567 W Show Low Lake Rd, Show Low', { address: '4567 W Show Low Lake Rd', city: 'Show Low' }],
  // a street name without a number: the listings on that street
  ['Woodland Ct', { address: 'Woodland Ct' }],
  ['woodland court', { address: 'woodland court' }],
  ['Woodland', { address: 'Woodland Ct' }],
  ['Fossil Creek', { address: 'Fossil Creek Rd' }],
  ['fossil creek rd', { address: 'Fossil Creek Rd' }],
  ['Woodland Ct Payson', { address: 'Woodland Ct', city: 'Payson' }],
  ['Elk Ridge', { address: 'Elk Ridge' }],
  ['Main St', { address: 'Main St' }],
  ['Cedar Lane, Pine', { address: 'Cedar Lane', city: 'Pine' }],
  // subdivisions the feed names
  ['Chaparral Pines', { subdivision: 'Chaparral Pines' }],
  ['chaparral pines payson', { subdivision: 'Chaparral Pines', city: 'Payson' }],
  ['Bison Ranch', { subdivision: 'Bison Ranch' }],
  ['payson pines', { subdivision: 'Payson Pines' }],
  // plain language
  ['3 bed 2 bath in Pine under 400k', { city: 'Pine', minBeds: 3, minBaths: 2, maxPrice: 400_000 }],
  [
    'cabin with horse property near Payson',
    { city: 'Payson', propertyFeatures: ['horse-property'], keywords: 'cabin' },
  ],
  [
    'single level home with mountain views under $600,000 in Show Low',
    {
      city: 'Show Low',
      maxPrice: 600_000,
      propertyFeatures: ['mountain-view'],
      keywords: 'single level',
    },
  ],
  [
    'lots over 1 acre in Star Valley',
    { city: 'Star Valley', propertyType: 'land', minLotAcres: 1 },
  ],
  ['3+ beds in payson', { city: 'Payson', minBeds: 3 }],
  ['3 or more bedrooms', { minBeds: 3 }],
  ['at least 4 bedrooms', { minBeds: 4 }],
  ['3-4 beds', { minBeds: 3, maxBeds: 4 }],
  ['3bd 2ba', { minBeds: 3, minBaths: 2 }],
  ['2.5 baths', { minBaths: 2.5 }],
  ['beds: 3', { minBeds: 3 }],
  ['under 400k', { maxPrice: 400_000 }],
  ['under $400,000', { maxPrice: 400_000 }],
  ['below 1.2m', { maxPrice: 1_200_000 }],
  ['less than 350 thousand', { maxPrice: 350_000 }],
  ['up to 500k', { maxPrice: 500_000 }],
  ['under 400', { maxPrice: 400_000 }],
  ['over 300k', { minPrice: 300_000 }],
  ['at least $250,000', { minPrice: 250_000 }],
  ['between 300k and 450k', { minPrice: 300_000, maxPrice: 450_000 }],
  ['300k-450k', { minPrice: 300_000, maxPrice: 450_000 }],
  ['$300,000 to $450,000', { minPrice: 300_000, maxPrice: 450_000 }],
  ['from 1m to 2m', { minPrice: 1_000_000, maxPrice: 2_000_000 }],
  ['$350k', { maxPrice: 350_000 }],
  ['homes under 500k in Payson', { city: 'Payson', maxPrice: 500_000 }],
  ['over 2000 sq ft', { minSqft: 2000 }],
  ['1,500+ sqft', { minSqft: 1500 }],
  ['at least 1800 square feet', { minSqft: 1800 }],
  ['under 1200 sq ft', { maxSqft: 1200 }],
  ['2 acres', { minLotAcres: 2 }],
  ['1.5+ acres in Heber', { city: 'Heber', minLotAcres: 1.5 }],
  ['under 1 acre', { maxLotAcres: 1 }],
  ['condo in Prescott', { city: 'Prescott', propertyType: 'condo-townhouse' }],
  ['townhome', { propertyType: 'condo-townhouse' }],
  ['manufactured home in Overgaard', { city: 'Overgaard', propertyType: 'manufactured-mobile' }],
  ['mobile homes', { propertyType: 'manufactured-mobile' }],
  ['vacant land pine', { city: 'Pine', propertyType: 'land' }],
  ['single family house', { propertyType: 'single-family' }],
  ['commercial', { propertyType: 'commercial' }],
  ['duplex', { propertyType: 'apartment' }],
  ['horse property', { propertyFeatures: ['horse-property'] }],
  ['horses', { propertyFeatures: ['horse-property'] }],
  ['equestrian', { propertyFeatures: ['horse-property'] }],
  ['lakefront', { propertyFeatures: ['waterfront'] }],
  ['golf course home', { propertyFeatures: ['golf-course'] }],
  ['pool', { propertyFeatures: ['pool'] }],
  ['gated community', { propertyFeatures: ['gated-community'] }],
  [
    'gated golf community with pool and mountain view',
    {
      propertyFeatures: ['golf-course', 'mountain-view', 'pool', 'gated-community'],
    },
  ],
  ['just listed in payson', { city: 'Payson', justListed: true }],
  ['new listings', { justListed: true }],
  ['open house this weekend show low', { city: 'Show Low', openHouse: true }],
  ['show me homes in show low', { city: 'Show Low' }],
  ['find 3 bedroom homes in pine', { city: 'Pine', minBeds: 3 }],
  [
    '4 bed 3 bath horse property over 2 acres under 900k prescott',
    {
      city: 'Prescott',
      minBeds: 4,
      minBaths: 3,
      minLotAcres: 2,
      maxPrice: 900_000,
      propertyFeatures: ['horse-property'],
    },
  ],
  // words it does not understand stay a keyword search on the remarks
  ['fireplace', { keywords: 'fireplace' }],
  ['RV garage', { keywords: 'RV garage' }],
  ['cabin', { keywords: 'cabin' }],
  ['log cabin in Pine', { city: 'Pine', keywords: 'log cabin' }],
  ['2 story', { keywords: '2 story' }],
  ['Flagstaff', { keywords: 'Flagstaff' }],
  ['pines', { keywords: 'pines' }],
];

describe('interpretSearch: what the search box understands', () => {
  it('has a table of at least 100 inputs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(CASES)('reads %j', (input, filters, guess) => {
    const result = interpretSearch(input, { places: PLACES });
    expect(result.filters).toEqual(filters);
    if (guess) {
      expect(result.corrections).toEqual([{ typed: guess, meant: filters.city }]);
    } else {
      expect(result.corrections).toEqual([]);
    }
    expect(result.empty).toBe(false);
  });

  it.each(['', '   ', 'homes', 'for sale in az', ',', 'the'])(
    'finds nothing to search in %j',
    (input) => {
      const result = interpretSearch(input, { places: PLACES });
      expect(result.empty).toBe(true);
      expect(result.filters).toEqual({});
    },
  );

  it('never throws, whatever it is given', () => {
    const odd = [
      '$$$',
      '—',
      '1e308',
      '999999999999999999',
      '\u0000',
      '🏠 in Payson',
      'a'.repeat(500),
      '- 3 -',
    ];
    for (const input of odd) expect(() => interpretSearch(input)).not.toThrow();
    expect(interpretSearch('🏠 in Payson').filters.city).toBe('Payson');
  });

  it('reads each filter within the bounds the API accepts', () => {
    const huge = interpretSearch('under 99999999999999k 999 beds 9999999 sq ft').filters;
    expect(huge.maxPrice).toBeUndefined();
  });
});

describe('readAmount', () => {
  it.each([
    ['400k', 400_000],
    ['$1.2m', 1_200_000],
    ['350,000', 350_000],
    ['400 thousand', 400_000],
    ['2 million', 2_000_000],
    ['450', 450_000],
    ['$425000', 425_000],
  ])('%s is %d', (typed, amount) => {
    expect(readAmount(typed)).toBe(amount);
  });
  it('refuses what is not an amount', () => {
    expect(readAmount('lots')).toBeNull();
    expect(readAmount('0')).toBeNull();
  });
});

describe('townsOfCity', () => {
  it('searches each town of a group, and a town alone', () => {
    expect(townsOfCity('Pinetop-Lakeside')).toEqual(['Pinetop', 'Lakeside', 'Pinetop-Lakeside']);
    expect(townsOfCity('pinetop-lakeside')).toContain('Lakeside');
    expect(townsOfCity('Payson')).toEqual(['Payson']);
  });
});
