import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite/graphql-documents.ts';

// The server's build of the public pages (src/entry-server.tsx → dist/ssr/entry-server.js): the
// same screens as the browser's build, for Node. Its CSS modules' class names and its assets'
// addresses are the browser build's (Vite names both from the source), so the page the server
// draws links the browser build's files. Packages stay imports of node_modules.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    graphqlDocuments({
      sourceDir: fileURLToPath(new URL('./src/', import.meta.url)),
      generatedFile: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)),
    }),
    react(),
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../server/src/shared', import.meta.url)),
      '@nepali': fileURLToPath(new URL('../server/src/shared/nepali', import.meta.url)),
    },
  },
  css: { postcss: fileURLToPath(new URL('.', import.meta.url)) },
  build: {
    ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
