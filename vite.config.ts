import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The storefront bundle. `src/index.html` is the one HTML template: the server (server/web)
 * writes each supplier's page head into it. In `npm run dev` the API runs beside Vite and
 * is reached through the proxy below, so the browser sees one origin as in production.
 */
const apiTarget = process.env.DEV_API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: 'src',
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry loads statically stays in ONE chunk: without this group, Rolldown
        // splits the modules a lazy screen shares with the entry into extra chunks the first view
        // then loads too (a few kB of gzip overhead), e.g. once the login screens import the model.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/imagens': { target: apiTarget, changeOrigin: false },
    },
  },
});
