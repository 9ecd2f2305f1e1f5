import Supercluster, { type ClusterProperties } from 'supercluster';
import { MAP_MAX_ZOOM } from '../../../../core/map-tile-source';
import type { MapPointsReply } from './map-points';

/** A listing marker's own data. */
export type ListingPoint = { id: number; price: number | null };

/** What the map draws at one zoom: a cluster of listings, or one listing. */
export type MapMarker =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'listing'; id: number; lat: number; lng: number; price: number | null };

/**
 * The width of a listing's price tag (map-search.tsx): listings closer than this on the screen
 * stay one cluster even at the map's closest zoom, so no two targets ever cover each other
 * (WCAG 2.5.8, issue 45). Listings at one address (condos, a relisted lot) never part: their
 * cluster lists them instead of zooming.
 */
export const PRICE_TAG_WIDTH = 72;

/** Screen pixels within which markers merge into a cluster: a price tag's width. */
const CLUSTER_RADIUS = PRICE_TAG_WIDTH;
/**
 * Supercluster measures its radius in a tile of this many units; Leaflet's tiles are 256 px.
 * With supercluster's default (512) the radius was half as wide on screen, and clusters of 34-56
 * px sat on each other: taps hit the wrong one (axe target-size, issue 41).
 */
const TILE_EXTENT = 256;

/** A cluster marker's diameter in pixels: larger for more listings. */
export function clusterIconSize(count: number): number {
  return count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 56;
}

export type ListingClusters = {
  /** The markers inside the view at a zoom. */
  markersIn(
    bounds: [west: number, south: number, east: number, north: number],
    zoom: number,
  ): MapMarker[];
  /**
   * The zoom at which a cluster falls apart into smaller ones or listings; past the map's
   * closest zoom when its listings never part (one address).
   */
  expansionZoom(clusterId: number): number;
  /** A cluster's listings, for one that no zoom can split. */
  listingsOf(clusterId: number): (ListingPoint & { lat: number; lng: number })[];
};

/**
 * Clusters of a search's markers (supercluster: a k-d tree built once per reply, after which
 * every zoom and pan is a lookup; 10,000 points take tens of milliseconds to index).
 */
export function clusterListings(
  points: MapPointsReply['points'],
  /** The map's closest zoom (its tiles'): clusters form up to it, see PRICE_TAG_WIDTH. */
  maxZoom: number = MAP_MAX_ZOOM,
): ListingClusters {
  const index = new Supercluster<ListingPoint>({
    radius: CLUSTER_RADIUS,
    extent: TILE_EXTENT,
    maxZoom,
  });
  index.load(
    points.map(([id, lat, lng, price]) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [lng, lat] },
      properties: { id, price },
    })),
  );
  const leaves = (clusterId: number) =>
    index.getLeaves(clusterId, Infinity).map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      return { ...feature.properties, lat, lng };
    });
  // markers merged after clustering (negative ids), for the last markersIn's zoom
  let merged = new Map<number, { parts: MapMarker[]; zoom: number }>();
  return {
    markersIn(bounds, zoom) {
      const found = index.getClusters(bounds, Math.round(zoom)).map((feature): MapMarker => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as ListingPoint | ClusterProperties;
        if ('cluster' in props && props.cluster) {
          return { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count };
        }
        const listing = props as ListingPoint;
        return { kind: 'listing', id: listing.id, lat, lng, price: listing.price };
      });
      merged = new Map();
      return separate(found, zoom, merged);
    },
    expansionZoom(clusterId) {
      const group = merged.get(clusterId);
      if (!group) return index.getClusterExpansionZoom(clusterId);
      // the zoom at which its first part splits, and one step closer at least
      const parts = group.parts.map((p) =>
        p.kind === 'cluster' ? index.getClusterExpansionZoom(p.id) : group.zoom + 1,
      );
      return Math.max(Math.floor(group.zoom) + 1, Math.min(...parts));
    },
    listingsOf(clusterId) {
      const group = merged.get(clusterId);
      if (!group) return leaves(clusterId);
      return group.parts.flatMap((p) =>
        p.kind === 'cluster'
          ? leaves(p.id)
          : [{ id: p.id, price: p.price, lat: p.lat, lng: p.lng }],
      );
    },
  };
}

/** A marker's box in the map's pixels at a zoom (256-px Web Mercator tiles, as Leaflet's). */
export function markerBox(m: MapMarker, zoom: number) {
  const world = 256 * 2 ** zoom;
  const phi = (m.lat * Math.PI) / 180;
  const x = ((m.lng + 180) / 360) * world;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world;
  // a price tag stands on its point; a cluster is centred on it
  if (m.kind === 'listing') {
    return {
      left: x - PRICE_TAG_WIDTH / 2,
      right: x + PRICE_TAG_WIDTH / 2,
      top: y - 26,
      bottom: y,
    };
  }
  const half = clusterIconSize(m.count) / 2;
  return { left: x - half, right: x + half, top: y - half, bottom: y + half };
}

type Box = ReturnType<typeof markerBox>;
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Supercluster's clusters sit at their listings' mean, so a cluster can drift onto its
 * neighbour (zooms 14-16 of a dense town): markers that would cover one another on the screen
 * become one cluster (WCAG 2.5.8, issue 45), recorded in `merged` under a negative id.
 */
function separate(
  markers: MapMarker[],
  zoom: number,
  merged: Map<number, { parts: MapMarker[]; zoom: number }>,
): MapMarker[] {
  let current = markers;
  for (let changed = true; changed;) {
    changed = false;
    const boxes = current.map((m) => ({ m, box: markerBox(m, zoom) }));
    boxes.sort((a, b) => a.box.left - b.box.left);
    const gone = new Set<MapMarker>();
    const added: MapMarker[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i]!;
      if (gone.has(a.m)) continue;
      // sorted by left edge: only the boxes that start before this one ends can touch it
      for (let j = i + 1; j < boxes.length && boxes[j]!.box.left < a.box.right; j++) {
        const b = boxes[j]!;
        if (gone.has(b.m) || !overlap(a.box, b.box)) continue;
        const parts = [a.m, b.m].flatMap((m) => (m.id < 0 ? merged.get(m.id)!.parts : [m]));
        const id = -(merged.size + 1);
        merged.set(id, { parts, zoom });
        const counts = [a.m, b.m].map((m) => (m.kind === 'cluster' ? m.count : 1));
        const count = counts[0]! + counts[1]!;
        added.push({
          kind: 'cluster',
          id,
          count,
          lat: (a.m.lat * counts[0]! + b.m.lat * counts[1]!) / count,
          lng: (a.m.lng * counts[0]! + b.m.lng * counts[1]!) / count,
        });
        gone.add(a.m).add(b.m);
        changed = true;
        break;
      }
    }
    current = [...current.filter((m) => !gone.has(m)), ...added];
  }
  return current;
}
