import { z } from 'zod';

// When zod creates its first object schema it probes `new Function` to decide whether to compile
// fast parsers. The Content-Security-Policy forbids eval, so the probe is refused and the browser
// reports a violation on every page (costing the best-practices score too). Jitless mode skips the
// probe; the forms' schemas are small, so the interpreted parsers are plenty fast. This module is
// the first import of entry-client, so it runs before any module that creates a schema.
z.config({ jitless: true });
