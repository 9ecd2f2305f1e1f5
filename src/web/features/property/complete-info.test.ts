import { describe, expect, it } from 'vitest';
import { fieldCategory, fieldLabel, fieldValue, groupAdditionalFields } from './complete-info';

describe('fieldCategory', () => {
  it('groups feed fields by the words of their names', () => {
    const expected: Record<string, string> = {
      BedsTotal: 'Interior',
      BathsThreeQuarter: 'Interior',
      LivingArea: 'Interior',
      FireplacesTotal: 'Interior',
      GarageSpaces: 'Exterior',
      ParkingTotal: 'Exterior',
      Stories: 'Exterior',
      YearBuilt: 'Exterior',
      PropertyCondition: 'Exterior',
      LotSizeAcres: 'Lot & Land',
      ParcelNumber: 'Lot & Land',
      PublicSurveyRange: 'Lot & Land',
      HorseYN: 'Lot & Land',
      WaterfrontYN: 'Lot & Land',
      Electric: 'Utilities',
      InternetTypes: 'Utilities',
      WaterSource: 'Utilities',
      AssociationFee: 'HOA & Fees',
      TaxAnnualAmount: 'HOA & Fees',
      HighSchoolDistrict: 'Schools',
      MiddleOrJuniorSchool: 'Schools',
      ElementarySchool: 'Schools',
      City: 'Location',
      CountyOrParish: 'Location',
      SubdivisionName: 'Location',
      Latitude: 'Location',
      UnparsedAddress: 'Location',
      ListPrice: 'Other',
      MlsStatus: 'Other',
      OnMarketDate: 'Other',
      AgeRange: 'Exterior',
    };
    const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, fieldCategory(k)]));
    expect(actual).toEqual(expected);
  });
});

describe('fieldLabel and fieldValue', () => {
  it('reads names and values the way a visitor would', () => {
    expect(fieldLabel('LotSizeSquareFeet')).toBe('Lot Size Square Feet');
    expect(fieldLabel('WaterfrontYN')).toBe('Waterfront');
    expect(fieldLabel('CountyOrParish')).toBe('County');
    expect(fieldValue('HorseYN', true)).toBe('Yes');
    expect(fieldValue('AuctionYN', false)).toBe('No');
    expect(fieldValue('ListPrice', 450000.4)).toBe('$450,000');
    expect(fieldValue('TaxAnnualAmount', 1234)).toBe('$1,234');
    expect(fieldValue('YearBuilt', 2001)).toBe('2001');
    expect(fieldValue('PostalCode', 85541)).toBe('85541');
    expect(fieldValue('LotSizeSquareFeet', 72310)).toBe('72,310');
    expect(fieldValue('BedsTotal', '3*')).toBe('Not Listed');
    expect(fieldValue('OnMarketDate', '2026-10-12')).toBe('Oct 12, 2026');
    expect(fieldValue('TaxYear', 2025)).toBe('2025');
    expect(fieldValue('AssociationFeeIncludes', 'Trash, Water')).toBe('Trash, Water');
  });
});

describe('groupAdditionalFields', () => {
  it('orders categories, keeps feed order inside them, hides IDX flags and agent fields', () => {
    const groups = groupAdditionalFields({
      ListPrice: 300000,
      City: 'Payson',
      BedsTotal: 3,
      BathsTotal: 2,
      InternetEntireListingDisplayYN: true,
      InternetAddressDisplayYN: true,
      PhotosCount: 12,
      ListAgentFirstName: 'Jane',
      ModificationTimestamp: '2026-01-01T00:00:00Z',
      ParcelNumber: '302-15-123',
      InternetTypes: 'Fiber',
    });
    expect(groups.map((g) => [g.category, g.fields.map((f) => f.key)])).toEqual([
      ['Interior', ['BedsTotal', 'BathsTotal']],
      ['Lot & Land', ['ParcelNumber']],
      ['Utilities', ['InternetTypes']],
      ['Location', ['City']],
      ['Other', ['ListPrice']],
    ]);
  });
});
