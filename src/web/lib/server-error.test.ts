import { describe, expect, it } from 'vitest';
import { HttpError } from './api';
import { NETWORK_ERROR_MESSAGE, parseServerError } from './server-error';

describe('parseServerError', () => {
  it('reads a refused call: the status with the server message, and its field messages', () => {
    const error = new HttpError(400, '400: {"code":"VALIDATION_FAILED"}', {
      code: 'VALIDATION_FAILED',
      message: 'Invalid fields: email, homeWishList.3',
      fieldErrors: {
        email: 'Enter a valid email',
        'homeWishList.3': 'Unknown option',
        'homeWishList.5': 'Unknown option too',
      },
    });
    expect(parseServerError(error)).toEqual({
      status: 400,
      isNetworkError: false,
      message: '400: Invalid fields: email, homeWishList.3',
      serverMessage: 'Invalid fields: email, homeWishList.3',
      userMessage: 'Invalid fields: email, homeWishList.3',
      fieldErrors: { email: 'Enter a valid email', homeWishList: 'Unknown option' },
    });
  });

  it('keeps the `status: body` text of a reply without a message of its own', () => {
    const parsed = parseServerError(new HttpError(503, '503: Service Unavailable', null));
    expect(parsed.message).toBe('503: Service Unavailable');
    expect(parsed.userMessage).toBe('503: Service Unavailable');
    expect(parsed.serverMessage).toBeNull();
    expect(parsed.fieldErrors).toEqual({});
  });

  it('tells a request that never got an answer from any other failure', () => {
    const offline = parseServerError(new TypeError('Failed to fetch'));
    expect(offline).toMatchObject({ status: null, isNetworkError: true });
    expect(offline.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(offline.userMessage).toBe('Failed to fetch');

    const other = parseServerError(new Error('Unexpected reply from /api/x: invalid'));
    expect(other).toMatchObject({ status: null, isNetworkError: false, serverMessage: null });
    expect(other.message).toBe('Unexpected reply from /api/x: invalid');
    expect(parseServerError(null).fieldErrors).toEqual({});
  });
});
