/**
 * The import rules `pnpm lint` checks (dependency-cruiser), so the layers of README.md's Conventions stay true:
 * pure rules at the bottom, the khatm's object and e-mail above them, services above those, routes on top.
 * A type-only import (`import type`) costs nothing at run time: it may point back up where a type lives with its
 * owner (a route's context type with the services it names), and no rule below counts it unless it says so.
 */
const worker = "^apps/worker/src/";
const tests = "\\.test\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-runtime-cycle",
      severity: "error",
      comment:
        "Modules that import each other at run time load in an order that depends on who is imported first. Move what " +
        "both need into a module below both, or import the type only.",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"], viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "routes-reach-the-object-through-its-door",
      severity: "error",
      comment:
        "A route reaches a khatm's Durable Object through durable/khatm-object.ts (its stub, what its calls take and " +
        "answer) or creates one through durable/khatm-creation.ts; the object's own modules are its internals.",
      from: { path: `${worker}routes/`, pathNot: tests },
      to: { path: `${worker}durable/`, pathNot: `${worker}durable/(khatm-object|khatm-creation)\\.ts$` },
    },
    {
      name: "email-and-rules-sit-below-services",
      severity: "error",
      comment: "email/ and the pure rules are used by services and routes, never the other way round.",
      from: { path: `${worker}(email|rules)/`, pathNot: tests },
      to: { path: `${worker}(services|routes)/` },
    },
    {
      name: "the-object-sits-below-services",
      severity: "error",
      comment: "The khatm's object is called by services and routes; it never calls up into them.",
      from: { path: `${worker}durable/`, pathNot: tests },
      to: { path: `${worker}(services|routes|middleware)/`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "bench-code-stays-out-of-the-deployed-worker",
      severity: "error",
      comment:
        "The cost meter wraps the bindings only from the bench's entry (metered.ts), which wrangler.toml's main never " +
        "imports: nothing the deployed worker loads may reach it.",
      from: { path: worker, pathNot: [`${worker}metered\\.ts$`, tests] },
      to: { path: `${worker}(lib/cost-meter|metered)\\.ts$` },
    },
    {
      name: "rules-are-pure",
      severity: "error",
      comment:
        "rules/ decides (who may, what a part becomes, when it is due, how an answer looks) from plain data: no " +
        "storage, no Hono, no object, no e-mail. Row types of the two schemas may be imported as types.",
      from: { path: `${worker}rules/`, pathNot: tests },
      to: {
        path: [`${worker}(durable|db|email|middleware|services|routes)/`, "(^|/)node_modules/(hono|drizzle-orm)/"],
        pathNot: `${worker}(db|durable)/schema\\.ts$`,
      },
    },
    {
      name: "rules-import-row-types-only",
      severity: "error",
      comment: "The schemas are storage: rules/ may name their row types, never load them.",
      from: { path: `${worker}rules/`, pathNot: tests },
      to: { path: `${worker}(db|durable)/schema\\.ts$`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "rules-load-no-platform",
      severity: "error",
      comment: "No Workers runtime module in the pure rules.",
      from: { path: `${worker}rules/`, pathNot: tests },
      to: { path: "^cloudflare:" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|apps/worker/src/(web-ssr|worker-schemas|worker-catalogues)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "apps/worker/tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "types", "default"] },
  },
};
