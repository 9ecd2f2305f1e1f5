import { HttpError } from '../../lib/api';

/** The failure toast's text when the server gave no message of its own (visitor spec section 8). */
export const SUBMISSION_FAILED_FALLBACK =
  'There was a problem submitting your information. Please try again.';

/** What the 'Submission Failed' toast says: the server's own message, else the fallback. */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.body?.message) return error.body.message;
  return SUBMISSION_FAILED_FALLBACK;
}

/**
 * The server's per-field messages (a 400 VALIDATION_FAILED), keyed by the form's field names:
 * a path such as `homeWishList.3` belongs to `homeWishList`. The first message of a field wins.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Array<[F, string]> {
  if (!(error instanceof HttpError)) return [];
  const known = new Set<string>(fields);
  const found = new Map<F, string>();
  for (const [path, message] of Object.entries(error.body?.fieldErrors ?? {})) {
    const field = path.split('.')[0] ?? '';
    if (known.has(field) && !found.has(field as F)) found.set(field as F, message);
  }
  // in the form's order, so the first one focused is the first on the screen
  return fields.flatMap((field) => {
    const message = found.get(field);
    return message ? [[field, message] as [F, string]] : [];
  });
}
