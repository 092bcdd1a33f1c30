import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reportFirstPageSize } from './scripts/first-page-size';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** `npm start` runs the Worker on 8787; the dev and preview servers hand it every API call. */
const apiProxy = { '/api': { target: 'http://localhost:8787', changeOrigin: true } };

/** The SPA lives in web/; the Worker serves web/dist through its assets binding and answers /api itself. */
export default defineConfig({
  root: fromRoot('./web'),
  publicDir: false,
  plugins: [
    // Must run before the React plugin so the split route chunks still get the JSX transform.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/routeTree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    lingui({ cwd: fromRoot('.'), failOnMissing: true, failOnCompileError: true }),
    reportFirstPageSize(),
  ],
  build: {
    outDir: fromRoot('./web/dist'),
    emptyOutDir: true,
    reportCompressedSize: false,
    // Monaco's lazy chunk (the editor and its languages, about 3.2 MB) is the one chunk above the default 500 kB.
    chunkSizeWarningLimit: 3500,
    rolldownOptions: {
      output: {
        // Libraries every page needs change far less often than our code: in chunks of their
        // own they stay cached in the browser across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // Everything the first page imports statically travels as one file: one request and one
            // compression window instead of a few dozen small shared chunks.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
