import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "juz-table", include: ["src/**/*.test.ts"] } });
