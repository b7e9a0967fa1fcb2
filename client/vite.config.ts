import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { assetList } from './vite/asset-list.ts';
import { compileHints } from './vite/compile-hints.ts';
import { graphqlDocuments } from './vite/graphql-documents.ts';
import { landingBudget } from './vite/landing-budget.ts';
import { precompress } from './vite/precompress.ts';
import { routeManifest } from './vite/route-manifest.ts';

const serverOrigin = process.env.LEKHAPADI_SERVER_ORIGIN ?? 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    graphqlDocuments({
      sourceDir: fileURLToPath(new URL('./src/', import.meta.url)),
      generatedFile: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)),
    }),
    react(),
    // Everything the landing page runs stays within 200 KB gzip; the build fails above it.
    landingBudget({
      landingDir: fileURLToPath(new URL('./src/routes/home/', import.meta.url)),
      budgetKb: 200,
      // A reader fetches the server messages of one language, each its own chunk.
      perLanguage: [
        fileURLToPath(new URL('../server/src/shared/messages.ts', import.meta.url)),
        fileURLToPath(new URL('./src/i18n/server-messages.ne.ts', import.meta.url)),
      ],
    }),
    compileHints(),
    assetList(),
    // The route table with each route's built files (.vite/routes.json): the server names a
    // signed-in page's chunks for preloading and runs its first queries from it.
    routeManifest({ tableFile: fileURLToPath(new URL('./src/routes/manifest.ts', import.meta.url)) }),
    precompress(),
  ],
  resolve: {
    // The account rules live beside the server code so both sides share one definition.
    alias: {
      '@shared': fileURLToPath(new URL('../server/src/shared', import.meta.url)),
      // The kept BS calendar and Nepali digits: pure TypeScript the date picker shares with the PDFs.
      '@nepali': fileURLToPath(new URL('../server/src/shared/nepali', import.meta.url)),
    },
  },
  css: { postcss: fileURLToPath(new URL('.', import.meta.url)) },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    // CLIENT_SOURCEMAP=1: source maps, to read a phone's CPU profile (npm run perf:phone) by source file.
    sourcemap: process.env.CLIENT_SOURCEMAP === '1',
    // No modulepreload polyfill in the first download: every browser the site supports (Chrome and
    // Android's WebView since 66, Firefox 115, Safari 17) preloads modules itself, and an older one
    // only loads the chunks a little later; the polyfill was 1.2 KB of the landing's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file rather than dozens of small shared chunks:
        // fewer requests, and gzip compresses one file better than its pieces.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: serverOrigin, ws: true, changeOrigin: true },
      '/np': { target: serverOrigin, changeOrigin: true },
      '/healthz': { target: serverOrigin, changeOrigin: true },
      '/files': { target: serverOrigin, changeOrigin: true },
    },
  },
});
