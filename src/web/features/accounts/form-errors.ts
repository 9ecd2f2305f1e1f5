import { NETWORK_ERROR_MESSAGE, parseServerError } from '../../lib/server-error';
import { messageText } from '../../../core/spec-messages';

/** What to tell the user about a failed auth call (visitor spec section 8). */
export function authErrorMessage(error: unknown): string {
  const { serverMessage, isNetworkError } = parseServerError(error);
  return (
    serverMessage ??
    (isNetworkError ? NETWORK_ERROR_MESSAGE : messageText('passwordReset.errorFallback'))
  );
}
