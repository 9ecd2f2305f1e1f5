/**
 * The BFR Admin Update Tool's words (back-office spec sections 2 and 8 keep their wording here;
 * tests import them rather than copy them).
 */
export const BFR_UPDATE_TEXT = {
  leaveDescription: 'The checklist has changes that are not saved. Leaving this page drops them.',
  title: 'BFR Admin Update Tool',
  adminOnly: 'Admin Only',
  home: 'Home',
  description:
    'Find a buyer by name or e-mail, tick the documents received, fill in the file and print it.',

  signedOutTitle: 'Sign in to update buyer files',
  signedOut: 'Buyer files are updated by the site’s admins. Sign in with an admin account.',
  adminsOnly: 'Admins only',
  notAdmin: 'Your account cannot update buyer files. Ask an admin to add you.',
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
  error: 'Error',
  searchFailed: 'Failed to search contact',
  success: 'Success',
  updated: 'BFR data updated successfully',
  updateFailed: 'Failed to update BFR data',
  analysisComplete: 'Property Analysis Complete',

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
  commissionHint: 'Worked out from the purchase amount and the percentage.',
  required: 'REQUIRED',
  fixFields: 'Some fields need a fix: see the messages under them.',

  // the MLS lookup and the property analysis (spec section 4)
  mlsHint: 'From 6 characters the listing’s address and agent are looked up.',
  lookingUp: (mls: string) => `Looking up MLS #${mls}...`,
  noListing: (mls: string) => `No listing found for MLS #${mls}`,
  lookupFailed: (mls: string, message: string) => `Could not look up MLS #${mls}: ${message}`,
  analysisTitle: (mls: string) => `Property analysis for MLS #${mls}`,
  builtIn: (year: number) => `built ${year}`,
  notRequired: 'not required',
  leadPaint: 'Lead-Based Paint Disclosure',
  hoaAddendum: 'HOA Addendum',
  septic: 'Septic Certification',
  /** The analysis toast's message: WARNING first when lead paint or the HOA addendum applies. */
  analysisMessage: (required: readonly string[], warning: boolean) =>
    required.length === 0
      ? 'No additional disclosures are required for this property.'
      : `${warning ? 'WARNING: ' : ''}${listed(required)} required.`,
} as const;

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
