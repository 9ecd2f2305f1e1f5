/*
 * The map search's import, one step removed from the home page (as the save dialog's is): the
 * list of chunks it needs (Leaflet, supercluster, the listing card's query) is written into this
 * module, not into the home page's first-view script.
 */
export const importMapSearch = () => import('./map-search');
