// Loaded into the built server by bench/memory.mjs (`node --expose-gc --import
// ./bench/memory-probe.mjs dist/server/main.js`): on SIGUSR2 it writes the process's memory
// figures as they are, then again after a full garbage collection, with the size of every
// WebAssembly memory still alive (PGlite's Postgres), to MEMORY_PROBE_FILE.
import { writeFileSync } from 'node:fs';

// weak: the probe must not keep alive a memory the server has let go
const memories = [];
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = function Memory(descriptor) {
  const memory = new NativeMemory(descriptor);
  memories.push(new WeakRef(memory));
  return memory;
};
WebAssembly.Memory.prototype = NativeMemory.prototype;

const MB = 1024 * 1024;
const mb = (n) => Math.round(n / MB);

function figures() {
  const usage = process.memoryUsage();
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    wasm: memories.flatMap((ref) => {
      const memory = ref.deref();
      return memory ? [mb(memory.buffer.byteLength)] : [];
    }),
  };
}

process.on('SIGUSR2', () => {
  const asIs = figures();
  globalThis.gc?.();
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ ...asIs, afterGc: figures() }));
});
