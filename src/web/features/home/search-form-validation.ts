import {
  buildFilterPayload,
  type FilterPayload,
  type SearchFormValues,
} from '../../../core/listing-search';

export type SearchFormField = keyof SearchFormValues;
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

/** The min/max pairs of the form, named as the server names them in its messages. */
export const RANGES = [
  { min: 'minPrice', max: 'maxPrice', label: 'price' },
  { min: 'minBeds', max: 'maxBeds', label: 'bedrooms' },
  { min: 'minBaths', max: 'maxBaths', label: 'bathrooms' },
  { min: 'minSqft', max: 'maxSqft', label: 'square footage' },
] as const satisfies readonly {
  min: SearchFormField & keyof FilterPayload;
  max: SearchFormField & keyof FilterPayload;
  label: string;
}[];

/**
 * A message under each maximum that is below its minimum (compared as they would be sent),
 * with the server's wording; an empty object when the form can be searched.
 */
export function validateSearchForm(values: SearchFormValues): SearchFormErrors {
  const payload = buildFilterPayload(values);
  const errors: SearchFormErrors = {};
  for (const { min, max, label } of RANGES) {
    const low = payload[min];
    const high = payload[max];
    if (low !== undefined && high !== undefined && low > high) {
      errors[max] = `Maximum ${label} must be at least the minimum ${label}`;
    }
  }
  return errors;
}
