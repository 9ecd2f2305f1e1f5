import type { BfrCheckKey, BfrFormData, BfrTextKey } from '../../../core/bfr-fields';

/** A text field left empty (or only spaces). */
export const isBlank = (value: string | undefined) => !value || value.trim() === '';

/**
 * How much of a section of the checklist is done, in the form's own words: its boxes ticked, or
 * its fields filled when it has none; null when it has neither.
 */
export function checklistSummary(
  {
    boxes,
    fields,
  }: { boxes: readonly { key: BfrCheckKey }[]; fields: readonly { key: BfrTextKey }[] },
  values: BfrFormData,
  words: {
    boxes: (done: number, total: number) => string;
    fields: (done: number, total: number) => string;
  },
): string | null {
  if (boxes.length > 0) {
    const done = boxes.filter((box) => values[box.key]).length;
    return words.boxes(done, boxes.length);
  }
  if (fields.length === 0) return null;
  const done = fields.filter((field) => !isBlank(values[field.key])).length;
  return words.fields(done, fields.length);
}
