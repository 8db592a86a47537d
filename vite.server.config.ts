import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server as plain JavaScript for `npm start` (one `node` process, no TypeScript loader): an SSR
 * build of the server's entry points next to the client build, with the server-rendering half of
 * the client and the packages both bundled in. Loading ~430 CommonJS files from node_modules one by
 * one (yaml, semver, Fastify, readable-stream, pino...) was the largest part of a start (measured
 * in bench/README.md, "The server's packages bundled into its build").
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: {
    noExternal: true,
    // Loaded from node_modules as they are: native addons that find their binary from their own
    // folder (better-sqlite3, argon2, sharp); pg, required only on PostgreSQL, whose optional
    // pg-native a bundler would try to resolve; unpdf, already one prebuilt file of pdf.js.
    external: ['better-sqlite3', '@node-rs/argon2', 'sharp', 'pg', 'unpdf'],
  },
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
        // Run by the server in a process of its own to read a PDF's text (documents/pdf-text.ts).
        'pdf-text-child': 'src/server/documents/pdf-text-child.ts',
        'create-admin': 'src/server/cli/create-admin.ts',
        export: 'src/server/cli/export.ts',
        import: 'src/server/cli/import.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
