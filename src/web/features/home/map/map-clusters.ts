import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapPointsReply } from './map-points';

/** A listing marker's own data. */
export type ListingPoint = { id: number; price: number | null };

/** What the map draws at one zoom: a cluster of listings, or one listing. */
export type MapMarker =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'listing'; id: number; lat: number; lng: number; price: number | null };

/** Screen pixels within which markers merge into a cluster. */
const CLUSTER_RADIUS = 72;
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
/** From this zoom on every listing shows on its own (streets are readable). */
export const CLUSTER_MAX_ZOOM = 16;

export type ListingClusters = {
  /** The markers inside the view at a zoom. */
  markersIn(
    bounds: [west: number, south: number, east: number, north: number],
    zoom: number,
  ): MapMarker[];
  /** The zoom at which a cluster falls apart into smaller ones or listings. */
  expansionZoom(clusterId: number): number;
};

/**
 * Clusters of a search's markers (supercluster: a k-d tree built once per reply, after which
 * every zoom and pan is a lookup; 10,000 points take tens of milliseconds to index).
 */
export function clusterListings(points: MapPointsReply['points']): ListingClusters {
  const index = new Supercluster<ListingPoint>({
    radius: CLUSTER_RADIUS,
    extent: TILE_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    points.map(([id, lat, lng, price]) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [lng, lat] },
      properties: { id, price },
    })),
  );
  return {
    markersIn(bounds, zoom) {
      return index.getClusters(bounds, Math.round(zoom)).map((feature): MapMarker => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as ListingPoint | ClusterProperties;
        if ('cluster' in props && props.cluster) {
          return { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count };
        }
        const listing = props as ListingPoint;
        return { kind: 'listing', id: listing.id, lat, lng, price: listing.price };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
