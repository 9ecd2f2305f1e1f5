/*
 * The save dialog's import, one step removed from the home page: a dynamic import carries the
 * list of the chunks it needs (about 35 for the dialog: zod and the contract, the form, the
 * Radix dialog and select, the toast), written into the importing chunk for preloading. Behind
 * this module that list stays out of the home page's first view; the button fetches this
 * module (and so the dialog) as soon as the pointer or the keyboard reaches it.
 */
export const loadSaveSearchDialog = () => import('./save-search-dialog');
