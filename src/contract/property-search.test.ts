import { describe, expect, it } from 'vitest';
import { SEARCH_FIELDS } from '../core/search-fields';
import { INT4_MAX } from './primitives';
import { propertySearchQuerySchema } from './property-search';

describe('the property search query', () => {
  it('bounds prices and areas by the integer columns they are compared with', () => {
    for (const field of Object.values(SEARCH_FIELDS)) {
      if (field.kind === 'whole-number') expect(field.max).toBe(INT4_MAX);
    }
    expect(propertySearchQuerySchema.safeParse({ maxSqft: String(INT4_MAX) }).success).toBe(true);
    expect(
      propertySearchQuerySchema.safeParse({ maxSqft: String(INT4_MAX + 1) }).error?.issues,
    ).toMatchObject([
      { path: ['maxSqft'], message: 'Maximum square footage must be at most 2,147,483,647' },
    ]);
  });

  it('has a parameter for every filter of the field table', () => {
    for (const name of Object.keys(SEARCH_FIELDS)) {
      expect(propertySearchQuerySchema.shape).toHaveProperty(name);
    }
  });

  it("reads the form's 'All Home Types' as no home type", () => {
    expect(propertySearchQuerySchema.parse({ propertyType: 'all' }).propertyType).toBeUndefined();
    expect(propertySearchQuerySchema.parse({ propertyType: 'land' }).propertyType).toBe('land');
  });
});
