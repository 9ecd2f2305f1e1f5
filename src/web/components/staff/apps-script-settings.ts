import { GOOGLE_APPS_SCRIPT_FORM_TYPES } from '../../../contract/admin-settings';
import { messageText } from '../../../core/spec-messages';

/*
 * What the Apps Script webhook's two editors (the panel's card and the Google Sheets page)
 * say alike: its save toasts (back-office spec section 8) and its form types.
 */

export const APPS_SCRIPT_TOASTS = {
  saved: {
    title: messageText('appsScript.saved.title'),
    description: messageText('appsScript.saved.message'),
  },
  failed: {
    title: messageText('appsScript.failed.title'),
    description: messageText('appsScript.failed.message'),
  },
} as const;

const FORM_TYPE_LABELS: Record<(typeof GOOGLE_APPS_SCRIPT_FORM_TYPES)[number], string> = {
  'google-form': 'Google Form',
  'google-sheet': 'Google Sheet',
  both: 'Both',
};

/** The form type choices, in the contract's order (the spec's default is 'both'). */
export const APPS_SCRIPT_FORM_TYPE_OPTIONS = GOOGLE_APPS_SCRIPT_FORM_TYPES.map((value) => ({
  value,
  label: FORM_TYPE_LABELS[value],
}));

/** Why Save waits (back-office spec section 5: save disabled until a webhook URL is present). */
export const APPS_SCRIPT_URL_NEEDED = 'Enter a webhook URL to save.';
