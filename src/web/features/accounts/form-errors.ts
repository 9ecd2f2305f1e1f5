import { NETWORK_ERROR_MESSAGE, parseServerError } from '../../lib/server-error';

/** What to tell the user about a failed auth call (visitor spec section 8). */
export function authErrorMessage(error: unknown): string {
  const { serverMessage, isNetworkError } = parseServerError(error);
  return serverMessage ?? (isNetworkError ? NETWORK_ERROR_MESSAGE : 'An error occurred');
}
