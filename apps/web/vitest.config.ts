import { defineProject } from "vitest/config";
import { preactAliases } from "./preact-aliases";

export default defineProject({
  resolve: {
    // The unit tests render on what ships: Preact's compatibility layer under the React API. Libraries go through
    // Vite too (deps inlined below); these three through their ES modules, because their CommonJS builds (the ones
    // Vitest would pick) require() React past the aliases.
    alias: [
      { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
      { find: /^react-transition-group$/, replacement: "react-transition-group/esm/index.js" },
      { find: /^@tabler\/icons-react$/, replacement: "@tabler/icons-react/dist/esm/tabler-icons-react.mjs" },
      ...preactAliases,
    ],
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
    server: { deps: { inline: true } },
    // CommonJS only: bundled first, so that its require("react") meets the aliases too.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ["@tanstack/react-router > @tanstack/react-store > use-sync-external-store/shim/with-selector"],
        },
      },
    },
  },
});
