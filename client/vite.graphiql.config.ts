import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// GraphiQL, built apart from the app: its own page and bundle in dist/graphiql, served on
// GET /graphql to browsers. Kept out of the app's build so the app's bundles and budget stay as they are.
export default defineConfig({
  root: fileURLToPath(new URL('./graphiql/', import.meta.url)),
  base: '/graphiql/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    // GraphiQL and its editor are one large bundle by nature; only developers open it.
    chunkSizeWarningLimit: 2000,
  },
});
