import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The app's module, loaded by the entry (src/web/boot.ts) after the first paint. */
const APP_MODULE = 'src/web/main.tsx';

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * The built files of source modules, from Vite's manifest (dist/web/.vite/manifest.json).
 * A page's route chunk is loaded only after the app's script runs; naming it (and its static
 * imports) in the HTML lets the browser fetch it in parallel with the app (src/web/boot.ts).
 */
export type BuildManifest = { chunksOf(modules: readonly string[]): string[] };

export function loadBuildManifest(webRoot: string | null): BuildManifest {
  const file = webRoot ? path.join(webRoot, '.vite', 'manifest.json') : null;
  if (!file || !existsSync(file)) return { chunksOf: () => [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;

  // chunks the entry imports statically are loaded with it already
  const preloaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(key)) return;
    into.add(key);
    for (const imported of entry.imports ?? []) walk(imported, into);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) walk(key, preloaded);
  // the app itself (src/web/boot.ts imports it, and Vite's loader fetches its imports with it)
  walk(APP_MODULE, preloaded);

  return {
    chunksOf(modules) {
      const keys = new Set<string>();
      for (const module of modules) walk(module, keys);
      return [...keys].filter((key) => !preloaded.has(key)).map((key) => `/${manifest[key]!.file}`);
    },
  };
}
