import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from './api';
import { messageText } from '../../core/spec-messages';

/** What a visitor is told when a request never got an answer. */
export const NETWORK_ERROR_MESSAGE = messageText('passwordReset.networkError');

/** A failed API call, read once so that pages and forms only choose which text to show. */
export type ServerError = {
  /** The reply's HTTP status; null when there was no reply (offline, or not an HTTP failure). */
  status: number | null;
  /** fetch rejects with a TypeError when the request never got an answer. */
  isNetworkError: boolean;
  /**
   * The spec's `status: body` text: the status and the server's message when it sent one, else
   * the reply's own text; the network text when there was no answer; else the error's message.
   */
  message: string;
  /** The server's own message (`{code, message}` body), when it sent one. */
  serverMessage: string | null;
  /** The server's own message, else the `status: body` text of a reply, else the error's message. */
  userMessage: string;
  /**
   * The server's per-field messages (a 400 VALIDATION_FAILED) keyed by the top-level field: a
   * path such as `homeWishList.3` belongs to `homeWishList`. The first message of a field wins.
   */
  fieldErrors: Record<string, string>;
};

function topLevelFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split('.')[0] ?? '';
    byField[field] ??= message;
  }
  return byField;
}

/** Reads what went wrong with an API call (an HttpError, a network failure or anything else). */
export function parseServerError(error: unknown): ServerError {
  if (error instanceof HttpError) {
    const serverMessage = error.body?.message || null;
    return {
      status: error.status,
      isNetworkError: false,
      message: serverMessage ? `${error.status}: ${serverMessage}` : error.message,
      serverMessage,
      userMessage: error.userMessage,
      fieldErrors: topLevelFieldErrors(error.body?.fieldErrors ?? {}),
    };
  }
  const isNetworkError = error instanceof TypeError;
  const own = error instanceof Error ? error.message : String(error);
  return {
    status: null,
    isNetworkError,
    message: isNetworkError ? NETWORK_ERROR_MESSAGE : own,
    serverMessage: null,
    userMessage: own,
    fieldErrors: {},
  };
}

/**
 * Shows the server's per-field messages under the matching inputs of a react-hook-form form, in
 * the form's field order, and focuses the first (the first on the screen). Everything typed
 * stays in place. Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const { fieldErrors } = parseServerError(error);
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
