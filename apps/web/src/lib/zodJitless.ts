/**
 * zod compiles object parsers with `new Function` unless told not to. The CSP forbids eval (script-src has no
 * 'unsafe-eval'), so its probe is reported as a violation on every screen that parses a schema. zod keeps its
 * settings on this global (shared by every copy of zod); setting it from the entry, before any chunk imports
 * zod, keeps zod's code out of the entry chunk (`z.config` would pull in about 11 kB). The test checks zod reads it.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  // Mutated in place: a zod already loaded holds a reference to this very object.
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
