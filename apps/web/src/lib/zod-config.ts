/**
 * Zod compiles object parsers with `new Function` and, when it builds an object schema, probes
 * whether it may: under the page's CSP (no 'unsafe-eval') that probe is reported as a violation
 * even though zod catches it. `jitless` turns both off; interpreted parsing is fast enough for API
 * answers.
 *
 * Set through the object zod 4 shares between its copies (`globalThis.__zod_globalConfig`, what
 * `z.config()` writes) rather than by importing zod: this module runs with the first page, and
 * zod loads only later, with the first answer to validate. zod-config.test.ts checks that zod
 * still reads it. Browser only: on the server the shared setting would also slow the API's zod.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (!import.meta.env.SSR) {
  // Created here when zod has not loaded yet (zod then adopts it), updated when it has.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
    jitless: true,
  });
}

export {};
