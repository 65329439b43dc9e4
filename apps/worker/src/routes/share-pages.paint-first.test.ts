import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createKhatm, freshIp } from "../../test/khatms";
import { openSharePage } from "../../test/share-pages";

const AFTER_PAINT = [
  /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/,
  /<link rel="modulepreload" crossorigin href="[^"]+">/,
  /<link rel="manifest" href="\/manifest\.webmanifest">/,
];
const ANY_AFTER_PAINT = new RegExp(AFTER_PAINT.map((pattern) => pattern.source).join("|"), "g");
const TEMPLATE =
  /<template id="after-first-paint">(.*?)<\/template><script src="\/load-app\.js" defer><\/script>\s*<\/body>/s;

/** The elements as written, without the self-closing slash Vite's page has and the worker's copy does not. */
const normalise = (html: string) => html.replace(/\s*\/>/g, ">");

describe("a share page's scripts and manifest wait for its first paint", () => {
  it("moves every one of them from the head into the template /load-app.js puts back", async () => {
    const appPage = normalise(await (await env.ASSETS.fetch("http://khatm.test/")).text());
    // In the order Vite wrote them, one of each kind at least.
    const expected = [...appPage.matchAll(ANY_AFTER_PAINT)].map((match) => match[0]);
    for (const pattern of AFTER_PAINT) expect(expected.some((element) => pattern.test(element))).toBe(true);

    const khatm = await createKhatm();
    const { html } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    const head = normalise(html.slice(0, html.indexOf("</head>")));
    for (const pattern of AFTER_PAINT) expect(head).not.toMatch(pattern);
    const template = normalise(TEMPLATE.exec(html)?.[1] ?? "");
    expect(template).toBe(expected.join(""));
    // The stylesheet stays in the head: the paint needs it.
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">\s*$/);
  });

  it("ships /load-app.js with the app's static files", async () => {
    const response = await env.ASSETS.fetch("http://khatm.test/load-app.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(await response.text()).toContain('getElementById("after-first-paint")');
  });
});
