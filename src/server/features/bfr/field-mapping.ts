import {
  BFR_MAPPING_ROWS,
  crmValueOf,
  defaultCrmFieldOf,
  type BfrCheckKey,
  type BfrFormData,
  type BfrMappingRow,
  type BfrTextKey,
} from '../../../core/bfr-fields';

/*
 * The BFR field mapping (spec section 2, CRM field mapping): which CRM custom field each
 * mapping row reads and writes. Stored in the admin settings (fubFieldMappings) as code → CRM
 * field name, where '' is the admin's 'No mapping'. Writes go only to the fields the admin
 * mapped (a CRM may not have the spec's customPC…, and a refused field would hold back the
 * whole write); reads of a code never chosen fall back to its default (customPC, … for the 17
 * core boxes, the spec's loading rule).
 */

const ROW_OF_KEY = new Map<string, BfrMappingRow>(BFR_MAPPING_ROWS.map((row) => [row.key, row]));

/** The mapping the admin chose: code → CRM field name ('' rows left out). Saves write these. */
export function chosenMappings(stored: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(stored).filter(([, field]) => field !== ''));
}

/** The mapping the form reads: code → CRM field name, chosen or else the default. */
export function readMappings(stored: Readonly<Record<string, string>>): Record<string, string> {
  const mappings: Record<string, string> = {};
  for (const { code } of BFR_MAPPING_ROWS) {
    const chosen = Object.hasOwn(stored, code) ? stored[code] : defaultCrmFieldOf(code);
    if (chosen) mappings[code] = chosen;
  }
  return mappings;
}

/** The CRM custom field a form field is mapped to, or null (not a mapping row, or unmapped). */
export function crmFieldOf(
  mappings: Readonly<Record<string, string>>,
  key: BfrTextKey | BfrCheckKey,
): string | null {
  const row = ROW_OF_KEY.get(key);
  return row ? (mappings[row.code] ?? null) : null;
}

/** A written field as the contact's activity line names it: 'Purchase Contract (PC)', 'Purchase Amount'. */
function writeLabel(row: BfrMappingRow): string {
  return row.kind === 'checkbox' ? `${row.label} (${row.code})` : row.label;
}

/**
 * The CRM values a save changes: every mapped field whose value differs from the checklist
 * saved before; on the first save (`before` null) every mapped box and every mapped text field
 * that is not blank. Boxes are written 'Yes'/'No'.
 */
export function changedCrmValues(
  before: BfrFormData | null,
  after: BfrFormData,
  mappings: Readonly<Record<string, string>>,
): { fieldValues: Record<string, string>; labels: string[] } {
  const fieldValues: Record<string, string> = {};
  const labels: string[] = [];
  for (const row of BFR_MAPPING_ROWS) {
    const field = mappings[row.code];
    if (!field) continue;
    const value = after[row.key];
    const changed = before
      ? before[row.key] !== value
      : typeof value === 'boolean' || value.trim() !== '';
    if (!changed) continue;
    fieldValues[field] = crmValueOf(value);
    labels.push(writeLabel(row));
  }
  return { fieldValues, labels };
}
