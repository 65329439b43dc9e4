import type { Juz, Khatm } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, reserve } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { openSharePage } from "../../test/share-pages";

describe("GET /j/{code} and /n/{code}", () => {
  for (const page of ["j", "n"]) {
    it(`serves /${page}/{code} with the khatm and its juz as the API answers an anonymous visitor`, async () => {
      const khatm = await createKhatm({ name: "Khatm for Maryam", occasion: "Ramadan" });
      await reserve(khatm.id, [1, 2], { readerName: "Aisha" });

      const { data } = await openSharePage(`/${page}/${khatm.accessCode}`, { ip: freshIp() });

      const byCode = await expectJson<Khatm>(
        await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: freshIp() }),
        200,
      );
      const juzs = await expectJson<Juz[]>(await api("GET", `/api/khatms/${khatm.id}/juzs`), 200);
      expect(data).toEqual({ code: khatm.accessCode, khatm: byCode, juzs });
      expect(data?.khatm.stats).toEqual({ available: 28, reserved: 2, completed: 0 });
      expect(data?.juzs.slice(0, 2).map((juz) => [juz.status, juz.readerName])).toEqual([
        ["reserved", "Aisha"],
        ["reserved", "Aisha"],
      ]);
    });
  }

  for (const page of ["j", "n"]) {
    it(`paints /${page}/{code} in its HTML as a visitor sees it, with the app's header and footer`, async () => {
      const khatm = await createKhatm({ name: "Khatm for Maryam", occasion: "Ramadan" });
      await reserve(khatm.id, [1, 2], { readerName: "Aisha" });

      const { html, text } = await openSharePage(`/${page}/${khatm.accessCode}`, { ip: freshIp() });
      // In one piece in the raw HTML, as a crawler or a plain fetch reads it.
      expect(html).toContain(">Khatm for Maryam<");
      expect(html).toContain(">Juz 30<");

      expect(text).toMatch(/^Khatm /);
      expect(text).toContain("Khatm for Maryam Ramadan");
      expect(text).toContain(`Code: ${khatm.accessCode}`);
      expect(text).toMatch(/Khatm Progress 2 ?\/ ?30 juz reserved · 0 completed/);
      // The available juz as cards, all of them (juz 1 and 2 are reserved), the last one too.
      expect(text.match(/Juz \d+ /g)).toHaveLength(28);
      expect(text).toContain("Juz 30 An-Naba 1 - An-Nas 6 Available");
      expect(text).toMatch(/All rights reserved/);
    });
  }

  it("reads a code written in Arabic-Indic, Eastern Arabic-Indic or Bengali digits as the same code", async () => {
    const khatm = await createKhatm({ name: "Khatm for Maryam" });
    for (const zero of [0x0660, 0x06f0, 0x09e6]) {
      const code = [...khatm.accessCode].map((digit) => String.fromCharCode(zero + Number(digit))).join("");
      const { data } = await openSharePage(`/n/${encodeURIComponent(code)}`, { ip: freshIp() });
      expect(data?.code).toBe(khatm.accessCode);
      expect(data?.khatm.id).toBe(khatm.id);
    }
  });

  it("keeps the page's own headers and asks browsers not to reuse a copy without checking", async () => {
    const khatm = await createKhatm();
    const { response, data } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(data).not.toBeNull();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("ETag")).toBeNull();
    // From apps/web/public/_headers, as on every page of the app.
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("shows the juz as they are now, not as they were at an earlier load", async () => {
    const khatm = await createKhatm();
    const before = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    await reserve(khatm.id, [30]);
    const after = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(before.data?.juzs[29]?.status).toBe("available");
    expect(after.data?.juzs[29]?.status).toBe("reserved");
    expect(after.data?.khatm.stats.reserved).toBe(1);
  });
});
