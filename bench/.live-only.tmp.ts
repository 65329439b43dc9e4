import { rmSync } from "node:fs";
import { join } from "node:path";
import { Api } from "./lib/api";
import { ROOT, RESULTS_DIR } from "./lib/paths";
import { textTable } from "./lib/report";
import { freshMigratedState, startServer } from "./lib/server";
import { runLive } from "./live";
const port = 8814;
const stateDir = join(ROOT, `.wrangler/bench-state-${port}`);
freshMigratedState(stateDir);
const server = await startServer({ port, stateDir, logFile: join(RESULTS_DIR, "wrangler-live.log") });
try {
  console.log(textTable(await runLive({ api: new Api(server.origin) })));
} finally {
  await server.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
