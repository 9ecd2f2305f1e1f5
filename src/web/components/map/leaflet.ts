/*
 * Leaflet for every map of the site (decision 026), with its stylesheet. Import this module only
 * from a lazily loaded chunk that runs in the browser: Leaflet reads `window` when it loads,
 * and no first-view script may carry it.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

export { L };
