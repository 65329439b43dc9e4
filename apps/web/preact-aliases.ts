import { fileURLToPath } from "node:url";

// The app is written against React's API and runs on Preact's React compatibility layer (preact/compat): the same
// components with much less JavaScript on a share link (figures in bench/README.md).
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: fileURLToPath(new URL("./src/preact/react.ts", import.meta.url)) },
];
