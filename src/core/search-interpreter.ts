import { PROPERTY_FEATURE_VALUES, type HomeType, type PropertyFeature } from './listing-search';
import { MLS_CITIES } from './mls-cities';
import { TOWN_GROUPS } from './search-towns';
import type { FilterPayload } from './search-fields';

/*
 * What a visitor typed into the search box, read as a search (issue 40, decision 028): one
 * pure reader for the home page's box, the map and anything else that takes typed text. It
 * understands, in any case and spacing, a town (with its state, hyphenated or joined towns,
 * close misspellings), a ZIP or ZIP+4, an MLS number, a street address or a street name, a
 * subdivision the feed names, and plain-language phrases ("3 bed 2 bath in Pine under 400k").
 * Words it does not understand stay a keyword search on the remarks, never an error.
 */

/** A filter set the text asks for (the status is the search's own). */
export type InterpretedFilters = Omit<Partial<FilterPayload>, 'status'>;

/** A town the reader knows, with its ZIP codes. */
export type SearchTown = { name: string; zipCodes: readonly string[] };

/** A street or subdivision the listings have (from the suggestions), to tell it from words. */
export type KnownPlace = { kind: 'street' | 'subdivision'; name: string };

export type Interpretation = {
  filters: InterpretedFilters;
  /** Towns matched by a guess (a misspelling): the page says "Showing Payson for 'Peyson'". */
  corrections: { typed: string; meant: string }[];
  /** True when nothing in the text could be read (only filler words or punctuation). */
  empty: boolean;
};

/** The towns of our MLS copy, and the groups, as the reader matches them. */
export const DEFAULT_TOWNS: readonly SearchTown[] = [
  ...MLS_CITIES.map(({ name, zipCodes }) => ({ name, zipCodes })),
  ...Object.entries(TOWN_GROUPS).map(([name, towns]) => ({
    name,
    zipCodes: MLS_CITIES.filter((c) => towns.includes(c.name)).flatMap((c) => c.zipCodes),
  })),
];

/* ---------- words ---------- */

/** Words that carry no search of their own ("homes in Payson", "for sale"). */
const FILLER = new Set(
  `a an the and or of in on at near around by close to within with w for sale homes home
  property properties listing listings real estate me find looking want need i we my our
  some any that has have having is are all available buy buying nice great arizona az usa us
  area city town neighborhood zip code mls number`.split(/\s+/),
);

/** Street name endings (USPS suffixes in their common forms): a name ending so is a street. */
const STREET_SUFFIXES = new Set(
  `st street rd road dr drive ln lane ct court cir circle way trl trail tr ave avenue blvd
  boulevard hwy highway loop pl place pkwy parkway ter terrace path run pass xing crossing
  cv cove sq square aly alley row bnd bend pt point hl hill holw hollow rdg ridge cyn canyon
  mdw meadow est estates`.split(/\s+/),
);

/** Home types by the words buyers use for them. */
const HOME_TYPE_WORDS: readonly [RegExp, HomeType][] = [
  [/\b(single[\s-]*family|sfr|sfh|houses?)\b/, 'single-family'],
  [/\b(condos?|condominiums?|town\s*homes?|town\s*houses?|patio\s+homes?)\b/, 'condo-townhouse'],
  [
    /\b(manufactured(\s+homes?)?|mobile(\s+homes?)?|mfg|modular(\s+homes?)?)\b/,
    'manufactured-mobile',
  ],
  [/\b(vacant\s+land|land|lots?|acreage|parcels?)\b/, 'land'],
  [/\b(apartments?|multi[\s-]*family|duplex(es)?|triplex(es)?|fourplex(es)?)\b/, 'apartment'],
  [/\b(commercial)\b/, 'commercial'],
];

/** The search form's features by the words buyers use for them. */
const FEATURE_WORDS: readonly [RegExp, PropertyFeature][] = [
  [
    /\b(horse[\s-]*(property|properties|ready|friendly|setup|facilities)?|horses|equestrian)\b/,
    'horse-property',
  ],
  [
    /\b(water[\s-]*front|lake[\s-]*front|on\s+the\s+lake|creek[\s-]*front|river[\s-]*front)\b/,
    'waterfront',
  ],
  [/\b(golf(\s+course)?(\s+(lot|frontage|community))?|on\s+the\s+course)\b/, 'golf-course'],
  [
    /\b(mountain[\s-]*views?|mtn\.?\s*views?|views?\s+of\s+the\s+mountains?|mountain\s+vistas?)\b/,
    'mountain-view',
  ],
  [/\b((swimming\s+)?pools?)\b/, 'pool'],
  [/\b(gated(\s+(community|entry|subdivision))?)\b/, 'gated-community'],
];

