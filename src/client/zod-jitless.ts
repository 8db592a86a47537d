// The client build resolves `zod` to this module (vite.config.ts), so whichever chunk first uses
// zod sets jitless mode before any schema exists. When zod creates its first object schema it
// probes `new Function` to decide whether to compile fast parsers; the Content-Security-Policy
// forbids eval, so the browser would report a violation on every page that loads zod (costing the
// best-practices score too). Jitless mode skips the probe; the forms' schemas are small, so the
// interpreted parsers are plenty fast. An alias rather than an import in the entry, so pages
// without forms do not load zod at all.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
