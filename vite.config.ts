import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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

const apiPort = Number(process.env.PORT ?? 3000);

// Two builds: the browser's app (dist/web), and with --ssr the server renderer (dist/ssr,
// src/web/entry-server.tsx), which needs neither the public files nor a manifest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devHead],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // the server reads it to preload each page's route chunk (src/server/http/build-manifest.ts)
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
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
