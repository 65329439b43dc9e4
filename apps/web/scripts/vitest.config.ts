import { defineProject } from "vitest/config";

/** The build script's output, checked in Node (the web project's tests run in jsdom with the app's setup). */
export default defineProject({
  test: { name: "web-build", environment: "node", include: ["**/*.test.ts"] },
});
