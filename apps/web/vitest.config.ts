import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
    // React's development build in jsdom on a shared 2-core machine: a whole form filled in can pass 5 s.
    testTimeout: 15_000,
  },
});
