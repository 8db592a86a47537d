import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { entryDependenciesGroup } from './scripts/entry-chunk.ts';
import { precompressAssets } from './scripts/precompress.ts';

export default defineConfig({
  resolve: {
    // zod in jitless mode wherever the client uses it (see the module).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/client/zod-jitless.ts', import.meta.url)) },
    ],
  },
  plugins: [react(), tailwindcss(), precompressAssets()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // The polyfill would be inlined, which the Content-Security-Policy forbids.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [entryDependenciesGroup('src/client/entry-client.tsx')] } },
    },
  },
});
