import { describe, expect, it } from 'vitest';
import { describeLeadAnswers, leadAnswersText } from './lead-answers';
import {
  budgetOfPriceRange,
  HOME_WISH_LIST_OPTIONS,
  normalizeEmail,
  normalizePhone,
  PRICE_RANGE_OPTIONS,
} from './lead-options';

describe('lead options', () => {
  it('has the spec counts: 24 wish-list features and 6 price bands of $200,000', () => {
    expect(HOME_WISH_LIST_OPTIONS).toHaveLength(24);
    expect(new Set(HOME_WISH_LIST_OPTIONS).size).toBe(24);
    expect(PRICE_RANGE_OPTIONS.map((o) => o.label)).toEqual([
      '$0 - $200,000',
      '$200,000 - $400,000',
      '$400,000 - $600,000',
      '$600,000 - $800,000',
      '$800,000 - $1,000,000',
      'Above $1,000,000',
    ]);
  });

  it('reads a band as its budget, and compares phones and e-mails by their normal form', () => {
    expect(budgetOfPriceRange('200000-400000')).toBe(400_000);
    expect(budgetOfPriceRange('1000000+')).toBe(1_000_000);
    expect(budgetOfPriceRange(undefined)).toBeNull();
    expect(normalizePhone('+1 (928) 555-0142')).toBe('9285550142');
    expect(normalizePhone('928.555.0142')).toBe('9285550142');
    expect(normalizeEmail('  Dana@Example.COM ')).toBe('dana@example.com');
  });
});

describe('describeLeadAnswers', () => {
  it('labels the answered questions in form order and leaves the rest out', () => {
    expect(
      describeLeadAnswers({
        currentlyOwnHome: true,
        needToSellFirst: true,
        preApproved: false,
        buyOrSellInterest: 'renting-only',
        timeframe: '1year+',
        priceRange: '1000000+',
        bedrooms: '5+',
        sqft: '  ',
        propertyType: 'manufactured',
        homeWishList: ["Chef's Kitchen", 'Horse Property'],
        financingType: 'va',
        preferredContact: 'text',
      }),
    ).toEqual([
      ['Current situation', 'Currently owns a home, Needs to sell first'],
      ['Interest', 'Renting only'],
      ['Timeframe', '1 year or more'],
      ['Price range', 'Above $1,000,000'],
      ['Bedrooms', '5+'],
      ['Property type', 'Manufactured'],
      ['Wish list', "Chef's Kitchen, Horse Property"],
      ['Financing', 'VA'],
      ['Preferred contact', 'Text'],
    ]);
  });

  it('writes plain-text lines, and nothing for an empty form', () => {
    expect(leadAnswersText({ timeframe: 'immediately', comments: 'Call after 5' })).toBe(
      'Timeframe: Immediately\nComments: Call after 5',
    );
    expect(leadAnswersText({})).toBe('');
  });
});