/* ---------- numbers ---------- */

const NUMBER = String.raw`\$?\s*\d[\d,]*(?:\.\d+)?\s*(?:k|m|mm|mil|million|thousand|grand)?\b`;
const AT_LEAST = String.raw`(?:at\s+least|min(?:imum)?|over|above|more\s+than|greater\s+than|from|starting\s+at|>=?|\+)`;
const AT_MOST = String.raw`(?:under|below|less\s+than|up\s+to|max(?:imum)?|no\s+more\s+than|at\s+most|<=?|cheaper\s+than)`;
const TO = String.raw`(?:-|–|to|and)`;

/** A money amount as typed ('400k', '$1.2m', '350,000', '400 thousand'); small bare numbers are thousands. */
export function readAmount(typed: string): number | null {
  const match = /^\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mm|mil|million|thousand|grand)?$/i.exec(
    typed.trim(),
  );
  if (!match) return null;
  const value = Number(match[1]!.replaceAll(',', ''));
  if (!Number.isFinite(value)) return null;
  const unit = match[2]?.toLowerCase();
  const scaled =
    unit === 'k' || unit === 'thousand' || unit === 'grand'
      ? value * 1_000
      : unit === 'm' || unit === 'mm' || unit === 'mil' || unit === 'million'
        ? value * 1_000_000
        : // "under 400": nobody means four hundred dollars
          value < 10_000
          ? value * 1_000
          : value;
  const rounded = Math.round(scaled);
  return rounded > 0 && rounded <= 2_147_483_647 ? rounded : null;
}

/** A count or size as typed ('3', '2.5', '1,500'). */
function readCount(typed: string): number | null {
  const n = Number(typed.replaceAll(',', '').trim());
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/* ---------- the reader ---------- */

/** Text being read: what is left of it shrinks as phrases are understood. */
class Reading {
  /** Lower-case, one space between words; positions agree with `original`. */
  rest: string;
  constructor(readonly original: string) {
    this.rest = original.toLowerCase();
  }

  /** Takes every match of `pattern` out of the text, calling `take` with each. */
  take(pattern: RegExp, take: (match: RegExpExecArray, original: string) => boolean | void): void {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    let match: RegExpExecArray | null;
    const spans: [number, number][] = [];
    while ((match = global.exec(this.rest)) !== null) {
      if (match[0] === '') {
        global.lastIndex += 1;
        continue;
      }
      const original = this.original.slice(match.index, match.index + match[0].length);
      if (take(match, original) !== false) spans.push([match.index, match.index + match[0].length]);
    }
    // blanked with spaces, so positions still agree with the original text
    for (const [from, to] of spans.reverse()) {
      this.rest = `${this.rest.slice(0, from)}${' '.repeat(to - from)}${this.rest.slice(to)}`;
    }
  }

  /** The original words of what is left, in order, with their separators (',' kept as a break). */
  leftover(): { text: string; lower: string }[] {
    const words: { text: string; lower: string }[] = [];
    const pattern = /[^\s,;]+|[,;]/g;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(this.rest)) !== null) {
      words.push({
        text: this.original.slice(match.index, match.index + match[0].length),
        lower: match[0],
      });
    }
    return words;
  }
}

/** Restricted Damerau-Levenshtein distance, stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]!.push(best);
    }
  }
  return rows[a.length]![b.length]!;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The town `words` name exactly (any spacing or hyphens), or by a close misspelling. */
function matchTown(
  words: string,
  towns: readonly SearchTown[],
): { town: SearchTown; guess: boolean } | null {
  const typed = squash(words);
  if (!typed) return null;
  const exact = towns.find((town) => squash(town.name) === typed);
  if (exact) return { town: exact, guess: false };
  // a guess only for words long enough that one slip does not make another word ('pines')
  if (typed.length < 5) return null;
  let best: { town: SearchTown; distance: number } | null = null;
  for (const town of towns) {
    const name = squash(town.name);
    if (name.length < 5) continue;
    const limit = name.length >= 8 ? 2 : 1;
    const distance = editDistance(typed, name, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { town, distance };
  }
  return best ? { town: best.town, guess: true } : null;
}

type Word = { text: string; lower: string };

/**
 * The town a run of words starting at `i` names (up to three words): exact runs first, the
 * longest first ('Prescott Valley' before 'Prescott'), then a close misspelling of words that
 * are not filler ('az' is never part of a guess). A second town is not read as one.
 */
function townAt(
  words: readonly Word[],
  i: number,
  towns: readonly SearchTown[],
  already: string | undefined,
): { town: SearchTown; guess: boolean; length: number; typed: string } | null {
  if (words[i]!.lower === ',' || FILLER.has(words[i]!.lower)) return null;
  for (const exactOnly of [true, false]) {
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (run.some((w) => w.lower === ',')) continue;
      if (!exactOnly && run.some((w) => FILLER.has(w.lower))) continue;
      const typed = run.map((w) => w.text).join(' ');
      const found = matchTown(typed, towns);
      if (!found || found.guess !== !exactOnly) continue;
      if (already && found.town.name !== already) continue;
      return { ...found, length: n, typed };
    }
  }
  return null;
}

