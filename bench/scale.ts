/**
 * Read latency at scale: with 100,000 khatms (3,000,000 juz rows) seeded into the local D1 (bench/seed.ts), times the
 * home page's data, the public list, the public search and a dashboard's data through the real API, one request at a
 * time, and shows the query plans SQLite picks for the queries behind them.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { must } from "@khatm/test-support";
import type { Api } from "./lib/api";
import { RESULTS_DIR } from "./lib/paths";
import type { Row } from "./lib/report";
import { ms, summarise } from "./lib/stats";
import { serviceQueries } from "./queries";

export interface ScaleOptions {
  api: Api;
  sqlitePath: string;
  samples?: number;
}

const P50_TARGET = 50;
const P99_TARGET = 150;

async function time(samples: number, request: (i: number) => Promise<number>): Promise<ReturnType<typeof summarise>> {
  for (let i = 0; i < Math.min(20, samples); i++) await request(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await request(i));
  return summarise(times);
}

export async function runScale(options: ScaleOptions): Promise<Row[]> {
  const { api, sqlitePath } = options;
  const samples = options.samples ?? 200;
  const db = new DatabaseSync(sqlitePath, { readOnly: true });
  const counts = db.prepare("SELECT count(*) AS khatms, sum(is_public) AS public FROM khatms").get() as {
    khatms: number;
    public: number;
  };
  const juzRows = (db.prepare("SELECT count(*) AS n FROM juzs").get() as { n: number }).n;
  // Dashboards of khatms picked at random (public or private: a code opens either).
  const dashboards = db
    .prepare("SELECT id, access_code AS code FROM khatms ORDER BY random() LIMIT ?")
    .all(samples) as Array<{ id: string; code: string }>;
  const queries = await serviceQueries(must(dashboards[0]));
  const plans = queries.map((query) => ({
    ...query,
    plan: (db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as Array<{ detail: string }>).map(
      (row) => row.detail,
    ),
  }));
  db.close();
  writeFileSync(
    join(RESULTS_DIR, "query-plans.md"),
    plans
      .map(
        (query) =>
          `### ${query.label}\n\n\`\`\`sql\n${query.sql}\n-- ${JSON.stringify(query.params)}\n${query.plan.join("\n")}\n\`\`\`\n`,
      )
      .join("\n"),
  );

  const get = (path: string) => async () => {
    const answer = await api.get(path);
    if (answer.status !== 200)
      throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    return answer.ms;
  };
  const rareCode = must(dashboards[0]).code;
  const endpoints: Array<{ figure: string; request: (i: number) => Promise<number> }> = [
    {
      figure: "home: public, hasAvailable=true, limit=3",
      request: get("/api/khatms/public?hasAvailable=true&limit=3"),
    },
    { figure: "public list (default limit)", request: get("/api/khatms/public") },
    {
      figure: "public list, fully reserved (hasAvailable=false)",
      request: get("/api/khatms/public?hasAvailable=false"),
    },
    { figure: "search q=Barakah (common word)", request: get("/api/khatms/public?q=Barakah") },
    { figure: "search q=Nowhere (no match: whole table)", request: get("/api/khatms/public?q=Nowhere") },
    { figure: `search q=<a 6-digit code>`, request: get(`/api/khatms/public?q=${rareCode}`) },
    {
      figure: "dashboard: code lookup + juzs (sequential)",
      request: async (i) => {
        const { code } = must(dashboards[i % dashboards.length]);
        const lookup = await api.get(`/api/khatms/code/${code}`);
        if (lookup.status !== 200)
          throw new Error(`code lookup answered ${lookup.status}: ${JSON.stringify(lookup.body).slice(0, 200)}`);
        const juzs = await api.get(`/api/khatms/${lookup.body.id}/juzs`);
        if (juzs.status !== 200) throw new Error(`juzs answered ${juzs.status}`);
        return lookup.ms + juzs.ms;
      },
    },
    {
      figure: "  code lookup alone",
      request: async (i) => {
        const answer = await api.get(`/api/khatms/code/${must(dashboards[(i * 7) % dashboards.length]).code}`);
        if (answer.status !== 200) throw new Error(`code lookup answered ${answer.status}`);
        return answer.ms;
      },
    },
    {
      figure: "  juzs alone",
      request: async (i) => {
        const answer = await api.get(`/api/khatms/${must(dashboards[(i * 11) % dashboards.length]).id}/juzs`);
        if (answer.status !== 200) throw new Error(`juzs answered ${answer.status}`);
        return answer.ms;
      },
    },
  ];

  const rows: Row[] = [
    {
      bench: "scale",
      figure: "seeded local D1",
      value: `${counts.khatms.toLocaleString("en-US")} khatms (${counts.public.toLocaleString("en-US")} public), ${juzRows.toLocaleString("en-US")} juz rows`,
    },
  ];
  for (const endpoint of endpoints) {
    const summary = await time(samples, endpoint.request);
    rows.push({
      bench: "scale",
      figure: endpoint.figure,
      value: `p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)} (n=${summary.count})`,
      target: `p50 < ${P50_TARGET} ms, p99 < ${P99_TARGET} ms`,
      ok: summary.p50 < P50_TARGET && summary.p99 < P99_TARGET,
    });
  }
  for (const query of plans) {
    const usesIndex = query.plan.some((line) =>
      /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|USING PRIMARY KEY/.test(line),
    );
    // A search's bounded candidates (at most SEARCH_CANDIDATES rows of one term) are read in full, by design.
    const fullScan = query.plan.some((line) => /^SCAN (?!candidates)/.test(line));
    const sorts = query.plan.some((line) => /TEMP B-TREE/.test(line));
    rows.push({
      bench: "scale",
      figure: `  plan: ${query.label}`,
      value: query.plan.join("; "),
      target: "index, no table scan",
      ok: usesIndex && !fullScan && !sorts,
    });
  }
  return rows;
}
