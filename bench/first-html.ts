/**
 * What a share link's first HTML holds, before any script runs: /j/{code} and /n/{code} fetched raw must carry the
 * khatm's name and 'Juz 30' (the worker painted the page, apps/web/src/ssr/render-page.tsx). And what painting costs
 * the worker: the renderer the worker imports (apps/worker/src/web-ssr/render-page.js, the same module and V8 as workerd),
 * timed here in Node on the page's own data, first call and then many. Workers bill CPU time; this is most of it.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { partSurahRange } from "../packages/juz-table/src/index";
import {
  type PackedSharePageData,
  SHARE_PAGE_DATA_ELEMENT_ID,
  type SharePageData,
  unpackSharePageData,
} from "../packages/schema/src/share-page";
import { ROOT } from "./lib/paths";
import type { Row } from "./lib/report";
import { kb, ms, summarise } from "./lib/stats";

const RENDERS = 100;
export const RENDER_P50_TARGET_MS = 10;

const DATA_ELEMENT = new RegExp(
  `<script id="${SHARE_PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  "s",
);

/** A share page's data element as sent (`json`) and as the app reads it (free parts written out again). */
export function sharePageData(html: string): { json: string; data: SharePageData | null } {
  const json = DATA_ELEMENT.exec(html)?.[1] ?? "";
  if (!json) return { json, data: null };
  return { json, data: unpackSharePageData(JSON.parse(json) as PackedSharePageData, partSurahRange) };
}

export async function runFirstHtml(options: { origin: string; code: string }): Promise<Row[]> {
  const rows: Row[] = [];
  let data: SharePageData | null = null;
  for (const page of ["j", "n"]) {
    const html = await (await fetch(`${options.origin}/${page}/${options.code}`)).text();
    data = sharePageData(html).data;
    const name = data?.khatm.name ?? "(the page came without its khatm)";
    const has = { name: html.includes(escapeHtml(name)), juz30: />Juz 30</.test(html) };
    rows.push({
      bench: "web",
      figure: `content in /${page}/{code}'s first HTML`,
      value: `${kb(html.length)} HTML; "${name}": ${has.name ? "yes" : "no"}, 'Juz 30': ${has.juz30 ? "yes" : "no"}`,
      target: "name and Juz 30",
      ok: has.name && has.juz30,
    });
  }
  if (data) rows.push(await renderCost(options.origin, options.code, data));
  return rows;
}

export async function renderCost(origin: string, code: string, data: SharePageData): Promise<Row> {
  const { cpu, wall, first } = await renderSamples(origin, code, data);
  const p50 = cpu.p50;
  return {
    bench: "web",
    figure: "worker's render of a share page (Node, same module), CPU",
    value:
      `p50 ${ms(cpu.p50)}, p99 ${ms(cpu.p99)} (n=${RENDERS}; wall p50 ${ms(wall.p50)}); ` +
      `first call ${ms(first.cpu)} CPU`,
    target: `p50 < ${RENDER_P50_TARGET_MS} ms`,
    ok: p50 < RENDER_P50_TARGET_MS,
  };
}

/** The worker's renderer timed on `data` in Node: the first call, then RENDERS calls' CPU and wall time. */
export async function renderSamples(origin: string, code: string, data: SharePageData) {
  // Workers name their global `self` too, and a library in the module reads it; Node does not.
  (globalThis as { self?: typeof globalThis }).self ??= globalThis;
  const renderer = pathToFileURL(join(ROOT, "apps/worker/src/web-ssr/render-page.js")).href;
  const { renderPage } = (await import(renderer)) as typeof import("../apps/web/ssr");
  // A share page reads nothing from the API: its data comes with it.
  const api = { origin, fetch: () => Promise.reject(new Error("a share page's render asked the API")) };
  const url = `${origin}/j/${code}`;
  // CPU time, as Workers bill it: on a shared machine the wall clock also counts the waits for a core.
  const cpuMs = async () => {
    const started = process.cpuUsage();
    const wall = performance.now();
    await renderPage(url, "en", { sharePage: data, api });
    const { user, system } = process.cpuUsage(started);
    return { cpu: (user + system) / 1000, wall: performance.now() - wall };
  };
  const first = await cpuMs();
  const samples: Array<{ cpu: number; wall: number }> = [];
  for (let i = 0; i < RENDERS; i++) samples.push(await cpuMs());
  return {
    first,
    cpu: summarise(samples.map((sample) => sample.cpu)),
    wall: summarise(samples.map((sample) => sample.wall)),
  };
}

/** As React writes text: the name must be there as a visitor reads it. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
