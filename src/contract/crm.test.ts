import { describe, expect, it } from 'vitest';
import { CONTACTS_PAGE_SIZE, RECENT_CONTACTS_DAYS, recentContactsQuerySchema } from './crm';

describe('the new leads query (GET /api/contacts/recent)', () => {
  it('asks for the last 7 days, a page’s worth, when nothing is given', () => {
    expect(recentContactsQuerySchema.parse({})).toEqual({
      days: RECENT_CONTACTS_DAYS,
      limit: CONTACTS_PAGE_SIZE,
    });
    expect(RECENT_CONTACTS_DAYS).toBe(7);
    expect(recentContactsQuerySchema.parse({ days: '30', limit: '100' })).toEqual({
      days: 30,
      limit: 100,
    });
  });

  it.each([
    ['days', '0'],
    ['days', '31'],
    ['days', '2.5'],
    ['days', 'seven'],
    ['days', ''],
    ['limit', '0'],
    ['limit', '101'],
    ['limit', 'all'],
  ])('refuses %s=%j with a message that says what fits', (field, value) => {
    const result = recentContactsQuerySchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      field === 'days'
        ? 'Enter days as a whole number from 1 to 30'
        : 'Enter limit as a whole number from 1 to 100',
    ]);
  });
});
