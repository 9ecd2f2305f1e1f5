import { SEARCH_FIELDS, type FilterField } from './search-fields';

/**
 * A visitor's search in words for the team ('Searched Payson, 3+ beds, up to $600,000') and in
 * Follow Up Boss's property-search fields, from the home page's query string.
 */
export type SearchSummary = {
  description: string;
  fields: {
    city?: string;
    code?: string;
    minPrice?: number;
    maxPrice?: number;
    minBedrooms?: number;
    maxBedrooms?: number;
    minBathrooms?: number;
    maxBathrooms?: number;
    type?: string;
  };
};

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

function numberOf(params: URLSearchParams, name: FilterField): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Only fields the search form knows are read; anything else in the query is ignored. */
export function summarizeSearch(query: string): SearchSummary {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const text = (name: FilterField) => params.get(name)?.trim().slice(0, 120) || undefined;
  const fields: SearchSummary['fields'] = {};
  const parts: string[] = [];

  const city = text('city');
  if (city) {
    fields.city = city;
    parts.push(city);
  }
  const zip = text('zipCode');
  if (zip) {
    fields.code = zip;
    parts.push(`ZIP ${zip}`);
  }
  const address = text('address');
  if (address) parts.push(`"${address}"`);
  const mls = text('mlsNumber');
  if (mls) parts.push(`MLS #${mls}`);

  const minPrice = numberOf(params, 'minPrice');
  const maxPrice = numberOf(params, 'maxPrice');
  if (minPrice !== undefined) fields.minPrice = minPrice;
  if (maxPrice !== undefined) fields.maxPrice = maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined) {
    parts.push(`${dollars(minPrice)} to ${dollars(maxPrice)}`);
  } else if (minPrice !== undefined) parts.push(`from ${dollars(minPrice)}`);
  else if (maxPrice !== undefined) parts.push(`up to ${dollars(maxPrice)}`);

  const minBeds = numberOf(params, 'minBeds');
  const maxBeds = numberOf(params, 'maxBeds');
  if (minBeds !== undefined) {
    fields.minBedrooms = minBeds;
    parts.push(`${minBeds}+ beds`);
  }
  if (maxBeds !== undefined) {
    fields.maxBedrooms = maxBeds;
    parts.push(`at most ${maxBeds} beds`);
  }
  const minBaths = numberOf(params, 'minBaths');
  const maxBaths = numberOf(params, 'maxBaths');
  if (minBaths !== undefined) {
    fields.minBathrooms = minBaths;
    parts.push(`${minBaths}+ baths`);
  }
  if (maxBaths !== undefined) fields.maxBathrooms = maxBaths;

  const type = text('propertyType');
  if (type && type !== SEARCH_FIELDS.propertyType.anyValue) {
    fields.type = type;
    parts.push(type);
  }
  if (params.get('justListed') === 'true') parts.push('just listed');
  const features = params.getAll('propertyFeatures').filter(Boolean);
  if (features.length > 0) parts.push(features.join(', '));

  return {
    description: parts.length > 0 ? `Searched ${parts.join(', ')}` : 'Searched all listings',
    fields,
  };
}
