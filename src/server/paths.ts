import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found from this module's location so it is right both when run from
 * source (src/server) and from the bundle (dist/server), whatever the working directory.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Project root (package.json) not found');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'src', 'server', 'db', 'migrations');
/** Where `vite build` writes the web app. */
export const webBuildRoot = path.join(projectRoot, 'dist', 'web');
