// The offline Spark feed in its own process, for bench:sync: the real feed is another machine,
// so its work must not share the replicating process's CPU. Started by bench/sync.ts (IPC).
import { generateListings } from '../src/server/integrations/spark/fake/dataset';
import { startFakeSpark } from '../src/server/integrations/spark/fake/server';

type Command = { type: 'modify-every'; every: number; at: string } | { type: 'cpu' };

const count = Number(process.argv[2]);
const token = process.argv[3]!;
const began = performance.now();
const inventory = generateListings({
  count,
  seed: 42,
  photoBaseUrl: '/mls-photos',
  now: new Date(),
});
// The real feed is a remote server: its replies cost our machine nothing. The fake keeps each
// listing's JSON once serialized (before the clock starts) so that it costs as little as it can.
const fake = await startFakeSpark({ listings: inventory, accessToken: token, cacheWireForm: true });
fake.warm();
const generatedSeconds = (performance.now() - began) / 1000;
process.send!({ type: 'ready', apiBaseUrl: fake.apiBaseUrl, generatedSeconds });

process.on('message', (command: Command) => {
  if (command.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ type: 'cpu', seconds: (user + system) / 1e6 });
  }
  if (command.type === 'modify-every') {
    // every n-th listing gets a new price and modification time
    fake.setListings(
      inventory.map((l, i) =>
        i % command.every === 0
          ? {
              ...l,
              StandardFields: {
                ...l.StandardFields,
                ListPrice: 99_000 + i,
                ModificationTimestamp: command.at,
              },
            }
          : l,
      ),
    );
    process.send!({ type: 'modified' });
  }
});
process.on('disconnect', () => void fake.close().then(() => process.exit(0)));
