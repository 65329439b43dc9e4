import { fileURLToPath } from "node:url";

/** The repository root and the (git-ignored) folder where runs leave their reports and logs. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const RESULTS_DIR = fileURLToPath(new URL("../results", import.meta.url));
