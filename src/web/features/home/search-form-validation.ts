import { SEARCH_RANGES } from '../../../core/search-fields';
import { buildFilterPayload, type SearchFormValues } from '../../../core/search-form';

export type SearchFormField = keyof SearchFormValues;
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

/**
 * A message under each maximum that is below its minimum (compared as they would be sent),
 * with the server's wording; an empty object when the form can be searched.
 */
export function validateSearchForm(values: SearchFormValues): SearchFormErrors {
  const payload = buildFilterPayload(values);
  const errors: SearchFormErrors = {};
  for (const { min, max, message } of SEARCH_RANGES) {
    const low = payload[min];
    const high = payload[max];
    if (low !== undefined && high !== undefined && low > high) errors[max] = message;
  }
  return errors;
}
