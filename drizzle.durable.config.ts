import { defineConfig } from "drizzle-kit";

// The storage of each khatm's Durable Object (apps/worker/src/durable/schema.ts): migrations bundled into the worker
// and applied by drizzle's durable-sqlite migrator when the object starts.
export default defineConfig({
  dialect: "sqlite",
  driver: "durable-sqlite",
  schema: "./apps/worker/src/durable/schema.ts",
  out: "./apps/worker/src/durable/migrations",
});
