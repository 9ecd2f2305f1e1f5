import { describe, expect, it } from 'vitest';
import { contactIdOf } from './bfr-form-url';

describe('contactIdOf', () => {
  it('reads contactId, else contact', () => {
    expect(contactIdOf('?contactId=101')).toBe(101);
    expect(contactIdOf('contact=42')).toBe(42);
    expect(contactIdOf('?contactId=7&contact=42')).toBe(7);
    expect(contactIdOf('?contactId=%20101%20')).toBe(101);
  });

  it('answers null without a contact id, or for one that is not a positive whole number', () => {
    for (const search of [
      '',
      '?contactId=',
      '?contactId=abc',
      '?contact=0',
      '?contactId=-3',
      '?contactId=1.5',
      '?contactId=99999999999999999',
    ]) {
      expect(contactIdOf(search)).toBeNull();
    }
  });
});
