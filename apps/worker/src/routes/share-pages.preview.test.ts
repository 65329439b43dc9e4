import { describe, expect, it } from "vitest";
import { createKhatm, freshIp, juzAction, khatmWithReader, ORIGIN, reserve } from "../../test/khatms";
import { metaContent, metaContents, titles } from "../../test/preview-tags";
import { openSharePage } from "../../test/share-pages";

describe("share-link pages: link previews", () => {
  for (const page of ["j", "n"]) {
    it(`/${page}/{code} names the khatm, its state in words and the image of its count, early in the head`, async () => {
      const khatm = await createKhatm({ name: "Khatm for Maryam", occasion: "Ramadan" });
      await reserve(khatm.id, [1, 2]);
      const path = `/${page}/${khatm.accessCode}`;
      const { html } = await openSharePage(path, { ip: freshIp() });

      expect(titles(html)).toEqual(["Khatm for Maryam · Khatm"]);
      const description = "Ramadan · 28 of 30 juz still open: reserve one and read along. 2 reserved, 0 completed.";
      expect(metaContent(html, "description")).toBe(description);
      expect(metaContent(html, "og:title")).toBe("Khatm for Maryam");
      expect(metaContent(html, "og:description")).toBe(description);
      expect(metaContent(html, "og:url")).toBe(`${ORIGIN}${path}`);
      expect(metaContent(html, "og:type")).toBe("website");
      expect(metaContent(html, "og:site_name")).toBe("Khatm");
      expect(metaContent(html, "og:locale")).toBe("en_US");
      expect(metaContent(html, "og:image")).toBe(`${ORIGIN}/og/progress-2.png`);
      expect([metaContent(html, "og:image:width"), metaContent(html, "og:image:height")]).toEqual(["1200", "630"]);
      expect(metaContent(html, "og:image:alt")).toBe("Progress of Khatm for Maryam: 2 of 30 juz reserved");
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      // Before the stylesheets and scripts: crawlers read only the start of a page.
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.indexOf('property="og:image"')).toBeGreaterThan(0);
      expect(head.indexOf('property="og:image"')).toBeLessThan(head.search(/<script|<link rel="stylesheet"/));
    });
  }

  it("says when every juz has a reader, and when the khatm is completed", async () => {
    const khatm = await createKhatm({ name: "Family khatm" });
    const all = Array.from({ length: 30 }, (_, i) => i + 1);
    const reader = await reserve(khatm.id, all);
    await juzAction(khatm.id, 1, "complete", { juzNumbers: [1, 2, 3] }, { readerKey: reader.readerKey });
    const reserved = (await openSharePage(`/n/${khatm.accessCode}`, { ip: freshIp() })).html;
    expect(metaContent(reserved, "og:description")).toBe("Fully reserved: every juz has a reader, 3 of 30 completed.");
    expect(metaContent(reserved, "og:image")).toBe(`${ORIGIN}/og/progress-30.png`);

    await juzAction(khatm.id, 4, "complete", { juzNumbers: all.slice(3) }, { readerKey: reader.readerKey });
    const completed = (await openSharePage(`/n/${khatm.accessCode}`, { ip: freshIp() })).html;
    expect(metaContent(completed, "og:description")).toBe("Completed: all 30 juz have been read.");
  });

  it("escapes a hostile name and occasion in every tag", async () => {
    const name = `"><script>alert('og')</script><meta property="og:title" content="spoof`;
    const occasion = "<img src=x onerror=alert(1)> & '";
    const khatm = await createKhatm({ name, occasion });
    const { html } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(metaContent(html, "og:title")).toBe(name);
    expect(metaContent(html, "twitter:title")).toBe(name);
    expect(metaContent(html, "og:description")).toMatch(
      /^<img src=x onerror=alert\(1\)> & ' · 30 of 30 juz still open/,
    );
    expect(titles(html)).toEqual([
      "&quot;&gt;&lt;script&gt;alert(&#39;og&#39;)&lt;/script&gt;&lt;meta property=&quot;og:title&quot; content=&quot;spoof · Khatm",
    ]);
    // The app's module (set aside until the first paint), its loader and the data.
    expect(html.match(/<script/gi)).toHaveLength(3);
    expect(html).not.toContain("<img");
  });

  it("carries no e-mail or key in its tags, even for the creator", async () => {
    const { khatm, reader } = await khatmWithReader([5], { readerEmail: "preview-reader@example.org" });
    const { html } = await openSharePage(`/n/${khatm.accessCode}`, {
      ip: freshIp(),
      headers: { "X-Manage-Key": khatm.manageKey, "X-Reader-Key": reader.readerKey },
    });
    const head = html.slice(0, html.indexOf("</head>"));
    for (const secret of [khatm.creatorEmail, "preview-reader@example.org", khatm.manageKey, reader.readerKey])
      expect(head).not.toContain(secret);
    expect(metaContent(html, "og:url")).toBe(`${ORIGIN}/n/${khatm.accessCode}`);
  });

  it("keeps the site's card, and no khatm's, for an unknown code", async () => {
    const { html, data } = await openSharePage("/j/000000", { ip: freshIp() });
    expect(data).toBeNull();
    expect(titles(html)).toEqual(["Khatm: read the whole Qur'an together"]);
    expect(metaContents(html, "og:title")).toEqual(["Khatm: read the whole Qur'an together"]);
    expect(metaContent(html, "og:image")).toMatch(/\/og\/site\.png$/);
    expect(metaContents(html, "og:url")).toEqual([]);
  });
});
