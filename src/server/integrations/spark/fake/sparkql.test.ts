import { describe, expect, it } from 'vitest';
import { SparkQLError, evaluate, parseSparkQL } from './sparkql';

/** A feed-like record: string-typed numbers, a padded longitude, a masked and a null field. */
const HOME: Record<string, unknown> = {
  ListingKey: '20240501000000000000000001',
  City: 'Payson',
  MlsStatus: 'Active',
  ListPrice: '425000.0',
  BedsTotal: 3,
  BathsTotal: '2.0',
  Longitude: ' -111.3251',
  YearBuilt: 1998,
  PublicRemarks: 'Mountain home with HORSE property and a barn.',
  SubdivisionName: 'Awbrey Heights',
  ModificationTimestamp: '2026-05-06T12:30:00Z',
  OnMarketDate: '2026-04-15',
  HorseYN: true,
  AssociationYN: 'N',
  StreetDirSuffix: '********',
  ClosePrice: null,
  InteriorFeatures: { 'Vaulted Ceiling(s)': true, 'Wet Bar': false },
};

function matches(filter: string, fields: Record<string, unknown> = HOME): boolean {
  return evaluate(parseSparkQL(filter), fields);
}

function syntaxError(filter: string): SparkQLError {
  try {
    parseSparkQL(filter);
  } catch (error) {
    if (error instanceof SparkQLError) return error;
    throw error;
  }
  throw new Error(`expected a SparkQLError for: ${filter}`);
}

describe('SparkQL comparison operators', () => {
  it.each([
    ["City Eq 'Payson'", true],
    ["City Eq 'Pine'", false],
    ["City Ne 'Pine'", true],
    ["City Ne 'Payson'", false],
    ['ListPrice Gt 400000', true],
    ['ListPrice Gt 425000', false],
    ['ListPrice Ge 425000', true],
    ['ListPrice Lt 425000', false],
    ['ListPrice Le 425000.0', true],
    ['ListPrice Lt 500000.50', true],
    ['ListPrice Eq 425000', true],
    ['BedsTotal Eq 3', true],
    ['BedsTotal Ne 3', false],
    ['ListPrice Bt 400000,450000', true],
    ['ListPrice Bt 425000,425000', true],
    ['ListPrice Bt 430000,450000', false],
  ])('%s → %s', (filter, expected) => {
    expect(matches(filter)).toBe(expected);
  });

  it('compares numbers that arrive as strings, with spaces and signs', () => {
    expect(matches('Longitude Lt -111.3')).toBe(true);
    expect(matches('Longitude Bt -111.4,-111.3')).toBe(true);
    expect(matches('BathsTotal Eq 2')).toBe(true);
    expect(matches('Longitude Gt -111')).toBe(false);
  });

  it('compares character fields case-insensitively', () => {
    expect(matches("City Eq 'PAYSON'")).toBe(true);
    expect(matches("City Ne 'payson'")).toBe(false);
    expect(matches("SubdivisionName Gt 'awbrey a'")).toBe(true);
  });

  it('matches booleans from true/false and Y/N values', () => {
    expect(matches('HorseYN Eq true')).toBe(true);
    expect(matches('HorseYN Eq false')).toBe(false);
    expect(matches('AssociationYN Eq false')).toBe(true);
  });

  it('matches a chosen value of a multi-select feature field', () => {
    expect(matches("InteriorFeatures Eq 'Vaulted Ceiling(s)'")).toBe(true);
    expect(matches("InteriorFeatures Eq 'Wet Bar'")).toBe(false);
    expect(matches("InteriorFeatures Ne 'Wet Bar'")).toBe(true);
  });
});

describe('SparkQL value lists', () => {
  it('gives Eq lists any-of semantics', () => {
    expect(matches("City Eq 'Pine','Payson'")).toBe(true);
    expect(matches("City Eq 'Pine','Strawberry'")).toBe(false);
    expect(matches('BedsTotal Eq 2,3,4')).toBe(true);
  });

  it('gives Ne lists none-of semantics', () => {
    expect(matches("City Ne 'Pine','Strawberry'")).toBe(true);
    expect(matches("City Ne 'Pine','Payson'")).toBe(false);
  });
});

