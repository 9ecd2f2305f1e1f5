import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  propertySearchQuerySchema,
  type PropertySearchFilters,
} from '../../../../contract/property-search';
import { searchQueryString, type FilterPayload } from '../../../../core/search-fields';
import { buildFilterPayload, EMPTY_SEARCH_FORM } from '../../../../core/search-form';

/** The query as Fastify hands it to the schema: a repeated parameter as an array. */
function queryObject(queryString: string): Record<string, string | string[]> {
  const params = new URLSearchParams(queryString);
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length > 1 ? values : (values[0] ?? '')];
    }),
  );
}

describe('the browser filter payload and the API query', () => {
  it('are one type: a filter added or changed on one side only does not compile', () => {
    // checked by `tsc --noEmit`, which covers the tests
    expectTypeOf<FilterPayload>().toEqualTypeOf<PropertySearchFilters>();
  });

  it('reads back every filter the browser sends, with the same value', () => {
    const payload: PropertySearchFilters = {
      ...buildFilterPayload({
        ...EMPTY_SEARCH_FORM,
        mlsNumber: '6912345',
        city: 'Show Low',
        propertyType: 'single-family',
        propertyFeatures: ['pool', 'mountain-view'],
        minPrice: '250,000',
        maxPrice: '1,200,000',
        minBeds: '2',
        maxBeds: '4',
        minBaths: '1.5',
        maxBaths: '3',
        minSqft: '1,500',
        maxSqft: '4,000',
        justListed: true,
      }),
      zipCode: '85901',
      address: '12 Main St',
    };
    const query = searchQueryString(payload, { page: 2, limit: 24 });
    const { page, limit, sort, payson, ...filters } = propertySearchQuerySchema.parse(
      queryObject(query),
    );
    expect({ page, limit, sort, payson }).toEqual({ page: 2, limit: 24, sort: 'newest' });
    expect(filters).toEqual(payload);
  });

  it('reads a single property feature as a list of one', () => {
    const payload = buildFilterPayload({ ...EMPTY_SEARCH_FORM, propertyFeatures: ['pool'] });
    const parsed = propertySearchQuerySchema.parse(queryObject(searchQueryString(payload)));
    expect(parsed.propertyFeatures).toEqual(['pool']);
  });
});
