import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GOOGLE_MAP_TILES_MAX_ZOOM } from '../../../core/map-tile-source';
import { perIpRateLimit } from '../../http/rate-limits';
import { notFound } from '../../http/errors';
import { MAP_TILE_NOT_FOUND, type MapTiles } from './service';

/** Our own tile path: the Google tile source's URL template points here (decision 026). */
export const MAP_TILES_PATH = '/map-tiles';

/**
 * Tiles per visitor and minute: a map fills its view with 12-30 tiles and every pan or zoom
 * asks for more, so far above the listings API's limit; still a cap on one address pulling
 * Google tiles through our key. Counted per instance; loopback callers (this machine, a
 * local proxy without TRUST_PROXY) are not counted, as for the listings API.
 */
export const MAP_TILES_PER_MINUTE = 1_200;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export const mapTileRateLimit = () =>
  perIpRateLimit({ max: MAP_TILES_PER_MINUTE, windowMs: 60_000 }, 'map tile requests', {
    allowList: (request) => LOOPBACK.test(request.ip),
    perInstance: true,
  });

/** How long browsers and shared caches may keep a tile. */
const TILE_MAX_AGE_SECONDS = 86_400;

const coordinate = z
  .string()
  .regex(/^\d{1,8}$/, 'Must be a whole number')
  .transform(Number);

/** z/x/y of a Web Mercator tile: x and y within 0..2^z-1. */
export const mapTileParamsSchema = z
  .object({ z: coordinate, x: coordinate, y: coordinate })
  .superRefine((tile, context) => {
    if (tile.z > GOOGLE_MAP_TILES_MAX_ZOOM) {
      context.addIssue({
        code: 'custom',
        path: ['z'],
        message: `Must be 0 to ${GOOGLE_MAP_TILES_MAX_ZOOM}`,
      });
      return;
    }
    const last = 2 ** tile.z - 1;
    for (const axis of ['x', 'y'] as const) {
      if (tile[axis] > last) {
        context.addIssue({ code: 'custom', path: [axis], message: `Must be 0 to ${last}` });
      }
    }
  });

/**
 * `GET /map-tiles/{z}/{x}/{y}`: Google's tile while a Google Maps key is in force, else 404
 * (the maps then use OpenStreetMap's tiles: site info's `mapTiles`). Google out of reach: 503.
 */
export const mapTileRoutes: FastifyPluginAsyncZod<{ tiles: MapTiles }> = async (app, { tiles }) => {
  const rateLimit = mapTileRateLimit();
  app.get(
    `${MAP_TILES_PATH}/:z/:x/:y`,
    {
      config: { access: 'public', rateLimit },
      schema: { params: mapTileParamsSchema },
    },
    async (request, reply) => {
      const { z: zoom, x, y } = request.params;
      const tile = await tiles.tile(zoom, x, y);
      return reply
        .header('cache-control', `public, max-age=${TILE_MAX_AGE_SECONDS}`)
        .type(tile.contentType)
        .send(tile.body);
    },
  );

  // any other path under /map-tiles/ (a part missing, a part too long for the router) is a
  // JSON 404 of this API, not the site's page for an unknown address
  app.get(`${MAP_TILES_PATH}/*`, { config: { access: 'public', rateLimit } }, async () => {
    throw notFound(MAP_TILE_NOT_FOUND);
  });
};
