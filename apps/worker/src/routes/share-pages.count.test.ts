import { describe, expect, it } from "vitest";
import { freshIp, ORIGIN } from "../../test/khatms";
import { createCount, pledge, progress } from "../../test/pledges";
import { metaContent } from "../../test/preview-tags";
import { openSharePage } from "../../test/share-pages";

describe("a counted recitation's share page (issue 25)", () => {
  it("is painted by the worker with its progress, and its preview says how many are read", async () => {
    const khatm = await createCount(41);
    const mine = await pledge(khatm.id, 20);
    await expectOk(progress(mine.id, 12, { readerKey: mine.readerKey }));
    const { html } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });

    expect(metaContent(html, "og:description")).toBe("12 of 41 Surah Ya-Sin read. 21 still free to pledge.");
    expect(metaContent(html, "og:image:alt")).toBe("12 of 41 Surah Ya-Sin read");
    expect(metaContent(html, "og:image")).toBe(`${ORIGIN}/og/progress-9.png`);
    // The first HTML shows the count before any script runs.
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain("Surah Ya-Sin × 41");
    expect(body).toContain("12 / 41");
  });
});

async function expectOk(answer: Promise<Response>): Promise<void> {
  expect((await answer).status).toBe(200);
}
