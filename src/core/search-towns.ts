/*
 * Towns a search may name together (issue 40): the feed writes some neighbours apart and
 * buyers name them as one ('Pinetop-Lakeside'). Shared by the search box's reader, the
 * server's city condition and the zero-results alternatives.
 */

/**
 * Towns the feed names under one hyphenated or joined name: a search for it is a search for
 * each of them (and for the joined name itself, as some feeds write it).
 */
export const TOWN_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'Pinetop-Lakeside': ['Pinetop', 'Lakeside', 'Pinetop-Lakeside'],
  'Heber-Overgaard': ['Heber', 'Overgaard', 'Heber-Overgaard'],
  'Pine-Strawberry': ['Pine', 'Strawberry', 'Pine-Strawberry'],
};

/** The towns a city filter searches: a group's towns, else the city itself. */
export function townsOfCity(city: string): readonly string[] {
  const key = Object.keys(TOWN_GROUPS).find((name) => name.toLowerCase() === city.toLowerCase());
  return key ? TOWN_GROUPS[key]! : [city];
}
