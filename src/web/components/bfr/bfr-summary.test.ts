import { describe, expect, it } from 'vitest';
import { bfrForm } from '../../testing/bfr-fixtures';
import { checklistSummary, isBlank } from './bfr-summary';

const WORDS = {
  boxes: (done: number, total: number) => `${done}/${total} ticked`,
  fields: (done: number, total: number) => `${done}/${total} filled`,
};

describe('checklistSummary', () => {
  it('counts the boxes ticked when the section has boxes', () => {
    const section = {
      boxes: [{ key: 'purchaseContract' }, { key: 'wireFraud' }] as const,
      fields: [{ key: 'amount' }] as const,
    };
    expect(checklistSummary(section, bfrForm({ wireFraud: true }), WORDS)).toBe('1/2 ticked');
  });

  it('counts the fields filled (spaces are blank) when it has none, and nothing when it has neither', () => {
    const section = { boxes: [], fields: [{ key: 'amount' }, { key: 'percentage' }] } as const;
    expect(checklistSummary(section, bfrForm({ amount: '450,000', percentage: '  ' }), WORDS)).toBe(
      '1/2 filled',
    );
    expect(checklistSummary({ boxes: [], fields: [] }, bfrForm(), WORDS)).toBeNull();
  });
});

describe('isBlank', () => {
  it('is true for nothing, an empty text or spaces only', () => {
    expect([undefined, '', '   ', 'x'].map(isBlank)).toEqual([true, true, true, false]);
  });
});
