import { BFR_SHARED_TEXT } from '../../components/bfr/bfr-shared-text';

/**
 * The client's buyer file form's words (back-office spec sections 2, 4 and 8 keep their wording
 * here; tests import them rather than copy them).
 */
export const BFR_FORM_TEXT = {
  // the property analysis, REQUIRED and the MLS lookup, as the admin tool says them
  ...BFR_SHARED_TEXT,

  // spec section 2
  title: 'BUYER FILE REQUIREMENTS',
  documentTitle: 'Buyer File Requirements',
  noContact: 'No contact ID provided. Please use a valid BFR link.',
  loading: 'Loading contact data...',
  showCompleted: 'SHOW COMPLETED',
  toBeCompleted: 'TO BE COMPLETED',
  save: 'SAVE CLIENT INFO',
  saving: 'Saving...',

  intro:
    'Tick each document as you have it and fill in what you know, then save. Your link opens this file again at any time.',
  filterLabel: 'Items shown',

  // why the file does not open
  noAccessTitle: 'This link does not open this buyer file',
  noAccess:
    'For your privacy, a buyer file opens only from the personal link you were sent. Please open the BFR link from your e-mail or text message again, on this device.',
  notFoundTitle: 'Buyer file not found',
  notFound:
    'We could not find this buyer file. Please use the link you were sent, or contact your agent.',
  loadFailedTitle: 'Your buyer file could not be loaded',
  loadFailed: 'Please check your connection and try again.',
  retry: 'Try again',

  // the buyer card
  buyerName: 'Buyer Name',
  fromContact:
    'Your name, phone and e-mail are as your agent has them. To change them, please contact your agent.',

  // the checklist
  done: (done: number, total: number) => `${done} of ${total} completed`,
  filled: (done: number, total: number) => `${done} of ${total} filled`,
  allDoneHidden: 'Everything in this section is completed.',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  lastSaved: (when: string) => `Last saved ${when}`,
  fixFields: 'Some fields need a fix: see the messages under them.',
  leaveDescription: 'Your buyer file has changes that are not saved. Leaving this page drops them.',

  // the save
  saved: 'Saved',
  savedMessage: 'Your buyer file has been saved.',
  error: 'Error',
  saveFailed: 'Your buyer file could not be saved. Please try again.',
  lookupFailedBrief: 'Please check the number, or try again later.',
} as const;
