import { BFR_SHARED_TEXT } from '../../components/bfr/bfr-shared-text';
import { ADMIN_PAGE_TEXT } from '../../components/staff/admin-page-text';
import { messageText } from '../../../core/spec-messages';

/**
 * The BFR Admin Update Tool's words (back-office spec sections 2 and 8 keep their wording here;
 * tests import them rather than copy them).
 */
export const BFR_UPDATE_TEXT = {
  // the words the client's form says alike: property analysis, REQUIRED, the MLS lookup
  ...BFR_SHARED_TEXT,
  leaveDescription: 'The checklist has changes that are not saved. Leaving this page drops them.',
  title: 'BFR Admin Update Tool',
  // the header's badge and link Home, as every back-office page says them
  ...ADMIN_PAGE_TEXT,
  description:
    'Find a buyer by name or e-mail, tick the documents received, fill in the file and print it.',

  signedOutTitle: 'Sign in to update buyer files',
  signedOut:
    'Buyer files are updated by the team’s agents and admins. Sign in with an agent or admin account.',
  adminsOnly: 'Agents and admins only',
  notAdmin: 'Your account cannot update buyer files. Ask an admin to add you as an agent.',
  loading: 'Loading...',

  // the search (spec section 2: typing in one box clears the other)
  searchTitle: 'Find a contact',
  searchByName: 'Search by name',
  searchByEmail: 'Search by e-mail',
  namePlaceholder: 'e.g. Harper Lane',
  emailPlaceholder: 'e.g. harper@example.com',
  searchHint:
    'Type a name or an e-mail (typing in one clears the other), then press Enter or Search.',
  searchButton: 'Search',
  searching: 'Searching...',
  idle: 'Search for a contact by name or e-mail to open their buyer file.',
  notFound: (term: string) => `No contact found for “${term}”.`,
  matchesTitle: (count: number, term: string) => `${count} contacts match “${term}”`,
  matchesHint: 'Pick another to open their file.',
  showing: 'Showing',
  loadingContact: 'Loading the contact...',
  retry: 'Retry',

  // spec section 8
  error: messageText('bfrUpdate.searchFailed.title'),
  searchFailed: messageText('bfrUpdate.searchFailed.fallback'),
  success: messageText('bfrUpdate.updated.title'),
  updated: messageText('bfrUpdate.updated.message'),
  updateFailed: messageText('bfrUpdate.updateFailed.message'),

  // the contact card
  contactEmail: 'E-mail',
  contactPhone: 'Phone',
  lastSaved: 'Last saved',
  neverSaved: 'Not saved yet',
  none: 'None',

  // the checklist
  hideCompleted: 'Hide Completed',
  showAll: 'Show All',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  printView: 'Print View',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  received: (done: number, total: number) => `${done} of ${total} received`,
  filled: (done: number, total: number) => `${done} of ${total} filled`,
  allReceivedHidden: 'Every document of this section is received.',
  fixFields: 'Some fields need a fix: see the messages under them.',
} as const;
