import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { bfrFieldErrors } from './bfr-field-errors';

describe('bfrFieldErrors', () => {
  it("reads a save's 400 messages by checklist field, the first of each", () => {
    const error = new HttpError(400, '400: invalid', {
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        'formData.closeDate': 'Close of escrow must follow the contract date',
        'formData.closeDate.extra': 'second',
        contactId: 'Contact ID is required',
      },
    });
    expect(bfrFieldErrors(error)).toEqual({
      closeDate: 'Close of escrow must follow the contract date',
    });
  });

  it('answers nothing for any other failure', () => {
    expect(bfrFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(bfrFieldErrors(new HttpError(503, '503: down', null))).toEqual({});
  });
});
