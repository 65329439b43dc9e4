import { modulesMatching } from "@khatm/test-support";
import { describe, expect, it } from "vitest";

// Vite's import.meta.glob, which the worker's tests are transformed with (the worker's types do not include vite's).
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  }
}

// Every module of the worker as written, tests and built modules aside.
const sources = import.meta.glob<string>(["./**/*.ts", "!./**/*.test.ts", "!./web-ssr/**", "!./worker-catalogues/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// A value imported from "@khatm/schema" (its main entry) or zod evaluates every zod schema of the package, or zod
// itself, when the worker starts: about half of the global scope's CPU. Imported at all, even by `import()`, they are
// bundled into the entry, which every start-up then parses (a third of it). The schemas are a module of their own
// beside the bundle (packages/schema's worker build), which lib/validate.ts loads on the first request that validates
// (api-schemas.ts); what else the worker needs from the package has zod-free entries (rules, headers, messages).
// @hono/zod-validator imports no zod (only Hono's validator), so lib/validate.ts takes it as it is.
const ZOD_PACKAGES = String.raw`(@khatm\/schema|zod)`;
const ZOD_AT_START_UP = new RegExp(`^import (?!type )[^;]*? from "${ZOD_PACKAGES}";`, "m");
const ZOD_IN_BUNDLE = new RegExp(String.raw`(?<!typeof )\bimport\(\s*"${ZOD_PACKAGES}"\s*\)`);

describe("the worker's imports of zod and @khatm/schema", () => {
  it("covers the worker's modules", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain("./index.ts");
  });

  it("takes only types from them at start-up", () => {
    expect(modulesMatching(sources, ZOD_AT_START_UP)).toEqual([]);
  });

  it("does not import() them either, which would bundle them into the entry", () => {
    expect(modulesMatching(sources, ZOD_IN_BUNDLE)).toEqual([]);
  });
});

// A value imported from a Node module ("node:async_hooks") is evaluated by workerd before the worker's first request:
// AsyncLocalStorage's module cost a start-up milliseconds. lib/page-api.ts imports it on the first page painted.
const NODE_AT_START_UP = /^import (?!type )[^;]*? from "node:[^"]+";/m;

describe("the worker's imports of Node's modules", () => {
  it("takes only types from them at start-up", () => {
    expect(modulesMatching(sources, NODE_AT_START_UP)).toEqual([]);
  });
});

// The shared packages' modules, which the worker bundles too (and the web app's pages load as they hydrate).
const packageSources = import.meta.glob<string>(
  ["../../../packages/*/src/**/*.ts", "!../../../packages/*/src/**/*.test.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

// An Intl object made at module scope is made at every start-up: a word segmenter made so (db/search-terms.ts) loaded
// ICU's break rules and dictionaries, 10 of the 25 ms of start-up CPU. Each is made on its first use instead. A
// statement at module scope starts its line (Biome's formatting); anything indented is inside a function.
const INTL_AT_START_UP = /^[^\s/*].*\bnew Intl\./m;

describe("the worker's Intl objects", () => {
  it("covers the shared packages' modules", () => {
    expect(Object.keys(packageSources)).toContain("../../../packages/i18n/src/translator.ts");
  });

  it("are made on first use, not at start-up", () => {
    expect(modulesMatching({ ...sources, ...packageSources }, INTL_AT_START_UP)).toEqual([]);
  });
});
