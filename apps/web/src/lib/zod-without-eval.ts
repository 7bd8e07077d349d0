/**
 * zod compiles fast parsers with `new Function` when it may; our Content-Security-Policy forbids eval, so its probe
 * only logs a CSP violation (and costs Lighthouse's best-practices score). This switches the probe off for every
 * schema; it must run before any schema module is evaluated, so entry files import it first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
