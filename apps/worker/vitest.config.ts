import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineProject } from "vitest/config";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: root("wrangler.toml") },
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations(root("migrations")) },
      },
    })),
  ],
  test: {
    name: "worker",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/apply-migrations.ts"],
  },
});
