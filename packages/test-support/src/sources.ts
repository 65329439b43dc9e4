/**
 * The modules among `sources` (path to source text, as `import.meta.glob` with `?raw` reads them) whose text matches
 * `pattern`: the offenders of an import rule (apps/web/src/schema-imports.test.ts, apps/worker/src/start-up-imports.test.ts).
 */
export function modulesMatching(sources: Record<string, string>, pattern: RegExp): string[] {
  return Object.entries(sources)
    .filter(([, source]) => pattern.test(source))
    .map(([path]) => path);
}
