import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createKhatm, freshIp } from "../../test/khatms";
import { openSharePage } from "../../test/share-pages";

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const LOADER = /<script src="\/load-app\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"><\/script>\s*<\/body>/;

describe("a share page's scripts wait for its first paint", () => {
  it("moves the app's module script and preloads out of the head into /load-app.js, all of them", async () => {
    const appPage = await (await env.ASSETS.fetch("http://khatm.test/")).text();
    const entry = MODULE_SCRIPT.exec(appPage)?.[1];
    const preloads = [...appPage.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    expect(preloads.length).toBeGreaterThan(0);

    const khatm = await createKhatm();
    const { html } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(html).not.toMatch(MODULE_SCRIPT);
    expect(html).not.toMatch(MODULE_PRELOAD);
    const loader = LOADER.exec(html);
    expect(loader?.[1]).toBe(entry);
    expect(loader?.[2]?.split(" ")).toEqual(preloads);
    // The stylesheet stays in the head: the paint needs it.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">\s*<\/head>/);
  });

  it("ships /load-app.js with the app's static files", async () => {
    const response = await env.ASSETS.fetch("http://khatm.test/load-app.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(await response.text()).toContain("loader.dataset.entry");
  });
});
