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

export default defineConfig({
  plugins: [react(), tailwindcss(), devHead],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // the server reads it to preload each page's route chunk (src/server/http/build-manifest.ts)
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
