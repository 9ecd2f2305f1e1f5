import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * In production the server writes the page head at the <!--app-head--> marker. The Vite dev
 * server serves index.html itself, so it gets a plain title there instead.
 */
const devHead: Plugin = {
  name: 'ridgeline-dev-head',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace('<!--app-head-->', '<title>Ridgeline (dev)</title>'),
};

/**
 * The browser app's source maps are written beside the build, not into it (issue 39): the
 * server serves every file of dist/web to anyone, and the maps would hand out the source of
 * the admin and CRM modules. They go to dist/sourcemaps (never served), where an operator can
 * read a reported stack against them; the bundles carry no sourceMappingURL ('hidden').
 */
const sourceMapsApart: Plugin = {
  name: 'ridgeline-source-maps-apart',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir;
    if (!outDir || this.environment.config.build.ssr) return;
    const target = path.join(outDir, '..', 'sourcemaps');
    rmSync(target, { recursive: true, force: true });
    for (const fileName of Object.keys(bundle)) {
      if (!fileName.endsWith('.map')) continue;
      const to = path.join(target, fileName);
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(path.join(outDir, fileName), to);
    }
  },
};

const apiPort = Number(process.env.PORT ?? 3000);

// Two builds: the browser's app (dist/web), and with --ssr the server renderer (dist/ssr,
// src/web/entry-server.tsx), which needs neither the public files nor a manifest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devHead, sourceMapsApart],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // maps for the browser's bundles are kept out of dist/web (sourceMapsApart)
    sourcemap: isSsrBuild ? true : 'hidden',
    // the server reads it to preload each page's route chunk (src/server/http/build-manifest.ts)
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Every page needs these, but which lazy pieces also import them decides where the
            // automatic split puts each module: a new lazy piece (the search suggestions) cut
            // TanStack Query and the class-name helpers into more chunks, each compressed apart
            // (+1.6 KB for the same code). One chunk each, whatever imports them.
            codeSplitting: {
              groups: [
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                {
                  name: 'cn',
                  test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs|primitive))[\\/]|src[\\/]web[\\/]lib[\\/]cn\.ts$/,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // Google's map tiles through our server (decision 026)
      '/map-tiles': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
