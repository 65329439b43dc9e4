import { modulesMatching } from "@khatm/test-support";
import { describe, expect, it } from "vitest";

// Every module of the app as written, tests aside.
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// A value imported from "@khatm/schema" evaluates every zod schema of the package when the module loads, which put
// zod's schemas into the entry every page loads (about half of its 500 KB); the rules have a zod-free entry.
const VALUE_IMPORT_FROM_SCHEMA = /^import (?!type )[^;]*? from "@khatm\/schema";/m;

describe("the app's imports of @khatm/schema", () => {
  it("covers the app's modules", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain("./main.tsx");
  });

  it("takes only types from the package's main entry", () => {
    expect(modulesMatching(sources, VALUE_IMPORT_FROM_SCHEMA)).toEqual([]);
  });
});
