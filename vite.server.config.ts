import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server as plain JavaScript for `npm start` (one `node` process, no TypeScript loader): an SSR
 * build of the server's entry points next to the client build. Packages stay external (Node loads
 * them from node_modules, native modules included); the server-rendering half of the client is
 * bundled in, as the server imports it.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        main: 'src/server/main.ts',
        'create-admin': 'src/server/cli/create-admin.ts',
        export: 'src/server/cli/export.ts',
        import: 'src/server/cli/import.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
