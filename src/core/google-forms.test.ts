import { describe, expect, it } from 'vitest';
import {
  ENTRY_ID_PATTERN,
  formResponseUrl,
  GOOGLE_FORMS_LEAD_FIELDS,
  googleFormsFields,
  isGoogleFormConfigured,
  type GoogleFormsLead,
} from './google-forms';

const lead: GoogleFormsLead = {
  firstName: 'Opal',
  lastName: ' Pine ',
  email: 'opal@example.com',
  phone: '(928) 555-0101',
  timeframe: '1-3months',
  priceRange: '400000-600000',
  homeWishList: ['Mountain View', 'RV Parking'],
  comments: '',
  reference: 'RL-42',
  submittedAt: 'Nov 25, 2026 14:03',
  summary: 'Timeframe: 1-3 Months',
  pageUrl: null,
};

describe('googleFormsFields', () => {
  it('sends each mapped field as its entry, choices as their labels, the wish list as repeated entries', () => {
    expect(
      googleFormsFields(lead, {
        firstName: 'entry.1001',
        lastName: 'entry.1002',
        priceRange: 'entry.1003',
        homeWishList: 'entry.1004',
        reference: 'entry.1005',
      }),
    ).toEqual([
      ['entry.1001', 'Opal'],
      ['entry.1002', 'Pine'],
      ['entry.1003', '$400,000 - $600,000'],
      ['entry.1004', 'Mountain View'],
      ['entry.1004', 'RV Parking'],
      ['entry.1005', 'RL-42'],
    ]);
  });

  it('leaves out unmapped fields and blank answers', () => {
    expect(googleFormsFields(lead, { comments: 'entry.1', pageUrl: 'entry.2', email: '' })).toEqual(
      [],
    );
  });

  it('maps every lead field with a distinct key', () => {
    const keys = GOOGLE_FORMS_LEAD_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the form settings', () => {
  it('is configured with an address and at least one mapped field', () => {
    expect(isGoogleFormConfigured({ responseUrl: '', entryIds: { email: 'entry.1' } })).toBe(false);
    expect(isGoogleFormConfigured({ responseUrl: 'https://x.example/f', entryIds: {} })).toBe(
      false,
    );
    expect(
      isGoogleFormConfigured({
        responseUrl: 'https://x.example/f',
        entryIds: { email: 'entry.1' },
      }),
    ).toBe(true);
  });

  it('recognises entry ids', () => {
    expect(ENTRY_ID_PATTERN.test('entry.2005620554')).toBe(true);
    for (const bad of ['entry.', 'entry.12a', 'Entry.1', 'entry_1', '1234', 'entry.1 ']) {
      expect(ENTRY_ID_PATTERN.test(bad)).toBe(false);
    }
  });

  it('posts to formResponse whether the admin pasted the viewform link or the response address', () => {
    const base = 'https://docs.google.com/forms/d/e/1FAIpQLSe_x/';
    expect(formResponseUrl(`${base}viewform?usp=sf_link&entry.1=prefilled`)).toBe(
      `${base}formResponse`,
    );
    expect(formResponseUrl(`${base}viewform/`)).toBe(`${base}formResponse`);
    expect(formResponseUrl(`${base}formResponse`)).toBe(`${base}formResponse`);
    expect(formResponseUrl('http://127.0.0.1:4000/other')).toBe('http://127.0.0.1:4000/other');
    expect(formResponseUrl('not a url')).toBe('not a url');
  });
});
