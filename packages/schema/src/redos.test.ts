import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import type { Diagnostics } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { listPatterns, listVocabularyOf } from "./rules/pasted-list";

/**
 * Issue 40: no regular expression that reads user text may backtrack catastrophically. recheck (its pure JavaScript
 * backend: no native binary, no JVM, nothing downloaded) checks every regular expression literal in the schema
 * package and the worker, and the patterns the list parser builds from the words of every language. A pattern built
 * with `new RegExp` anywhere else fails the test until it is checked here too.
 */
process.env.RECHECK_BACKEND = "pure";
const { check } = await import("recheck");

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SOURCES = ["packages/schema/src", "apps/worker/src"];
/** Build outputs (git-ignored) and tests: neither reads user text in production. */
const SKIPPED = /(^|\/)(web-ssr|worker-catalogues|worker-schemas|node_modules)(\/|$)|\.test\.ts$/;
/** The files that build patterns at run time, each checked below through what it exports. */
const BUILT_PATTERNS = ["packages/schema/src/rules/pasted-list.ts"];

function sourceFiles(directory: string): string[] {
  return readdirSync(join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (SKIPPED.test(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Literal {
  where: string;
  source: string;
  flags: string;
}

/** Every regular expression literal of a file, found by TypeScript's parser (not by a pattern). */
function literalsOf(path: string, text: string): Literal[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const end = literal.lastIndexOf("/");
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ where: `${path}:${line}`, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = SOURCES.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));
const literals = files.flatMap(({ path, text }) => literalsOf(path, text));

function verdict({
  status,
  complexity,
  attack,
}: Diagnostics & { complexity?: { summary: string } } & {
  attack?: { pattern: string };
}) {
  return status === "vulnerable" ? `vulnerable: ${complexity?.summary}, attack ${attack?.pattern}` : status;
}

// recheck's fuzzing takes up to a few seconds a pattern on the pure backend.
const TIMEOUT = 60_000;

describe("regular expressions that read user text", () => {
  it("are found in the sources (the scan works)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(literals.length).toBeGreaterThan(20);
  });

  it("are built with new RegExp only where this test checks them", () => {
    const building = files.filter(({ text }) => /new RegExp\(/.test(text)).map(({ path }) => path);
    expect(building).toEqual(BUILT_PATTERNS);
  });

  it.each(literals)(
    "$where /$source/$flags is not vulnerable",
    async ({ source, flags }) => {
      expect(verdict(await check(source, flags, { timeout: 20_000 }))).not.toMatch(/^vulnerable/);
    },
    TIMEOUT,
  );

  it(
    "the list parser's patterns, built from every language's words, are not vulnerable",
    async () => {
      const patterns = Object.values(
        listPatterns(listVocabularyOf(await Promise.all(AVAILABLE_LOCALES.map(loadCatalogue)))),
      );
      for (const pattern of patterns)
        expect(verdict(await check(pattern.source, pattern.flags, { timeout: 20_000 })), String(pattern)).not.toMatch(
          /^vulnerable/,
        );
    },
    TIMEOUT,
  );

  it(
    "catches the pattern of issue 40 (the check works)",
    async () => {
      const issue40 = String.raw`^(?:Juz\.?\s*)?#?(\d{1,5})(?:\s*[-–—]\s*(\d{1,5}))?(?=[.:]|\s|$)[.:]?\s*(?:Juz\.?(?=[.:]|\s|$))?\s*[.:]?\s*(.*)$`;
      expect(verdict(await check(issue40, "iu"))).toMatch(/^vulnerable/);
      expect(verdict(await check(String.raw`\s+$`, ""))).toMatch(/^vulnerable/);
    },
    TIMEOUT,
  );
});
