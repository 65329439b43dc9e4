import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Folders that hold no source of ours: dependencies, tools, build outputs and what test runs leave. */
const SKIPPED = new Set(["node_modules", ".git", ".tools", ".wrangler", "dist", "test-results", "e2e-output"]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [`${relative(ROOT, path)}/`, ...filesUnder(path)] : [relative(ROOT, path)];
  });
}

/**
 * The paths a document cites in backticks: a name with a folder or a source file's extension (`lib/hydration.ts`,
 * `apps/worker/test/adversarial/`, `*.security.test.ts`), not a URL, an API path or a command.
 */
export function citedPaths(markdown: string): string[] {
  const cited = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? "");
  return [
    ...new Set(
      cited.filter(
        (text) =>
          /\.(tsx?|md|sql|toml|json|css)$|\/$/.test(text) &&
          !/^(\/|https?:|\.\/|\.\.|[a-z]+:)/.test(text) &&
          !/[{}<>]/.test(text),
      ),
    ),
  ];
}

/** Whether a file or folder of the tree ends with the cited path (at a folder boundary); `*` stands for any name. */
function exists(cited: string, tree: string[]): boolean {
  const pattern = cited
    .split("*")
    .map((part) => part.replace(/[.+?^$()[\]\\|]/g, "\\$&"))
    .join("[^/]*");
  const matcher = new RegExp(`(^|/)${pattern}$`);
  return tree.some((path) => matcher.test(path));
}

/** A path our scripts write and git ignores (`.tools/`, `bench/results/latest.md`): cited, but absent from a clean clone. */
function ignoredByGit(cited: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "--no-index", "-q", cited], { cwd: ROOT, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const tree = filesUnder(ROOT);

describe.each(["docs/architecture.md", "docs/languages.md", "README.md", "SECURITY.md", "bench/README.md"])(
  "%s",
  (document) => {
    it("cites only files and folders that exist", () => {
      const missing = citedPaths(readFileSync(join(ROOT, document), "utf8")).filter(
        (path) => !exists(path, tree) && !ignoredByGit(path),
      );
      expect(missing).toEqual([]);
    });
  },
);

describe("citedPaths", () => {
  it("takes source paths and folders, not URLs, API paths or placeholders", () => {
    expect(
      citedPaths(
        "`lib/a.ts`, `apps/x/`, `*.security.test.ts`, `/api/khatms`, `https://x.example/a.ts`, `{id}.ts`, `pnpm`",
      ),
    ).toEqual(["lib/a.ts", "apps/x/", "*.security.test.ts"]);
  });
});
