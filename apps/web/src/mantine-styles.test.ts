import { describe, expect, it } from "vitest";

// Every module of the app as written, tests aside, and the stylesheets Mantine ships, one per component.
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const componentStylesheets = Object.keys(import.meta.glob("/node_modules/@mantine/core/styles/*.css")).map((path) =>
  path.replace(/^.*\/styles\/(\w+)\.css$/, "$1"),
);
const stylesheetsImported = sources["./mantine-styles.ts"] ?? "";

/** The names a module imports from "@mantine/core". */
function mantineImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from "@mantine\/core";/g)].flatMap(([, names = ""]) =>
    names
      .split(",")
      .map((name) => name.replace(/^\s*type\s+/, "").trim())
      .filter(Boolean),
  );
}

// mantine-styles.ts imports Mantine's CSS per component (the page's one stylesheet holds only what the app renders):
// a component used without its file renders unstyled, as the anonymity Switch did.
describe("Mantine's stylesheets", () => {
  it("knows the app's modules and Mantine's component stylesheets", () => {
    expect(Object.keys(sources)).toContain("./mantine-styles.ts");
    expect(componentStylesheets).toContain("Button");
  });

  it("are imported for every Mantine component the app uses", () => {
    const used = new Set(Object.values(sources).flatMap(mantineImports));
    const unstyled = [...used].filter(
      (name) => componentStylesheets.includes(name) && !stylesheetsImported.includes(`styles/${name}.css"`),
    );
    expect(unstyled).toEqual([]);
  });
});
