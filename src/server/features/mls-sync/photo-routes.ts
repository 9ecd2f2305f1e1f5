import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { renderPhotoSvg } from '../../integrations/spark/fake/photo-art';

/** Where the offline feed's photos are served from our own origin (see embedded-feed.ts). */
export const OFFLINE_PHOTO_PATH = '/mls-photos';

const MAX_SIDE = 4096;
const sizedSchema = z.object({
  size: z.string().regex(/^\d{2,4}x\d{2,4}$/),
  file: z.string().regex(/^\d{1,40}-o\.svg$/),
});
const plainSchema = z.object({ file: z.string().regex(/^\d{1,40}(-[ot])?\.svg$/) });
/** Spark's unsized photo variants: thumbnail, 300 px, "original" (large). */
const PLAIN_SIZES: Record<string, [number, number]> = {
  '-t': [150, 113],
  '': [300, 225],
  '-o': [1024, 768],
};

function sendPhoto(reply: FastifyReply, id: string, width: number, height: number) {
  return (
    reply
      .header('cache-control', 'public, max-age=604800, immutable')
      // public pictures that other origins show: a saved-search alert embeds them, and a mail
      // client's page is not our origin (the site's default, same-origin, would blank them)
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/svg+xml')
      .send(renderPhotoSvg(id, width, height))
  );
}

/**
 * Photos of the offline feed, in the Spark resize-host URL shape
 * (/az/{W}x{H}/true/{Id}-o.svg and /az/{Id}[-t|-o].svg). Served by our app so that stored photo
 * URLs stay valid across restarts and are covered by the CSP's 'self'.
 */
export const offlinePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${OFFLINE_PHOTO_PATH}/az/:size/true/:file`,
    { config: { access: 'public' }, schema: { params: sizedSchema } },
    async (request, reply) => {
      const [width, height] = request.params.size.split('x').map(Number) as [number, number];
      if (width > MAX_SIDE || height > MAX_SIDE) throw notFound('No such photo size');
      return sendPhoto(reply, request.params.file.replace(/-o\.svg$/, ''), width, height);
    },
  );

  app.get(
    `${OFFLINE_PHOTO_PATH}/az/:file`,
    { config: { access: 'public' }, schema: { params: plainSchema } },
    async (request, reply) => {
      const [, id, suffix] = /^(\d+)(-[ot])?\.svg$/.exec(request.params.file)!;
      const [width, height] = PLAIN_SIZES[suffix ?? '']!;
      return sendPhoto(reply, id!, width, height);
    },
  );
};
