import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/api';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/server-error';
import { FUB_MAPPING_TEXT as TEXT } from '../fub-mapping-text';
import { saveFailureMessage, withChanges } from './save-field-mappings';

describe('saveFailureMessage', () => {
  it("gives the server's message of a refusal, else 'Failed to save mappings'", () => {
    const refused = new HttpError(400, '400: {...}', {
      code: 'VALIDATION_FAILED',
      message: 'Invalid field: fieldMappings.0.fubField',
    });
    expect(saveFailureMessage(refused)).toBe('Invalid field: fieldMappings.0.fubField');
    expect(saveFailureMessage(new HttpError(500, '500: {}', {}))).toBe('Failed to save mappings');
    expect(TEXT.saveFailedFallback).toBe('Failed to save mappings');
  });

  it("says 'Server returned invalid JSON' for a reply that is not JSON", () => {
    expect(saveFailureMessage(new HttpError(502, '502: <html>', null))).toBe(
      'Server returned invalid JSON',
    );
    expect(saveFailureMessage(new SyntaxError('Unexpected token <'))).toBe(TEXT.invalidJson);
  });

  it('says so when the request got no answer', () => {
    expect(saveFailureMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('withChanges', () => {
  it("sets the changed rows and removes those set to No mapping ('')", () => {
    expect(
      withChanges({ PC: 'customPC', SD: 'customSD' }, [
        { formField: 'PC', fubField: 'customOther' },
        { formField: 'SD', fubField: '' },
        { formField: 'closeDate', fubField: 'customCloseDate' },
      ]),
    ).toEqual({ PC: 'customOther', closeDate: 'customCloseDate' });
  });
});
