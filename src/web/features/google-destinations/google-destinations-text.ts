import type { DeliveryState } from '../../../contract/operations';
import { ADMIN_PAGE_TEXT } from '../../components/staff/admin-page-text';

/** What the Google Sheets and Google Forms pages say alike (tests import it). */
export const GOOGLE_DESTINATIONS_TEXT = {
  ...ADMIN_PAGE_TEXT,
  signedOut:
    'The lead destinations are managed by the site’s admins. Sign in with an admin account.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot change where leads are sent. Ask an admin to add you.',
  loading: 'Loading...',
  retry: 'Retry',
  settingsErrorTitle: 'Unable to load the settings',
  saveSettings: 'Save Settings',
  saving: 'Saving...',

  // the latest deliveries
  deliveriesTitle: 'Recent deliveries',
  deliveriesDescription: 'The last 50 leads sent here, newest first. Failed ones can be retried.',
  deliveriesErrorTitle: 'Unable to load the deliveries',
  deliveriesEmpty: 'No lead has been sent here yet.',
  refresh: 'Refresh',
  attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
  submitted: 'Submitted',
  delivered: 'Delivered',
  nextTry: 'Next try',
  lastError: 'Last error',
  retryDelivery: 'Retry',
  states: {
    waiting: 'Waiting',
    sending: 'Sending',
    retrying: 'Failed',
    delivered: 'Delivered',
    'given-up': 'Given up',
  } satisfies Record<DeliveryState, string>,
  on: 'New leads are sent here.',
  off: 'New leads are not sent here.',

  // test sends
  testTitle: 'Test',
  testFailed: 'Test failed',
  testError: 'The test could not be sent',
  unsavedTest: 'Save your changes first: the test uses the saved settings.',
} as const;

export const GOOGLE_SHEETS_TEXT = {
  ...GOOGLE_DESTINATIONS_TEXT,
  title: 'Google Sheets',
  description:
    'Each new lead is also posted to a Google Apps Script web app, which writes it to your sheet.',
  signedOutTitle: 'Sign in to manage Google Sheets',
  webhookTitle: 'Google Apps Script Webhook',
  webhookDescription:
    'The web app’s address (…/exec). Deploy the script as “Execute as: Me”, access “Anyone”.',
  webhookUrl: 'Webhook URL',
  formType: 'Form Type',
  enabled: 'Send new leads to this webhook',
  enabledHint: 'Off: new leads are not posted to the script (test rows still are).',
  environmentUrl:
    'The server’s environment also provides a webhook URL (APPS_SCRIPT_WEBHOOK_URL): leads go there while this one is off or blank.',
  testDescription:
    'Posts a lead marked as a test (“test”: true, named Test Lead) to the saved webhook URL.',
  sendTest: 'Send test row',
  sendingTest: 'Sending...',
  testSent: 'Test row sent',
  noSavedUrl: 'Save a webhook URL first.',
  leaveDescription: 'Your changes to the webhook settings are not saved yet.',
} as const;

export const GOOGLE_FORMS_TEXT = {
  ...GOOGLE_DESTINATIONS_TEXT,
  title: 'Google Forms',
  description:
    'The legacy Google Form: each new lead is also submitted to it as a response, with the fields you map.',
  signedOutTitle: 'Sign in to manage Google Forms',
  notConfiguredTitle: 'No Google Form is configured',
  notConfigured:
    'Nothing is sent to Google Forms until you save the form’s link and map at least one field to its entry id.',
  switchedOff: 'The form is configured but switched off: new leads are not submitted to it.',
  formTitle: 'Form',
  formDescription:
    'Paste the form’s link (it ends in /viewform) or its /formResponse address. The form must accept responses from anyone, without sign-in.',
  responseUrl: 'Form link',
  responseUrlHint: 'For example https://docs.google.com/forms/d/e/…/viewform',
  enabled: 'Submit new leads to this form',
  enabledHint: 'On by default; nothing is sent until the form is configured.',
  mappingTitle: 'Field mapping',
  mappingDescription:
    'For each lead field, the entry id of the form’s question that receives it (entry. and digits). Find the ids in the form’s prefilled link (“Get pre-filled link”) or in its page’s source. Leave a field blank to leave it out.',
  entryPlaceholder: 'entry.1234567',
  testDescription:
    'Submits a lead marked as a test (named Test Lead, reference RL-test-…) to the saved form with the saved mapping.',
  sendTest: 'Send test submission',
  sendingTest: 'Sending...',
  testSent: 'Test submission sent',
  leaveDescription: 'Your changes to the form settings are not saved yet.',
  testNeedsForm: 'Save the form’s link and at least one entry id first.',
} as const;