/** Takes the longest run of words that names a known street or subdivision out of `words`. */
function takeKnownPlace(
  words: Word[],
  places: readonly KnownPlace[],
  filters: InterpretedFilters,
): Word[] {
  if (places.length === 0) return words;
  for (let n = Math.min(5, words.length); n >= 2; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (run.some((w) => w.lower === ',')) continue;
      const typed = squash(run.map((w) => w.text).join(' '));
      const place = places.find((p) => squash(p.name) === typed);
      if (!place) continue;
      if (place.kind === 'subdivision') filters.subdivision = place.name;
      else if (filters.address) continue;
      else filters.address = place.name;
      return [...words.slice(0, i), ...words.slice(i + n)];
    }
  }
  return words;
}

/** A known street or subdivision the words name (with or without the street's suffix). */
function matchPlace(words: string, places: readonly KnownPlace[]): KnownPlace | null {
  const typed = squash(words);
  if (typed.length < 3) return null;
  const withoutSuffix = (name: string) => {
    const parts = name.toLowerCase().split(/\s+/);
    return STREET_SUFFIXES.has(parts.at(-1) ?? '') && parts.length > 1
      ? squash(parts.slice(0, -1).join(' '))
      : squash(name);
  };
  return (
    places.find((p) => squash(p.name) === typed) ??
    places.find((p) => p.kind === 'street' && withoutSuffix(p.name) === typed) ??
    null
  );
}

