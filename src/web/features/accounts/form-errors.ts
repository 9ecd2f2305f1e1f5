import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../../lib/api';

/** What to tell the user about a failed auth call (visitor spec section 8). */
export function authErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.body?.message) return error.body.message;
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'Network error. Please try again.';
  return 'An error occurred';
}

/**
 * Shows the server's per-field messages (e.g. a taken username) under the matching inputs and
 * focuses the first one. Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof HttpError)) return false;
  const fieldErrors = error.body?.fieldErrors ?? {};
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