describe('SparkQL conjunctions and groups', () => {
  it('binds And tighter than Or', () => {
    // false And false Or true → (false And false) Or true → true
    expect(matches("City Eq 'Pine' And BedsTotal Eq 9 Or MlsStatus Eq 'Active'")).toBe(true);
    // true Or false And false → true Or (false And false) → true
    expect(matches("MlsStatus Eq 'Active' Or City Eq 'Pine' And BedsTotal Eq 9")).toBe(true);
    // false Or true And false → false Or (true And false) → false
    expect(matches("City Eq 'Pine' Or MlsStatus Eq 'Active' And BedsTotal Eq 9")).toBe(false);
  });

  it('groups with parentheses, nested too', () => {
    expect(matches("(City Eq 'Pine' Or MlsStatus Eq 'Active') And BedsTotal Eq 9")).toBe(false);
    expect(matches("(City Eq 'Pine' Or City Eq 'Payson') And (BedsTotal Ge 3)")).toBe(true);
    expect(
      matches("((City Eq 'Pine' Or (City Eq 'Payson' And BedsTotal Eq 3)) And ListPrice Gt 1)"),
    ).toBe(true);
  });

  it('negates with Not', () => {
    expect(matches("Not City Eq 'Pine'")).toBe(true);
    expect(matches("MlsStatus Eq 'Active' Not City Eq 'Payson'")).toBe(false);
  });

  it('parses the tree shape', () => {
    expect(parseSparkQL("City Eq 'A' Or City Eq 'B' And BedsTotal Eq 1")).toMatchObject({
      type: 'or',
      children: [{ type: 'condition', field: 'City' }, { type: 'and' }],
    });
  });

  it('matches everything for a blank filter', () => {
    expect(matches('  ')).toBe(true);
  });
});

describe('SparkQL functions and wildcards', () => {
  it('finds text with contains() case-insensitively', () => {
    expect(matches("PublicRemarks Eq contains('horse')")).toBe(true);
    expect(matches("PublicRemarks Eq contains('pool')")).toBe(false);
    expect(matches("PublicRemarks Ne contains('pool')")).toBe(true);
  });

  it('supports startswith() and endswith()', () => {
    expect(matches("SubdivisionName Eq startswith('awb')")).toBe(true);
    expect(matches("SubdivisionName Eq endswith('HEIGHTS')")).toBe(true);
    expect(matches("SubdivisionName Eq endswith('Acres')")).toBe(false);
  });

  it('expands * wildcards in quoted Eq values', () => {
    expect(matches("SubdivisionName Eq 'Awbrey*'")).toBe(true);
    expect(matches("SubdivisionName Eq '*heights'")).toBe(true);
    expect(matches("SubdivisionName Eq 'A*y H*s'")).toBe(true);
    expect(matches("SubdivisionName Eq 'Pine*'")).toBe(false);
    // an escaped asterisk is literal
    expect(matches("SubdivisionName Eq 'Awbrey\\*'")).toBe(false);
  });

  it('reads backslash escapes in strings', () => {
    expect(matches("City Eq 'O\\'Brien'", { City: "O'Brien" })).toBe(true);
    expect(matches("City Eq 'a\\\\b'", { City: 'a\\b' })).toBe(true);
  });

  it('resolves days() relative to now', () => {
    const recent = { ModificationTimestamp: new Date(Date.now() - 3_600_000).toISOString() };
    expect(matches('ModificationTimestamp Ge days(-7)', recent)).toBe(true);
    expect(matches('ModificationTimestamp Gt now()', recent)).toBe(false);
  });
});

describe('SparkQL dates and times', () => {
  it('compares timestamps as instants', () => {
    expect(matches('ModificationTimestamp Gt 2026-05-06T10:00:00Z')).toBe(true);
    expect(matches('ModificationTimestamp Gt 2026-05-06T12:30:00Z')).toBe(false);
    expect(matches('ModificationTimestamp Eq 2026-05-06T12:30:00.000Z')).toBe(true);
    // 05:30 in Phoenix (-07:00) is 12:30 UTC
    expect(matches('ModificationTimestamp Eq 2026-05-06T05:30:00-07:00')).toBe(true);
    expect(matches('ModificationTimestamp Bt 2026-05-06T00:00:00Z,2026-05-07T00:00:00Z')).toBe(
      true,
    );
  });

  it('compares dates by day', () => {
    expect(matches('OnMarketDate Eq 2026-04-15')).toBe(true);
    expect(matches('OnMarketDate Lt 2026-05-01')).toBe(true);
    expect(matches('ModificationTimestamp Eq 2026-05-06')).toBe(true);
    expect(matches('ModificationTimestamp Gt 2026-05-06')).toBe(false);
  });

  it('takes a timestamp without a zone as UTC', () => {
    expect(
      matches('ModificationTimestamp Eq 2026-05-06T12:30:00Z', {
        ModificationTimestamp: '2026-05-06T12:30:00',
      }),
    ).toBe(true);
  });
});

