import { describe, expect, it } from 'vitest';
import { fillCommission } from './bfr-commission';

describe('fillCommission', () => {
  it('writes the commission of the amount and percentage, marking the form changed', () => {
    const calls: unknown[][] = [];
    const form = {
      getValues: () => ({ amount: '$450,000', percentage: '3%' }),
      setValue: (...args: unknown[]) => void calls.push(args),
    };
    fillCommission(form);
    expect(calls).toEqual([['commission', '$13,500', { shouldDirty: true }]]);
    fillCommission({ ...form, getValues: () => ({ amount: '450,000', percentage: '' }) });
    expect(calls[1]).toEqual(['commission', '', { shouldDirty: true }]);
  });
});
