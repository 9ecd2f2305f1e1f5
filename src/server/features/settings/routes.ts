import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSettingsSaveReplySchema,
  adminSettingsUpdateSchema,
  adminSettingsViewSchema,
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_TYPES,
  GENERAL_MESSAGES,
  backgroundImageReplySchema,
  backgroundSettingsSchema,
  backgroundSettingsUpdateSchema,
  badgeSettingsUpdateSchema,
  SETTINGS_AUDIT_LIMIT,
  settingsAuditReplySchema,
  SITE_IMAGE_PATH,
  type AdminSettingsUpdate,
} from '../../../contract/admin-settings';
import { AGENT_MESSAGES } from '../../../contract/agents';
import type { Database } from '../../db/connect';
import { AppError, badRequest, notFound } from '../../http/errors';
import { requireAdmin } from '../../http/guards';
import { findAgent } from '../accounts/agents-store';
import type { SettingsActor, Settings } from './settings';
import { listAuditEntries, readSiteImage, saveSiteImage, siteImageExists } from './store';

const FILE_EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const CONTENT_TYPE_OF = Object.fromEntries(
  Object.entries(FILE_EXTENSION).map(([type, ext]) => [ext, type]),
);

/** Whether the bytes are what the type says (the declared type alone proves nothing). */
function looksLike(type: string, bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  switch (type) {
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/gif':
      return ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a';
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    default:
      return false;
  }
}

const siteImageParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{64}\.(png|jpg|webp|gif)$/, 'Unknown image'),
});

/** The admin settings API of the back-office spec (section 7), the audit trail and the uploaded images. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: Settings; db: Database }> = async (
  app,
  { settings, db },
) => {
  function actorOf(request: Parameters<typeof requireAdmin>[0]): SettingsActor {
    const user = requireAdmin(request);
    // the development test-mode admin has no account (id 0)
    return { userId: user.id > 0 ? user.id : null, name: user.username };
  }

  /** A background or the agent's photo may only show an image we hold. */
  async function checkImage(field: string, imageUrl: string | undefined, message: string) {
    if (!imageUrl) return;
    const sha256 = imageUrl.slice(SITE_IMAGE_PATH.length).split('.')[0] ?? '';
    if (!(await siteImageExists(db, sha256))) {
      throw badRequest(`Invalid field: ${field}`, { [field]: message });
    }
  }

  async function save(request: Parameters<typeof requireAdmin>[0], change: AdminSettingsUpdate) {
    await checkImage(
      'backgroundSettings.imageUrl',
      change.backgroundSettings?.imageUrl,
      'Upload the image through the panel',
    );
    await checkImage(
      'generalSettings.agentPhotoUrl',
      change.generalSettings?.agentPhotoUrl,
      GENERAL_MESSAGES.photo,
    );
    await checkRoutingAgent(change);
    return settings.update(change, actorOf(request));
  }

  /** The routing rule's one agent must hold the agent role (the schema checks there is one). */
  async function checkRoutingAgent(change: AdminSettingsUpdate) {
    const general = change.generalSettings;
    if (general?.leadRouting === undefined && general?.leadRoutingAgentId === undefined) return;
    const current = (await settings.current()).generalSettings;
    const mode = general.leadRouting ?? current.leadRouting;
    const agentId =
      general.leadRoutingAgentId === undefined
        ? current.leadRoutingAgentId
        : general.leadRoutingAgentId;
    if (mode !== 'oneAgent' || agentId === null || (await findAgent(db, agentId))) return;
    const field = 'generalSettings.leadRoutingAgentId';
    throw badRequest(`Invalid field: ${field}`, { [field]: AGENT_MESSAGES.routingAgentNotAgent });
  }

  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { response: { 200: adminSettingsViewSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return settings.view();
    },
  );

  // The spec uses POST for the CRM card and PATCH for the others; both merge the fields given.
  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/admin/settings',
      config: { access: 'admin' },
      schema: { body: adminSettingsUpdateSchema, response: { 200: adminSettingsViewSchema } },
      handler: async (request, reply) => {
        reply.headers(noStore);
        return save(request, request.body);
      },
    });
  }

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: { body: adminSettingsUpdateSchema, response: { 200: adminSettingsSaveReplySchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const view = await save(request, request.body);
      return { success: true as const, message: 'Settings saved', settings: view };
    },
  );

  app.get(
    '/api/admin/settings/audit',
    { config: { access: 'admin' }, schema: { response: { 200: settingsAuditReplySchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      const rows = await listAuditEntries(db, SETTINGS_AUDIT_LIMIT);
      return { entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
    },
  );

  app.patch(
    '/api/admin/badge-settings',
    {
      config: { access: 'admin' },
      schema: { body: badgeSettingsUpdateSchema, response: { 200: adminSettingsViewSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return save(request, { badgeSettings: request.body });
    },
  );

  app.get(
    '/api/admin/background',
    { config: { access: 'admin' }, schema: { response: { 200: backgroundSettingsSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return (await settings.view()).backgroundSettings;
    },
  );

  app.post(
    '/api/admin/background',
    {
      config: { access: 'admin' },
      schema: { body: backgroundSettingsUpdateSchema, response: { 200: backgroundSettingsSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return (await save(request, { backgroundSettings: request.body })).backgroundSettings;
    },
  );

  // The image arrives as it is (its own content type), up to 2 MB; bodies a little larger are
  // read so the refusal can say why.
  app.addContentTypeParser(BACKGROUND_IMAGE_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/admin/background/image',
    {
      config: { access: 'admin' },
      bodyLimit: BACKGROUND_IMAGE_MAX_BYTES * 2,
      schema: { response: { 200: backgroundImageReplySchema } },
    },
    async (request) => {
      requireAdmin(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const bytes = request.body;
      if (!BACKGROUND_IMAGE_TYPES.includes(type) || !Buffer.isBuffer(bytes)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG, WebP or GIF image');
      }
      if (bytes.length > BACKGROUND_IMAGE_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB');
      }
      if (!looksLike(type, bytes)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `The file is not a ${FILE_EXTENSION[type]!.toUpperCase()} image`,
        );
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await saveSiteImage(db, { sha256, contentType: type, bytes });
      return { imageUrl: `${SITE_IMAGE_PATH}${sha256}.${FILE_EXTENSION[type]}` };
    },
  );

  // Uploaded images are public (visitor pages show them) and never change (named by hash).
  app.get(
    `${SITE_IMAGE_PATH}:file`,
    { config: { access: 'public' }, schema: { params: siteImageParamsSchema } },
    async (request, reply) => {
      const [sha256, ext] = request.params.file.split('.') as [string, string];
      const image = await readSiteImage(db, sha256);
      if (!image || image.contentType !== CONTENT_TYPE_OF[ext]) throw notFound('Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
