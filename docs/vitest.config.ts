import { defineProject } from "vitest/config";

/** Checks on the repository's documents (in Node, reading the tree). */
export default defineProject({
  test: {
    name: "docs",
    environment: "node",
    include: ["docs/**/*.test.ts"],
    root: new URL("..", import.meta.url).pathname,
  },
});
