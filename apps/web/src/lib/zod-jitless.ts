import { config } from 'zod/v4/core';

/**
 * Zod 4 compiles a fast object parser with `new Function`, after a probe of whether eval is
 * allowed. The pages' Content Security Policy allows no eval (ADR 015): the probe is refused and
 * caught, but the browser still reports a `script-src` violation on the first page that checks a
 * form (the sign-in pages, since issue 30 checks them with the contracts' schemas). Zod without
 * its compiled path parses the same. Imported first by every entry that runs zod in the browser.
 */
config({ jitless: true });
