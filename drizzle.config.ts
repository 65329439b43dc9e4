import { defineConfig } from "drizzle-kit";

// SQL migrations are generated from the drizzle schema and applied by wrangler (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./apps/worker/src/db/schema.ts",
  out: "./migrations",
});
