/**
 * Issue 24's share page of a 604-page khatm beside a juz khatm's, on the same server: the first HTML of /j/{code}
 * (its size, the painted part and the khatm's data for hydration apart; it must show 30 groups by juz, not 604
 * cards), and the worker's render of it, CPU p50 (target <= 10 ms, like a juz page's), with the ratio between them.
 */
import { type ContentionOptions, mixedOperations, PAGE_KHATM, sameJuzRace } from "./contention";
import { RENDER_P50_TARGET_MS, renderSamples, sharePageData } from "./first-html";
import type { Api } from "./lib/api";
import type { Row } from "./lib/report";
import { kb, ms } from "./lib/stats";

const ROOT = /<div id="root">(.*?)<\/div>\s*(?:<script|<\/body>)/s;

/** A public khatm of `division` with `numbers` reserved by one reader; its access code. */
export async function landing(api: Api, division: "juz" | "page", numbers: number[]) {
  const made = await api.post<{ id: string; accessCode: string }>("/api/khatms", {
    name: `Bench ${division} khatm`,
    occasion: null,
    creatorName: "Bench Organiser",
    creatorEmail: `divisions-${division}@bench.local`,
    isPublic: true,
    division,
  });
  if (made.status !== 201 || typeof made.body === "string") throw new Error(`create: ${made.status}`);
  const khatm = made.body as { id: string; accessCode: string };
  await api.post(`/api/khatms/${khatm.id}/reserve`, {
    partNumbers: numbers,
    readerName: "Aisha",
    readerEmail: `aisha-${division}@bench.local`,
  });
  return khatm.accessCode;
}

async function page(origin: string, code: string) {
  const html = await (await fetch(`${origin}/j/${code}`)).text();
  const { json, data } = sharePageData(html);
  if (!data) throw new Error(`/j/${code} came without its khatm`);
  return { html, data, painted: ROOT.exec(html)?.[1]?.length ?? 0, json: json.length };
}

/** Contention on a 604-page khatm: 200 racers for one page, then the mixed operations, replayed from the log. */
export async function runPageContention(options: ContentionOptions): Promise<Row[]> {
  const race = await sameJuzRace(options.api, options.racers ?? 200, PAGE_KHATM);
  return [...race, ...(await mixedOperations(options, PAGE_KHATM))];
}

export async function runDivisions(options: { api: Api }): Promise<Row[]> {
  const { origin } = options.api;
  const juz = await page(origin, await landing(options.api, "juz", [1, 2, 3]));
  const pages = await page(origin, await landing(options.api, "page", [1, 2, 3, 4, 5]));
  const cards = (pages.html.match(/data-testid="juz-\d+"/g) ?? []).length;
  const groups = (pages.html.match(/data-testid="part-group-\d+"/g) ?? []).length;
  const sizes = (p: typeof juz) => `${kb(p.html.length)} (painted ${kb(p.painted)}, data ${kb(p.json)})`;
  const juzCpu = await renderSamples(origin, "juz", juz.data);
  const pageCpu = await renderSamples(origin, "page", pages.data);
  return [
    {
      bench: "divisions",
      figure: "604-page khatm's /j/{code} first HTML",
      value: `${sizes(pages)}; ${groups} groups, ${cards} cards painted; juz khatm's ${sizes(juz)}`,
      target: "groups, not 604 cards",
      ok: groups === 30 && cards === 0,
    },
    {
      bench: "divisions",
      figure: "worker's render of a 604-page khatm's share page, CPU",
      value:
        `p50 ${ms(pageCpu.cpu.p50)}, p99 ${ms(pageCpu.cpu.p99)}; juz khatm's p50 ${ms(juzCpu.cpu.p50)} ` +
        `(x${(pageCpu.cpu.p50 / juzCpu.cpu.p50).toFixed(2)})`,
      target: `p50 <= ${RENDER_P50_TARGET_MS} ms`,
      ok: pageCpu.cpu.p50 <= RENDER_P50_TARGET_MS,
    },
  ];
}
