/*
 * The property map's import, one step removed from the property page: the list of chunks it
 * needs (Leaflet and its stylesheet) is written into this module, not into the page's script.
 */
export const importLeafletLocationMap = () => import('./leaflet-location-map');
