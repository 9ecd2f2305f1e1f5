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

/**
 * The CRM fields two or more form fields are mapped to, as shown (saved or chosen), each with
 * its form fields in screen order: one CRM field holds one value, so the second would
 * overwrite the first in the CRM (issue 41: such a mapping was saved without a word).
 */
export function duplicateMappings(
  codes: readonly string[],
  saved: FieldMappings,
  drafts: FieldMappings,
): { fubField: string; codes: string[] }[] {
  const byField = new Map<string, string[]>();
  for (const code of codes) {
    const field = shownValue(code, saved, drafts);
    if (field === NO_MAPPING) continue;
    byField.set(field, [...(byField.get(field) ?? []), code]);
  }
  return [...byField]
    .filter(([, mapped]) => mapped.length > 1)
    .map(([fubField, mapped]) => ({ fubField, codes: mapped }));
}

/** A name compared loosely: case, spaces and punctuation aside ('Pre-Approval' = 'preapproval'). */
const looseName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * "Match by name": for each row without a mapping, the CRM field whose label or name reads as
 * the row's label or code, when exactly one does and no other row has it already. The rows
 * the admin mapped are left as they are.
 */
export function matchesByName(
  rows: readonly { code: string; label: string }[],
  fields: readonly CrmCustomField[],
  saved: FieldMappings,
  drafts: FieldMappings,
): Record<string, string> {
  const taken = new Set(rows.map((row) => shownValue(row.code, saved, drafts)));
  const matches: Record<string, string> = {};
  for (const row of rows) {
    if (shownValue(row.code, saved, drafts) !== NO_MAPPING) continue;
    const names = new Set([looseName(row.label), looseName(row.code)]);
    const found = fields.filter(
      (field) =>
        !taken.has(field.name) &&
        (names.has(looseName(field.label)) || names.has(looseName(field.name))),
    );
    if (found.length !== 1) continue;
    matches[row.code] = found[0]!.name;
    taken.add(found[0]!.name);
  }
  return matches;
}
