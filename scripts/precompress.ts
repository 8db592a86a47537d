import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE_FILE, COMPRESSION_THRESHOLD } from '../src/server/http/compression-rules.ts';

/** Every file under dir, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(full, path.join(prefix, name))
      : [path.join(prefix, name)];
  });
}

/**
 * Writes `.br` and `.gz` next to every built text asset (JS, CSS, SVG, ...) at or above the
 * server's compression threshold, with the strongest settings: done once per build, so the server
 * serves them as files (@fastify/static `preCompressed`) and never compresses an asset per request.
 * Node's own zlib does it; a plugin package would add a dependency for twenty lines.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'hoa-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) {
        // The template and the manifest are read by the server, never sent.
        if (file === 'index.html' || file.startsWith('.vite') || !COMPRESSIBLE_FILE.test(file)) continue;
        const full = path.join(outDir, file);
        const source = readFileSync(full);
        if (source.length < COMPRESSION_THRESHOLD) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${full}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
