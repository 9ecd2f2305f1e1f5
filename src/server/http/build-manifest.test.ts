import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuildManifest } from './build-manifest';

function webRootWith(manifest: object): string {
  const root = mkdtempSync(path.join(tmpdir(), 'manifest-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('build manifest', () => {
  it("names a route's chunk and its static imports, minus what the entry and the app load", () => {
    const root = webRootWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/web/main.tsx': {
        file: 'assets/main-1.js',
        isDynamicEntry: true,
        imports: ['_react.js'],
      },
      '_react.js': { file: 'assets/react-1.js' },
      '_icons.js': { file: 'assets/icons-1.js', imports: ['_react.js'] },
      'src/web/features/home/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_icons.js', '_react.js'],
      },
    });
    const manifest = loadBuildManifest(root);
    expect(manifest.chunksOf(['src/web/features/home/home-page.tsx'])).toEqual([
      '/assets/home-page-1.js',
      '/assets/icons-1.js',
    ]);
    expect(manifest.chunksOf(['src/missing.tsx'])).toEqual([]);
  });

  it('names nothing without a build (API-only instances, tests)', () => {
    expect(loadBuildManifest(null).chunksOf(['src/web/features/home/home-page.tsx'])).toEqual([]);
  });
});
