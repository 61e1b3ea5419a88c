import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress.ts';

// The storefront lives in src/client; its build goes to dist/client, which the server serves.
// `vite build --ssr entry-server.tsx` builds the server's page renderer into dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('src/client/lib/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The server reads it to name each page's chunks in that page's HTML (server/pages/spa.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: { index: fileURLToPath(new URL('src/client/index.html', import.meta.url)) },
          // Everything the app's entry needs in one file: left to itself, the bundler split React,
          // the JSX runtime, TanStack Query's core, the icon base and money into five more files
          // every page loads, each with its own request and headers.
          // TanStack Query is not part of the entry (lib/query-scope.tsx): one file for all of it,
          // where the pages that share it differently made six.
          output: {
            // The entry lists the files of every chunk loaded later, to fetch them side by side:
            // chunks that only share code go by their hash alone (the manifest still names them),
            // which keeps that list smaller in every first load. What is loaded by name (a page, a
            // part drawn later) keeps its name, to read in a network log.
            chunkFileNames: (chunk) => (chunk.facadeModuleId ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 1 },
                {
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/]|src[\\/]client[\\/]lib[\\/]query-(scope|client)\./,
                },
              ],
            },
          },
        },
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
