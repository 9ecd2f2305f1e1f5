/**
 * The words every back-office page's header says alike: the badge beside its title and its link
 * Home. Each page's words take them in (tests import them from there).
 */
export const ADMIN_PAGE_TEXT = {
  adminOnly: 'Admin Only',
  /** The badge of the pages agents use too: contacts, buyer files, showings. */
  staffOnly: 'Staff Only',
  home: 'Home',
} as const;
