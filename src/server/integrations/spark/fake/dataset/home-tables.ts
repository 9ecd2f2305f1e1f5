import type { MLS_STATUSES } from '../../fields';
import type { Climate } from './places';
import { WeightedTable, asNumber, asText } from './random';

/**
 * What the homes are: kinds and their MLS codes, and the weighted tables of beds, stories,
 * garages, statuses and conditions.
 */

export type Kind =
  'house' | 'cabin' | 'ranch' | 'condo' | 'townhouse' | 'manufactured' | 'land' | 'commercial';

/**
 * The offline feed's PropertyType codes (A Residential ... E Commercial, as normalize.ts reads
 * them).
 */
export const KIND_CODES: Record<Kind, string> = {
  house: 'A',
  cabin: 'A',
  ranch: 'A',
  condo: 'B',
  townhouse: 'B',
  manufactured: 'C',
  land: 'D',
  commercial: 'E',
};

export const KIND_WEIGHTS: Record<Climate, Record<Kind, number>> = {
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
export const AREA_BY_BEDS: Record<number, [number, number]> = {
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

const CONDITIONS: Record<string, number> = {
  Excellent: 20,
  'Very Good': 25,
  Good: 30,
  Average: 15,
  'Updated/Remodeled': 7,
  Fixer: 3,
};

export const BUYER_COMPENSATION = ['2.5%', '3%', '2%', '2.75%', '$5,000', '1.5%', '0%'];

export const BEDS_TABLES = mapTables(BEDS_BY_KIND);

export const STORIES_TABLES = mapTables(STORIES_BY_KIND);

export const GARAGE_TABLES = mapTables(GARAGE_BY_KIND);

export const STATUS_TABLE = WeightedTable.of(STATUS_WEIGHTS, asText<keyof typeof MLS_STATUSES>);

export const CONDITION_TABLE = WeightedTable.of(CONDITIONS, asText);

function mapTables(
  source: Partial<Record<Kind, Record<number, number>>>,
): Partial<Record<Kind, WeightedTable<number>>> {
  const tables: Partial<Record<Kind, WeightedTable<number>>> = {};
  for (const [kind, weights] of Object.entries(source) as [Kind, Record<number, number>][]) {
    tables[kind] = WeightedTable.of(weights, asNumber);
  }
  return tables;
}
