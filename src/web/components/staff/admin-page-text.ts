/**
 * The words every back-office page's header says alike: the badge beside its title and its link
 * Home. Each page's words take them in (tests import them from there).
 */
export const ADMIN_PAGE_TEXT = {
  adminOnly: 'Admin Only',
  home: 'Home',
} as const;
