import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressAssets } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // The polyfill would be inlined, which the Content-Security-Policy forbids.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and its jitless setting share one chunk, so the setting is in force before any
          // chunk that creates a schema runs (they all import this one first); otherwise zod would
          // probe eval, which the Content-Security-Policy refuses, on every page.
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]client[\\/]zod-jitless\.ts$/ }],
        },
      },
    },
  },
});