const MLS_NUMBER = /^(?:mls\s*(?:number|no\.?|num)?\s*#?\s*|#\s*)(\d{5,12})$|^(\d{6,12})$/i;
/** An Arizona ZIP code (850xx-865xx), or ZIP+4. */
const ZIP = /\b(8[56]\d{3})(?:-\d{4})?\b/;
/** A house number: two digits or more ('2314', '12a'); '2 story' is not an address. */
const HOUSE_NUMBER = /^\d{2,6}[a-z]?$/i;
/** Digits alone that are not a ZIP code: an MLS number (DESIGN.md difference 1). */
const DIGITS_ONLY = /^\d{1,12}$/;

/**
 * Reads the search box's text as a search. `towns` are the towns the site knows (ours by
 * default); `places` the streets and subdivisions the suggestions named for this text, which
 * tell a street ('Fossil Creek') from words to look for in the remarks.
 */
export function interpretSearch(
  input: string,
  options: { towns?: readonly SearchTown[]; places?: readonly KnownPlace[] } = {},
): Interpretation {
  const towns = options.towns ?? DEFAULT_TOWNS;
  const places = options.places ?? [];
  const text = input
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201c\u201d"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const filters: InterpretedFilters = {};
  const corrections: Interpretation['corrections'] = [];
  if (!text) return { filters, corrections, empty: true };

  // an MLS number alone: '6901651', '#6901651', 'MLS 6901651', 'MLS# 6901651'
  const mls = MLS_NUMBER.exec(text);
  if (mls) return { filters: { mlsNumber: (mls[1] ?? mls[2])! }, corrections, empty: false };
  if (DIGITS_ONLY.test(text) && !/^\d{5}$/.test(text)) {
    return { filters: { mlsNumber: text }, corrections, empty: false };
  }

  const reading = new Reading(text);
  // a request's opening words: 'show me', 'find', 'search for', 'i want'
  reading.take(
    /^(please\s+)?(show\s+(me|all)|find(\s+me)?|search(\s+for)?|give\s+me|get\s+me|list|i\s+want|looking\s+for)\b/,
    () => {},
  );
  // ZIP codes first (a ZIP+4 searches its first five digits), unless a price word leads them
  reading.take(ZIP, (match) => {
    const before = reading.rest.slice(0, match.index);
    if (new RegExp(String.raw`(?:\$|${AT_MOST}|${AT_LEAST}|${TO})\s*$`).test(before)) return false;
    filters.zipCode ??= match[1]!;
  });
  readRanges(reading, filters);
  readWords(reading, filters);

  let words = reading.leftover();
  // a street address: a house number first, up to the first comma or the town
  if (
    words[0] &&
    HOUSE_NUMBER.test(words[0].lower) &&
    words.length > 1 &&
    words[1]!.lower !== ','
  ) {
    const end = words.findIndex((w) => w.lower === ',');
    let street = words.slice(0, end === -1 ? words.length : end);
    // 'az' after the town is not part of the street
    while (street.length > 2 && FILLER.has(street.at(-1)!.lower)) street = street.slice(0, -1);
    // the town may end the address without a comma: '2314 Woodland Ct Payson'
    let townAt = -1;
    if (end === -1) {
      for (let n = Math.min(3, street.length - 2); n >= 1 && townAt === -1; n--) {
        const run = street.slice(street.length - n);
        if (matchTown(run.map((w) => w.text).join(' '), towns)?.guess === false) {
          townAt = street.length - n;
        }
      }
    }
    const addressWords = townAt === -1 ? street : street.slice(0, townAt);
    filters.address = addressWords.map((w) => w.text).join(' ');
    words = [
      ...(townAt === -1 ? [] : street.slice(townAt)),
      ...words.slice(addressWords.length + (townAt === -1 ? 0 : street.length - townAt)),
    ];
  }

  // a street or subdivision the suggestions named, before towns ('Payson Pines' is a place)
  words = takeKnownPlace(words, places, filters);

  // towns: the longest run of words that names one exactly, else by a close misspelling
  const left: typeof words = [];
  for (let i = 0; i < words.length;) {
    const found = townAt(words, i, towns, filters.city);
    if (found) {
      filters.city = found.town.name;
      if (found.guess) corrections.push({ typed: found.typed, meant: found.town.name });
      i += found.length;
    } else {
      left.push(words[i++]!);
    }
  }

  // what is left: a street or subdivision we know, a street by its ending, else keywords
  const meaningful = left.filter((w) => w.lower !== ',' && !FILLER.has(w.lower));
  if (meaningful.length > 0) {
    const phrase = meaningful.map((w) => w.text).join(' ');
    const streetsNamed = places.filter(
      (p) => p.kind === 'street' && matchPlace(phrase, [p]) !== null,
    );
    // one word naming several streets ('Woodland': Ct and Dr) searches them all
    const place = streetsNamed.length > 1 ? null : matchPlace(phrase, places);
    const last = meaningful.at(-1)!.lower.replace(/\.$/, '');
    if (place?.kind === 'subdivision') filters.subdivision = place.name;
    else if (place) filters.address ??= place.name;
    else if (streetsNamed.length > 1 && !filters.address) filters.address = phrase;
    else if (meaningful.length > 1 && STREET_SUFFIXES.has(last) && !filters.address) {
      filters.address = phrase;
    } else {
      filters.keywords = phrase;
    }
  }

  const empty = Object.keys(filters).length === 0;
  return { filters, corrections, empty };
}

/** Beds, baths, square feet, lot size and price, each as a minimum, a maximum or both. */
function readRanges(reading: Reading, filters: InterpretedFilters): void {
  const N = String.raw`(\d[\d,]*(?:\.\d+)?)`;
  const units: {
    unit: string;
    min: 'minBeds' | 'minBaths' | 'minSqft' | 'minLotAcres';
    max: 'maxBeds' | 'maxBaths' | 'maxSqft' | 'maxLotAcres';
    round: (n: number) => number;
  }[] = [
    {
      unit: String.raw`(?:bed(?:room)?s?|bdrms?|brs?|bds?|beds?)`,
      min: 'minBeds',
      max: 'maxBeds',
      round: Math.round,
    },
    {
      unit: String.raw`(?:bath(?:room)?s?|baths?|bas?|bths?)`,
      min: 'minBaths',
      max: 'maxBaths',
      round: (n) => Math.round(n * 2) / 2,
    },
    {
      unit: String.raw`(?:sq\.?\s*f(?:ee)?t\.?|square\s+f(?:ee|oo)t|sqft|sf)`,
      min: 'minSqft',
      max: 'maxSqft',
      round: Math.round,
    },
    {
      unit: String.raw`(?:acres?|ac)\b(?:\s+lots?)?`,
      min: 'minLotAcres',
      max: 'maxLotAcres',
      round: (n) => Math.round(n * 100) / 100,
    },
  ];
  for (const { unit, min, max, round } of units) {
    const set = (field: typeof min | typeof max, typed: string | undefined) => {
      const n = typed === undefined ? null : readCount(typed);
      if (n === null) return false;
      filters[field] = round(n);
      return true;
    };
    // '3-4 beds', 'between 2 and 3 baths'
    reading.take(
      new RegExp(String.raw`\b(?:between\s+)?${N}\s*${TO}\s*${N}\s*\+?\s*${unit}\b`),
      (m) => set(min, m[1]) && set(max, m[2]),
    );
    // 'at least 3 beds', 'under 2 acres', 'no more than 2,000 sq ft'
    reading.take(new RegExp(String.raw`\b${AT_LEAST}\s*${N}\s*\+?\s*${unit}\b`), (m) =>
      set(min, m[1]),
    );
    reading.take(new RegExp(String.raw`\b${AT_MOST}\s*${N}\s*${unit}\b`), (m) => set(max, m[1]));
    // '3+ beds', '3 or more beds', '3 bed', '1 acre', '2,000 sq ft' (a minimum: what buyers mean)
    reading.take(
      new RegExp(String.raw`\b${N}\s*(?:\+|or\s+more)?\s*${unit}\b(?:\s+or\s+more|\s+plus|\+)?`),
      (m) => set(min, m[1]),
    );
    // 'beds: 3', 'beds 3+'
    reading.take(new RegExp(String.raw`\b${unit}\s*:?\s*${N}\s*\+?(?![\d.])`), (m) =>
      set(min, m[1]),
    );
  }
  // prices: 'between 300k and 400k', '300k-400k', 'under $400,000', 'over 1.2m', '$350k'
  const price = (typed: string | undefined) => (typed === undefined ? null : readAmount(typed));
  reading.take(
    new RegExp(String.raw`(?<![\w.$])(?:(?:between|from)\s+)?(${NUMBER})\s*${TO}\s*(${NUMBER})`),
    (m) => {
      const [low, high] = [price(m[1]), price(m[2])];
      const looksLikeMoney = /[$km]|thousand|million|grand|\d{5,}|\d{1,3},\d{3}/i.test(m[0]);
      if (low === null || high === null || !looksLikeMoney) return false;
      filters.minPrice = Math.min(low, high);
      filters.maxPrice = Math.max(low, high);
    },
  );
  reading.take(new RegExp(String.raw`(?:^|\s)${AT_MOST}\s*(${NUMBER})`), (m) => {
    const high = price(m[1]);
    if (high === null) return false;
    filters.maxPrice = high;
  });
  reading.take(new RegExp(String.raw`(?:^|\s)${AT_LEAST}\s*(${NUMBER})`), (m) => {
    const low = price(m[1]);
    if (low === null) return false;
    filters.minPrice = low;
  });
  // a price alone ('$400k', '350,000'): what a buyer can spend at most
  reading.take(
    new RegExp(
      String.raw`(?:^|\s)(\$\s*\d[\d,]*(?:\.\d+)?\s*(?:k|m|mm|million|thousand)?|\d[\d,]*(?:\.\d+)?\s*(?:k|m|mm|million)|\d{1,3}(?:,\d{3})+)(?=\s|$|,)`,
    ),
    (m) => {
      const high = price(m[1]);
      if (high === null || filters.maxPrice !== undefined) return false;
      filters.maxPrice = high;
    },
  );
}

/** Home types, features, Just Listed and open houses by their words. */
function readWords(reading: Reading, filters: InterpretedFilters): void {
  for (const [pattern, value] of FEATURE_WORDS) {
    reading.take(pattern, () => {
      const chosen = new Set(filters.propertyFeatures ?? []);
      chosen.add(value);
      filters.propertyFeatures = PROPERTY_FEATURE_VALUES.filter((v) => chosen.has(v));
    });
  }
  reading.take(
    /\b(just[\s-]+listed|new(ly)?\s+listings?|newly\s+listed|new\s+on\s+the\s+market)\b/,
    () => {
      filters.justListed = true;
    },
  );
  reading.take(/\b(open\s+houses?(\s+(this|next)\s+weekend)?)\b/, () => {
    filters.openHouse = true;
  });
  for (const [pattern, value] of HOME_TYPE_WORDS) {
    reading.take(pattern, () => {
      if (filters.propertyType && filters.propertyType !== value) return false;
      filters.propertyType = value;
    });
  }
}