describe('SparkQL absent values', () => {
  it('matches null only with Eq NULL', () => {
    expect(matches('ClosePrice Eq NULL')).toBe(true);
    expect(matches('ClosePrice Ne NULL')).toBe(false);
    expect(matches('ListPrice Eq NULL')).toBe(false);
    expect(matches('ListPrice Ne NULL')).toBe(true);
    expect(matches('ClosePrice Gt 0')).toBe(false);
    expect(matches('ClosePrice Ne 5')).toBe(false);
    // a field the record lacks is null
    expect(matches('GarageSpaces Eq NULL')).toBe(true);
  });

  it('treats masked values like null', () => {
    expect(matches("StreetDirSuffix Eq '********'")).toBe(false);
    expect(matches("StreetDirSuffix Ne 'N'")).toBe(false);
    expect(matches("StreetDirSuffix Eq contains('*')")).toBe(false);
    expect(matches('StreetDirSuffix Eq NULL')).toBe(true);
    expect(matches('BedsTotal Gt 1', { BedsTotal: '********' })).toBe(false);
  });

  it('does not match numbers against text that is not a number', () => {
    expect(matches('ListPrice Gt 5', { ListPrice: 'call agent' })).toBe(false);
    expect(matches('ListPrice Ne 5', { ListPrice: 'call agent' })).toBe(false);
  });
});

describe('SparkQL unknown fields', () => {
  it('drops conditions on unknown fields silently', () => {
    expect(matches("NoSuchField Eq 'x'")).toBe(true);
    expect(matches("City Eq 'Payson' And NoSuchField Eq 'x'")).toBe(true);
    expect(matches("City Eq 'Pine' And NoSuchField Eq 'x'")).toBe(false);
    // dropped, not "true": an Or with an unknown branch still filters
    expect(matches("City Eq 'Pine' Or NoSuchField Eq 'x'")).toBe(false);
    expect(matches('"Custom Group"."Field" Eq \'x\'')).toBe(true);
  });

  it('takes the known-field list from the caller', () => {
    const ast = parseSparkQL("Foo Eq 'bar'", { isKnownField: (name) => name === 'Foo' });
    expect(evaluate(ast, { Foo: 'BAR' })).toBe(true);
    expect(evaluate(ast, { Foo: 'baz' })).toBe(false);
  });
});

describe('SparkQL syntax errors', () => {
  it.each([
    ["City Eq 'Payson", "'Payson"],
    ["City Equals 'Payson'", 'Equals'],
    ["City Eq 'Payson' And", ''],
    ["(City Eq 'Payson'", ''],
    ["City Eq 'Payson')", ')'],
    ["City Eq 'Payson' Xor City Eq 'Pine'", 'Xor'],
    ['ListPrice Bt 1', 'Bt'],
    ['ListPrice Bt 1,2,3', 'Bt'],
    ['ListPrice Gt NULL', 'Gt'],
    ["PublicRemarks Gt contains('x')", 'Gt'],
    ["PublicRemarks Eq regex('x')", 'regex'],
    ['City Eq', ''],
    ["City eq 'Payson'", 'eq'],
    ['ListPrice Gt 1 % 2', '%'],
    ['ModificationTimestamp Gt 2026-13-45T10:00:00Z', '2026-13-45T10:00:00Z'],
  ])('%s', (filter, token) => {
    const error = syntaxError(filter);
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]).toMatchObject({ Token: token, Status: 'Fatal' });
    expect(error.errors[0]!.Message).toEqual(expect.any(String));
    expect(error.errors[0]!.TokenIndex).toBeGreaterThanOrEqual(0);
  });

  it('reports syntax errors even in conditions on unknown fields', () => {
    expect(syntaxError("NoSuchField Eq 'x")).toBeInstanceOf(SparkQLError);
  });
});
