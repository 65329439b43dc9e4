import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CallOptions } from "../../test/auth";
import { api, createKhatm, freshIp, reserve, signedIn } from "../../test/khatms";
import { expectError } from "../../test/observe";
import { openSharePage } from "../../test/share-pages";
import { configuredLimit } from "../lib/rate-limit";

describe("share-link pages: privacy and abuse", () => {
  it("never carries an e-mail, a key or a grant, whoever opens the page", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator });
    const reader = await reserve(khatm.id, [1], { readerEmail: "hafsa-share-page@example.org" });
    const credentialed: CallOptions[] = [
      {},
      { token: creator.token },
      { headers: { "X-Manage-Key": khatm.manageKey } },
      { headers: { "X-Reader-Key": reader.readerKey } },
    ];
    for (const credentials of credentialed) {
      const { html, data } = await openSharePage(`/n/${khatm.accessCode}`, { ...credentials, ip: freshIp() });
      expect(data?.khatm.viewerIsCreator).toBe(false);
      expect(data?.juzs[0]?.viewerIsReader).toBe(false);
      expect(html).not.toContain(creator.email);
      expect(html).not.toContain("hafsa-share-page@example.org");
      expect(html).not.toContain(khatm.manageKey);
      expect(html).not.toContain(reader.readerKey);
      expect(html).not.toMatch(/hash|grant/i);
    }
  });

  it("keeps a name or occasion from ending the data element or adding markup, in the data and in the painted page", async () => {
    const name = '</script><script>alert("name")</script><!--';
    const occasion = "<img src=x onerror=alert(1)> & </SCRIPT >";
    const khatm = await createKhatm({ name, occasion });
    const { html, data, text } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(data?.khatm.name).toBe(name);
    // Painted as text: shown as typed, never read as markup.
    expect(text).toContain(`${name} ${occasion}`);
    expect(data?.khatm.occasion).toBe(occasion);
    // The page's scripts: the app's module (set aside until the first paint), its loader and the data, nothing else.
    expect(html.match(/<script/gi)).toHaveLength(3);
    expect(html).not.toContain("<img");
  });

  it("counts each page against the address's code lookups, then serves the page without the khatm", async () => {
    const ip = freshIp();
    const khatm = await createKhatm();
    const { limit } = configuredLimit(env, "codeLookupPerIp");
    for (let i = 0; i < limit; i++) {
      const { data } = await openSharePage(`/${i % 2 ? "j" : "n"}/${i % 3 ? khatm.accessCode : "999999"}`, { ip });
      if (i % 3) expect(data, `page ${i}`).not.toBeNull();
    }
    expect((await openSharePage(`/j/${khatm.accessCode}`, { ip })).data).toBeNull();
    // The API's lookup shares the allowance.
    await expectError(await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip }), 429);
    expect((await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() })).data).not.toBeNull();
  });
});
