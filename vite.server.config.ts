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
  // Bundled in, not loaded from node_modules: the icon package's Node build is one 1.3 MB file of
  // every icon, which Node compiled at each start; bundled, only the icons the pages use remain.
  ssr: { noExternal: ['lucide-react'] },
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
