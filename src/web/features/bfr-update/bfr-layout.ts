import {
  BFR_CHECK_ITEMS,
  BFR_SECTIONS,
  BFR_TEXT_FIELDS,
  type BfrCheckItem,
  type BfrCheckKey,
  type BfrFormData,
  type BfrSectionId,
  type BfrTextField,
  type BfrTextKey,
} from '../../../core/bfr-fields';

/** A section of the admin tool with its text fields and its boxes, in the order shown. */
export type BfrSectionLayout = {
  id: BfrSectionId;
  title: string;
  fields: readonly (BfrTextField & { key: BfrTextKey })[];
  boxes: readonly (BfrCheckItem & { key: BfrCheckKey })[];
};

export const BFR_LAYOUT: readonly BfrSectionLayout[] = BFR_SECTIONS.map(({ id, title }) => ({
  id,
  title,
  fields: BFR_TEXT_FIELDS.filter((field) => field.section === id),
  boxes: BFR_CHECK_ITEMS.filter((item) => item.section === id),
}));

/** Every field of the form in the order shown (the first with a message is focused). */
export const BFR_FIELD_ORDER: readonly (keyof BfrFormData)[] = BFR_LAYOUT.flatMap((section) => [
  ...section.fields.map((field) => field.key),
  ...section.boxes.map((box) => box.key),
]);

const SECTION_OF = new Map<string, BfrSectionId>(
  BFR_LAYOUT.flatMap((section) =>
    [...section.fields, ...section.boxes].map((item) => [item.key, section.id] as const),
  ),
);

/** The sections holding these fields. */
export function sectionsOf(keys: readonly string[]): BfrSectionId[] {
  return [...new Set(keys.flatMap((key) => SECTION_OF.get(key) ?? []))];
}
