import { describe, expect, it } from 'vitest';
import { summarizeSearch } from './visitor-activity';

describe('summarizeSearch', () => {
  it('says a search in words and in Follow Up Boss fields', () => {
    expect(
      summarizeSearch('?city=Payson&minPrice=300000&maxPrice=600000&minBeds=3&minBaths=2'),
    ).toEqual({
      description: 'Searched Payson, $300,000 to $600,000, 3+ beds, 2+ baths',
      fields: {
        city: 'Payson',
        minPrice: 300000,
        maxPrice: 600000,
        minBedrooms: 3,
        minBathrooms: 2,
      },
    });
  });

  it('reads the search box fields and the features, and ignores the rest', () => {
    expect(summarizeSearch('zipCode=85541&propertyFeatures=Horse%20Property&utm_source=x')).toEqual(
      {
        description: 'Searched ZIP 85541, Horse Property',
        fields: { code: '85541' },
      },
    );
    expect(summarizeSearch('?maxPrice=450000').description).toBe('Searched up to $450,000');
    expect(summarizeSearch('').description).toBe('Searched all listings');
    expect(summarizeSearch('?minPrice=abc').fields).toEqual({});
  });
});
