/**
 * The API's zod schemas (@khatm/schema's main entry, zod with it), loaded by the first request that validates
 * (lib/validate.ts) instead of at start-up: zod and the schemas were a third of the worker's bundle, which a cold
 * isolate parsed before any request, including those that validate nothing (the painted pages, /api/config, the
 * cron). packages/schema's worker build (`pnpm build`) writes them into ./worker-schemas/ beside this file, a module
 * of its own that wrangler.toml's rules keep out of the bundle. Like catalogues.ts, at the module root, and the path a
 * variable, so the bundler leaves the import to workerd.
 */
const SCHEMAS = "./worker-schemas/index.js";

export type Schemas = typeof import("@khatm/schema");

let schemas: Promise<Schemas> | undefined;

export function loadSchemas(): Promise<Schemas> {
  schemas ??= import(SCHEMAS) as Promise<Schemas>;
  return schemas;
}
