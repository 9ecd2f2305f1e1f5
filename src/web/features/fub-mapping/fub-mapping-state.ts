import type { CrmCustomField } from '../../../contract/bfr';

/** Mapping code → CRM field name, as saved (unmapped codes absent). */
export type FieldMappings = Readonly<Record<string, string>>;

/** The value of a row's select for No mapping (the API's '' too). */
export const NO_MAPPING = '';

export type MappingOption = { value: string; label: string };

/**
 * A row's options: No mapping, then the CRM's custom fields as 'Label (type)' sorted by label
 * (the value is the field's name). A row mapped to a field the CRM no longer lists keeps that
 * field as an option, marked, so the select shows what is saved instead of a wrong choice.
 */
export function mappingOptions(
  fields: readonly CrmCustomField[],
  current: string,
  texts: { noMapping: string; notInCrm: string },
): MappingOption[] {
  const sorted = [...fields].sort(
    (a, b) => a.label.localeCompare(b.label) || a.name.localeCompare(b.name),
  );
  const options: MappingOption[] = [{ value: NO_MAPPING, label: texts.noMapping }];
  if (current !== NO_MAPPING && !fields.some((field) => field.name === current)) {
    options.push({ value: current, label: `${current} (${texts.notInCrm})` });
  }
  for (const field of sorted) {
    options.push({ value: field.name, label: `${field.label} (${field.type})` });
  }
  return options;
}

/** What a row shows: the admin's choice when there is one, else the saved field, else none. */
export function shownValue(code: string, saved: FieldMappings, drafts: FieldMappings): string {
  return drafts[code] ?? saved[code] ?? NO_MAPPING;
}

/**
 * The changed rows, in the order of `codes` (the screen's): those whose choice differs from the
 * saved field. A row set back to its saved field is no longer changed.
 */
export function changedRows(
  codes: readonly string[],
  saved: FieldMappings,
  drafts: FieldMappings,
): { formField: string; fubField: string }[] {
  const changes: { formField: string; fubField: string }[] = [];
  for (const code of codes) {
    const draft = drafts[code];
    if (draft !== undefined && draft !== (saved[code] ?? NO_MAPPING)) {
      changes.push({ formField: code, fubField: draft });
    }
  }
  return changes;
}

/**
 * The choices left once `sent` is saved: those the admin made while the save ran stay, the
 * others are the saved mapping now.
 */
export function draftsAfterSave(
  drafts: FieldMappings,
  sent: readonly { formField: string; fubField: string }[],
): Record<string, string> {
  const left: Record<string, string> = { ...drafts };
  for (const { formField, fubField } of sent) {
    if (left[formField] === fubField) delete left[formField];
  }
  return left;
}
