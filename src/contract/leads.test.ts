import { describe, expect, it } from 'vitest';
import { leadFormSchema } from './leads';

const phoneMessages = (value: string) =>
  leadFormSchema.shape.phone.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('leadFormSchema phone', () => {
  it('says "required" only for an empty field', () => {
    expect(phoneMessages('')).toEqual(['Phone number is required']);
    expect(phoneMessages('   ')).toEqual(['Phone number is required']);
  });

  it('calls a typed but short or malformed number not a valid phone', () => {
    for (const bad of ['555', '555-01', '928-555-014', 'call me']) {
      expect(phoneMessages(bad), bad).toEqual(['Enter a valid phone number']);
    }
  });

  it('takes a ten-digit number in the usual spellings', () => {
    for (const good of ['(928) 555-0142', '928.555.0142', '+1 928 555 0142']) {
      expect(phoneMessages(good), good).toEqual([]);
    }
  });
});
