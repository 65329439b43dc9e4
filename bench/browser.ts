/**
 * The share-link landing on a phone, in Debian's Chromium through playwright-core: for /, /j/{code} and /n/{code}, the
 * JavaScript and CSS a first-time visitor downloads (each file gzipped here, as a CDN would send it), and the API
 * round trips made before the juz grid shows. Then /j/{code} in each locale (?lang=xx): its JavaScript, and which
 * catalogue chunks (/assets/{locale}-{hash}.js) it fetched: its own only (issue 16).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { must } from "@khatm/test-support";
import { type Browser, chromium, devices } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../e2e/support/chromium";
import { AVAILABLE_LOCALES } from "../packages/i18n/src/locales";
import { juzSurahRange } from "../packages/juz-table/src/index";
import { RESULTS_DIR } from "./lib/paths";
import type { Row } from "./lib/report";
import { kb } from "./lib/stats";

const ROUND_TRIP_TARGET = 2;
const IMMUTABLE = "public, max-age=31536000, immutable";

interface PageLoad {
  path: string;
  jsGzip: number;
  jsRaw: number;
  jsFiles: number;
  cssGzip: number;
  cssRaw: number;
  transferred: number;
  apiBeforeGrid: string[] | null;
  gridMs: number | null;
  /** Cache-Control of each hashed file under /assets/. */
  assetCaching: string[];
  files: Array<{ url: string; raw: number; gzip: number }>;
}

/** `gridText`: a text of the grid's last juz (its surah range in the page's language) to wait for, if any. */
async function loadPage(browser: Browser, origin: string, path: string, gridText: string | null): Promise<PageLoad> {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const assets: Array<Promise<{ url: string; type: string; raw: number; gzip: number; transferred: number }>> = [];
  const assetCaching = new Set<string>();
  const apiCalls: Array<{ url: string; at: number }> = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/"))
      apiCalls.push({ url: `${request.method()} ${new URL(request.url()).pathname}`, at: performance.now() });
  });
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (new URL(response.url()).pathname.startsWith("/assets/"))
      assetCaching.add(response.headers()["cache-control"] ?? "(none)");
    if (type !== "script" && type !== "stylesheet") return;
    assets.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          type,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      })(),
    );
  });
  const started = performance.now();
  await page.goto(origin + path, { waitUntil: "domcontentloaded" });
  let apiBeforeGrid: string[] | null = null;
  let gridMs: number | null = null;
  if (gridText) {
    // The last juz's surah range is on its card, never on a loading placeholder: the grid is there when it shows.
    await page.getByText(gridText, { exact: false }).first().waitFor({ state: "visible", timeout: 30_000 });
    const shown = performance.now();
    gridMs = shown - started;
    apiBeforeGrid = apiCalls.filter((call) => call.at <= shown).map((call) => call.url);
  }
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  const files = await Promise.all(assets);
  await context.close();
  const sum = (type: string, key: "raw" | "gzip") =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
  return {
    path,
    jsGzip: sum("script", "gzip"),
    jsRaw: sum("script", "raw"),
    jsFiles: files.filter((file) => file.type === "script").length,
    cssGzip: sum("stylesheet", "gzip"),
    cssRaw: sum("stylesheet", "raw"),
    transferred: files.reduce((total, file) => total + file.transferred, 0),
    apiBeforeGrid,
    gridMs,
    assetCaching: [...assetCaching],
    files: files.map(({ url, raw, gzip }) => ({ url, raw, gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

export async function runBrowser(options: { origin: string; code: string }): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  const rows: Row[] = [];
  try {
    const loads = [
      await loadPage(browser, options.origin, "/", null),
      await loadPage(browser, options.origin, `/j/${options.code}`, juzSurahRange(30)),
      await loadPage(browser, options.origin, `/n/${options.code}`, juzSurahRange(30)),
    ];
    for (const load of loads) {
      rows.push({
        bench: "web",
        figure: `JS for ${load.path.replace(options.code, "{code}")} (gzip)`,
        // Reported, not budgeted (issue 13): a share link's content comes with its HTML, not with its scripts.
        value: `${kb(load.jsGzip)} in ${load.jsFiles} files (${kb(load.jsRaw)} raw)`,
      });
      rows.push({
        bench: "web",
        figure: `  CSS (gzip)`,
        value: `${kb(load.cssGzip)} (${kb(load.cssRaw)} raw); on the wire JS+CSS ${kb(load.transferred)}`,
      });
      if (load.apiBeforeGrid) {
        rows.push({
          bench: "web",
          figure: `  API round trips before the juz grid shows`,
          value: `${load.apiBeforeGrid.length} (${
            load.apiBeforeGrid
              .map((call) =>
                call.replace(options.code, "{code}").replace(/\/api\/khatms\/(?!code\/)[^/]+/, "/api/khatms/{id}"),
              )
              .join(", ") || "the page came with its khatm"
          }); grid after ${Math.round(must(load.gridMs))} ms`,
          target: `≤ ${ROUND_TRIP_TARGET}`,
          ok: load.apiBeforeGrid.length <= ROUND_TRIP_TARGET,
        });
      }
    }
    writeFileSync(
      join(RESULTS_DIR, "web-files.json"),
      JSON.stringify(
        loads.map(({ path, files }) => ({ path, files })),
        null,
        2,
      ),
    );
    rows.push(...(await localeRows(browser, options)));
    const caching = [...new Set(loads.flatMap((load) => load.assetCaching))];
    rows.push({
      bench: "web",
      figure: "Cache-Control of hashed /assets/*",
      value: caching.join(" / "),
      target: IMMUTABLE,
      ok: caching.length === 1 && caching[0] === IMMUTABLE,
    });
  } finally {
    await browser.close();
  }
  return rows;
}

const CATALOGUE_CHUNK = new RegExp(`^/assets/(${AVAILABLE_LOCALES.join("|")})-[\\w-]+\\.js$`);

/** /j/{code} in each locale: its JavaScript, and the catalogue chunks it fetched (only its own, as the target). */
async function localeRows(browser: Browser, options: { origin: string; code: string }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const locale of AVAILABLE_LOCALES) {
    const load = await loadPage(
      browser,
      options.origin,
      `/j/${options.code}?lang=${locale}`,
      juzSurahRange(30, locale),
    );
    const catalogues = load.files.filter((file) => CATALOGUE_CHUNK.test(file.url));
    const loaded = catalogues.map((file) => CATALOGUE_CHUNK.exec(file.url)?.[1]);
    const own = catalogues.find((file) => file.url.startsWith(`/assets/${locale}-`));
    rows.push({
      bench: "web",
      figure: `JS for /j/{code}?lang=${locale} (gzip): all / its catalogue chunk`,
      value: `${kb(load.jsGzip)} in ${load.jsFiles} files / ${own ? kb(own.gzip) : "none"}; catalogues: ${loaded.join(", ")}`,
      target: `${locale} only`,
      ok: loaded.length === 1 && loaded[0] === locale,
    });
  }
  return rows;
}
