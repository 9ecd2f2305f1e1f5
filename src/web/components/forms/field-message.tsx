/*
 * A field's hint and error message are tied to its control by id (`<id>-hint`, `<id>-error`),
 * so a screen reader announces them with the control.
 */

const hintId = (fieldId: string) => `${fieldId}-hint`;
const errorId = (fieldId: string) => `${fieldId}-error`;

/** The aria attributes of a control with an optional hint and an optional error message. */
export function describedBy(fieldId: string, error: string | undefined, hint?: boolean) {
  const ids = [hint ? hintId(fieldId) : null, error ? errorId(fieldId) : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

/** A field's hint, under its control. */
export function FieldHint({ fieldId, hint }: { fieldId: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={hintId(fieldId)} className="text-sm text-muted-foreground">
      {hint}
    </p>
  );
}

/** A field's validation message, under its control; nothing when the field is valid. */
export function FieldMessage({
  fieldId,
  message,
}: {
  fieldId: string;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={errorId(fieldId)} className="text-sm text-destructive">
      {message}
    </p>
  );
}
