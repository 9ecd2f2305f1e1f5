import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { z } from 'zod';
import type {
  OfflineFeedChangeReply,
  OfflineFeedChangeRequest,
} from '../../../contract/operations';
import { generateListings } from '../../integrations/spark/fake/dataset';
import { createDatasetContext } from '../../integrations/spark/fake/dataset/context';
import { startFakeSpark, type FakeSpark } from '../../integrations/spark/fake/server';
import { createOfflineFeedChanges } from './offline-feed-changes';
import { OFFLINE_PHOTO_PATH } from './photo-routes';

const feedFileSchema = z.object({
  seed: z.number().int(),
  count: z.number().int().positive(),
  createdAt: z.string(),
});

/** How long the offline feed keeps its generated inventory after the last request. */
const FEED_RELEASE_IDLE_MS = 30_000;

let fullGc: (() => void) | null = null;

/**
 * A full garbage collection once the offline feed has gone idle after a sync. V8 collects an
 * idle process rarely, so the sync's garbage (200-300 MB of heap: pages of listings parsed,
 * normalized and written, the released inventory) would stay resident until the next busy
 * moment; collected, the pages go back to the system within seconds. It takes tens of
 * milliseconds, at most once per sync (docs/PERFORMANCE.md, issue 22).
 */
function collectIdleGarbage(): void {
  if (!fullGc) {
    v8.setFlagsFromString('--expose-gc');
    fullGc = vm.runInNewContext('gc') as () => void;
  }
  fullGc();
}

/**
 * The offline MLS feed for a fresh clone: the Spark fake server on a loopback port, with a
 * generated Arizona inventory. Its seed and creation time are kept in DATA_DIR so the
 * inventory (keys, dates) is the same after a restart and listings age like real ones.
 */
export async function startEmbeddedFeed(options: { dataDir: string; count?: number }): Promise<{
  apiBaseUrl: string;
  accessToken: string;
  fake: FakeSpark;
  /** The test switches: a new listing or a price cut, replicated by the next refresh. */
  change(request: OfflineFeedChangeRequest): OfflineFeedChangeReply;
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
  const dataset = { count, seed, photoBaseUrl: OFFLINE_PHOTO_PATH, now: new Date(createdAt) };
  let fake: FakeSpark | null = null;
  // an admin's test changes, kept and applied to every build of the inventory
  const changes = createOfflineFeedChanges({
    dataDir: options.dataDir,
    count,
    ctx: createDatasetContext(dataset),
    inventory: () => fake?.listings ?? [],
    rebuild: () => fake?.rebuild(),
  });
  // built on the first feed request, not during start-up (it takes about a second)
  const listings = () => changes.applyTo(generateListings(dataset));
  const accessToken = randomBytes(24).toString('base64url');
  // the generated inventory (about 100 MB) is needed while a sync reads it, not in between:
  // rebuilt from the seed at the next read (about a second), so the process idles smaller
  const started = await startFakeSpark({
    listings,
    accessToken,
    port: 0,
    releaseIdleMs: FEED_RELEASE_IDLE_MS,
    onRelease: collectIdleGarbage,
  });
  fake = started;
  return {
    apiBaseUrl: started.apiBaseUrl,
    accessToken,
    fake: started,
    change: (request) => changes.apply(request),
    close: () => started.close(),
  };
}
