// What the app and its libraries import as "react": Preact's React compatibility layer, plus the one React 19 export
// Mantine needs that preact/compat lacks.
import type { ComponentChildren } from "preact";

// @ts-expect-error preact/compat's types are one `export =` namespace; the app is typed by @types/react anyway.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React 19.2's <Activity>, which Mantine renders only for `keepMounted` transitions (this app passes none). Hidden
 * children are unmounted rather than kept hidden with their state, the way Mantine behaves without `keepMounted`.
 */
export function Activity({ mode, children }: { mode?: "visible" | "hidden"; children?: ComponentChildren }) {
  return mode === "hidden" ? null : children;
}
