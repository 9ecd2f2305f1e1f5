import { describe, expect, it } from 'vitest';
import { highlightRemarks } from './remarks-highlight';

const keys = (text: string) =>
  highlightRemarks(text)
    .filter((s) => s.key)
    .map((s) => s.text);

describe('highlightRemarks', () => {
  it('bolds the key phrases in any case, keeping the text as written', () => {
    const text =
      'Wake up to Mountain Views of the Rim. Horse property with corrals and RV parking. Updated kitchen, sparkling pool, near the golf course.';
    expect(keys(text)).toEqual([
      'Mountain Views',
      'Horse property',
      'corrals',
      'RV parking',
      'Updated kitchen',
      'pool',
      'golf course',
    ]);
    expect(
      highlightRemarks(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('bolds acreage: "2.5 acres", "1.66-acre", "40 acres"', () => {
    expect(keys('This 1.66-acre lot and 2.5 acres next door; 40 acres of forest.')).toEqual([
      '1.66-acre',
      '2.5 acres',
      '40 acres',
    ]);
  });

  it('matches whole words only', () => {
    expect(keys('A whirlpool tub, carpool lane, mountain viewpoint and 12 acresque')).toEqual([]);
    expect(keys('Move-in ready cabin with no HOA.')).toEqual(['Move-in ready', 'no HOA']);
  });

  it('returns plain text without phrases as one segment, and nothing for empty text', () => {
    expect(highlightRemarks('Cozy cabin.')).toEqual([{ text: 'Cozy cabin.', key: false }]);
    expect(highlightRemarks('')).toEqual([]);
  });

  it('marks segments in order around the phrases', () => {
    expect(highlightRemarks('Big pool, small yard')).toEqual([
      { text: 'Big ', key: false },
      { text: 'pool', key: true },
      { text: ', small yard', key: false },
    ]);
  });
});
