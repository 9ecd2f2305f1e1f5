import type { BfrFormData } from '../../../core/bfr-fields';
import { HttpError } from '../../lib/api';

/**
 * The server's messages for the checklist's fields: a save's 400 keys them `formData.<field>`
 * (parseServerError keeps only the top-level `formData`, so they are read here). Both saves of
 * a buyer file (the admin's and the client's) answer alike.
 */
export function bfrFieldErrors(error: unknown): Partial<Record<keyof BfrFormData, string>> {
  if (!(error instanceof HttpError)) return {};
  const byField: Partial<Record<keyof BfrFormData, string>> = {};
  for (const [path, message] of Object.entries(error.body?.fieldErrors ?? {})) {
    const [top, field] = path.split('.');
    if (top === 'formData' && field) byField[field as keyof BfrFormData] ??= message;
  }
  return byField;
}
