import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../ui/use-toast';
import { HttpError } from '../../lib/api';
import { parseServerError } from '../../lib/server-error';
import { messageText } from '../../../core/spec-messages';

/** A toast's title and message (back-office spec section 8). */
export type ToastText = { title: string; description: string };

/** The admin settings toasts of the spec, used by every tab that saves a settings section. */
export const SETTINGS_UPDATED: ToastText = {
  title: messageText('adminSettings.saved.title'),
  description: messageText('adminSettings.saved.message'),
};
export const ERROR_TITLE = messageText('adminSettings.failed.title');

/**
 * The server's per-field messages of a failed save, keyed by their full path
 * ('advancedSettings.cacheDurationMinutes'); lib/server-error.ts keeps only the top-level key,
 * which names a whole settings section here.
 */
export function settingsFieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? (error.body?.fieldErrors ?? {}) : {};
}

/**
 * Shows a failed save's field messages under the form's fields, in the form's order, and
 * focuses the first. A form field is the server's path without `prefix`: with the prefix
 * 'apiSettings', 'apiSettings.armls.baseUrl' is the field 'armls.baseUrl'. Returns true when at
 * least one field got a message.
 */
export function applySettingsFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  prefix: string,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = settingsFieldErrors(error);
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors[`${prefix}.${field}`];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** What the admin is told of a failed call: the server's own message, else the reply's text. */
export const failureMessage = (error: unknown) => parseServerError(error).userMessage;

/** The spec's failure toast of the admin settings: 'Error' with the message. */
export function toastSettingsError(error: unknown): void {
  toast({ variant: 'destructive', title: ERROR_TITLE, description: failureMessage(error) });
}
