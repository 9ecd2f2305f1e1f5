import type { LatLng } from '../../../../core/map-area';
import { MAP_AREA_MAX_POINTS, MAP_AREA_MIN_POINTS } from '../../../../core/map-area';
import { L } from '../../../components/map/leaflet';

export type AreaDrawing = {
  /** Adds a corner (a click or tap on the map, or the keyboard's corner at the centre). */
  addCorner(at: L.LatLng): void;
  /** The area's corners when it has enough, and drawing ends; null while too few. */
  finish(): LatLng[] | null;
  /** Ends drawing and takes the shape off the map. */
  cancel(): void;
};

const DRAWING_CLASSES = ['cursor-crosshair', '[&_.leaflet-marker-icon]:pointer-events-none!'];

const LINE_STYLE = { color: '#1d4ed8', weight: 3, dashArray: '6 6', interactive: false };

/**
 * Drawing an area on the map: each click or tap adds a corner; clicking the first corner again
 * (with three or more) or `finish()` closes it. Double-click zoom is off while drawing, so fast
 * taps add corners rather than zoom. `onCorners` reports the count after each change.
 */
export function drawArea(
  map: L.Map,
  onCorners: (count: number) => void,
  onClosed: (corners: LatLng[]) => void,
): AreaDrawing {
  const corners: L.LatLng[] = [];
  const layer = L.layerGroup().addTo(map);
  const line = L.polyline([], LINE_STYLE).addTo(layer);
  const zoomOnDoubleClick = map.doubleClickZoom.enabled();
  map.doubleClickZoom.disable();
  // a tap on a marker adds a corner there too: markers let clicks through while drawing
  map.getContainer().classList.add(...DRAWING_CLASSES);
  let done = false;

  const end = () => {
    done = true;
    map.off('click', onMapClick);
    layer.remove();
    map.getContainer().classList.remove(...DRAWING_CLASSES);
    if (zoomOnDoubleClick) map.doubleClickZoom.enable();
  };

  const finish = (): LatLng[] | null => {
    if (corners.length < MAP_AREA_MIN_POINTS) return null;
    const area = corners.map((c) => ({ lat: c.lat, lng: c.lng }));
    end();
    onClosed(area);
    return area;
  };

  const addCorner = (at: L.LatLng) => {
    if (done || corners.length >= MAP_AREA_MAX_POINTS) return;
    corners.push(at);
    line.setLatLngs(corners);
    const corner = L.circleMarker(at, {
      radius: corners.length === 1 ? 8 : 5,
      color: '#1d4ed8',
      fillColor: '#ffffff',
      fillOpacity: 1,
      weight: 3,
      bubblingMouseEvents: false,
    }).addTo(layer);
    // the first corner closes the shape; any other adds a corner where it is
    corner.on('click', () => {
      if (corner === firstCorner) finish();
      else addCorner(at);
    });
    if (corners.length === 1) firstCorner = corner;
    onCorners(corners.length);
    if (corners.length === MAP_AREA_MAX_POINTS) finish();
  };
  let firstCorner: L.CircleMarker | null = null;

  function onMapClick(event: L.LeafletMouseEvent) {
    addCorner(event.latlng);
  }
  map.on('click', onMapClick);

  return {
    addCorner,
    finish,
    cancel: () => {
      if (!done) end();
    },
  };
}
