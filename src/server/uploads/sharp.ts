import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on first use. libvips costs about 27 MiB of memory once loaded, and a process that
 * only serves pages never needs it. Its own cache of decoded images is off: every image this site
 * makes is made once and kept (stored uploads, the memoised icons), so libvips' cache (up to 50 MiB)
 * would hold copies nobody asks for again.
 */
export function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
