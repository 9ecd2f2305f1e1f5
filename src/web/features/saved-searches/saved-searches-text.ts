/** The words of /saved-searches, shared by the page and its tests. */
export const SAVED_SEARCHES_TEXT = {
  title: 'Saved Searches',
  intro:
    'We e-mail you the new listings that match each search, as often as you choose. Run a search to see its listings now.',
  loading: 'Loading your saved searches...',
  signedOutTitle: 'Log in to see your saved searches',
  signedOut: 'Save a search from the home page and we will e-mail you the new listings that match.',
  logIn: 'Log in',
  emptyTitle: 'No saved searches yet',
  empty:
    'Search for homes on the home page, then choose Save this search to get an e-mail when new listings match.',
  search: 'Search properties',
  errorTitle: 'Unable to load your saved searches',
  retry: 'Retry',
  frequency: 'E-mail alerts',
  run: 'Run',
  rename: 'Rename',
  name: 'Name',
  renameHint: 'Enter saves, Escape cancels',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  deleteDescription: (name: string) =>
    `"${name}" will be removed and its e-mail alerts will stop. You can save the search again from the home page.`,
  renameFailed: 'Could not rename the search',
  frequencyFailed: 'Could not change the alerts',
  deleteFailed: 'Could not delete the search',
  frequencyChangedDescription: (name: string, label: string) => `"${name}": ${label}`,
  savedOn: (date: string) => `Saved ${date}`,
  lastAlert: (date: string) => `last alert ${date}`,
} as const;

export const searchCount = (n: number) => `${n} saved ${n === 1 ? 'search' : 'searches'}`;
