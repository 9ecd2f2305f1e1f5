import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { OFFLINE_PHOTO_PATH } from './photo-routes';

const feedFileSchema = z.object({
  seed: z.number().int(),
  count: z.number().int().positive(),
  createdAt: z.string(),
});

/**
 * The offline MLS feed for a fresh clone: the Spark fake server on a loopback port, with a
 * generated Arizona inventory. Its seed and creation time are kept in DATA_DIR so the
 * inventory (keys, dates) is the same after a restart and listings age like real ones.
 */
export async function startEmbeddedFeed(options: { dataDir: string; count?: number }): Promise<{
  apiBaseUrl: string;
  accessToken: string;
  fake: FakeSpark;
  close(): Promise<void>;
}> {
  const file = path.join(options.dataDir, 'offline-feed.json');
  let settings: z.infer<typeof feedFileSchema> | null = null;
  if (existsSync(file)) {
    const parsed = feedFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) settings = parsed.data;
  }
  if (!settings) {
    settings = {
      seed: 20261122,
      count: options.count ?? 3000,
      createdAt: new Date().toISOString(),
    };
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
  }
  const { seed, count, createdAt } = settings;
  // built on the first feed request, not during start-up (it takes about a second)
  const listings = () =>
    generateListings({ count, seed, photoBaseUrl: OFFLINE_PHOTO_PATH, now: new Date(createdAt) });
  const accessToken = randomBytes(24).toString('base64url');
  const fake = await startFakeSpark({ listings, accessToken, port: 0 });
  return { apiBaseUrl: fake.apiBaseUrl, accessToken, fake, close: () => fake.close() };
}
