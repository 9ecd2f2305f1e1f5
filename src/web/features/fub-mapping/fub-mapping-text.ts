import { ADMIN_PAGE_TEXT } from '../../components/staff/admin-page-text';
import { messageText } from '../../../core/spec-messages';

/** The field-mapping page's words; the spec's own messages keep the spec's wording (section 8). */
export const FUB_MAPPING_TEXT = {
  title: 'BFR Form Field Mapping',
  // the header's badge and link Home, as every back-office page says them
  ...ADMIN_PAGE_TEXT,
  description: 'Choose the CRM custom field each BFR form field reads and writes.',
  signedOutTitle: 'Sign in to edit the field mapping',
  signedOut: 'The CRM field mapping is edited by the site’s admins. Sign in with an admin account.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot edit the CRM field mapping. Ask an admin to add you.',
  loading: 'Loading the field mapping...',
  fieldsErrorTitle: 'Unable to load the CRM custom fields',
  mappingsErrorTitle: 'Unable to load the saved field mapping',
  retry: 'Retry',
  noMapping: 'No mapping',
  notInCrm: 'not in the CRM',
  changed: 'Changed',
  saving: 'Saving...',
  /** The spec's success message, shown for SAVED_MESSAGE_MS. */
  saved: messageText('mapping.saved'),
  /** The spec's failure alert, with the reason under it. */
  saveFailed: messageText('mapping.saveFailed'),
  invalidJson: messageText('mapping.invalidJson'),
  saveFailedFallback: messageText('mapping.saveFailedFallback'),
  leaveDescription: 'The changed rows are not saved yet. Leaving this page drops the changes.',
  noCrmFields:
    'The CRM has no custom fields yet: create them in the CRM, then come back to map them.',
  matchByName: 'Match by name',
  matchByNameHint:
    'Maps each unmapped form field to the CRM field of the same name, where exactly one matches.',
  noNameMatches: 'No unmapped form field has a CRM field of the same name.',
  duplicatesTitle: 'Two form fields write to one CRM field',
} as const;

/** How long the success message stays (back-office spec section 9). */
export const SAVED_MESSAGE_MS = 3_000;

/** 'Save 3 Changes', 'Save 1 Change'; 'Save Changes' (disabled) when there is nothing to save. */
export function saveButtonText(count: number): string {
  if (count === 0) return 'Save Changes';
  return `Save ${count} ${count === 1 ? 'Change' : 'Changes'}`;
}

/** The notice over the Save button while some rows are changed and not saved. */
export function unsavedText(count: number): string {
  return `You have ${count} unsaved ${count === 1 ? 'change' : 'changes'}. Save them before leaving this page.`;
}

/** What Match by name did ('3 fields matched by name: check them, then save'). */
export const matchedText = (count: number) =>
  `${count} ${count === 1 ? 'field' : 'fields'} matched by name: check ${count === 1 ? 'it' : 'them'}, then save.`;

/** One CRM field chosen for several form fields: the later ones would overwrite the first. */
export const duplicateText = (fubField: string, labels: readonly string[]) =>
  `${fubField} is chosen for ${labels.join(' and ')}: the CRM keeps one value, so each would overwrite the other. Choose a field of its own for each.`;

/** A group's row count under its title ('17 fields'). */
export const groupCountText = (count: number) => `${count} ${count === 1 ? 'field' : 'fields'}`;
