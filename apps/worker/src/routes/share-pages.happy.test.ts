import type { Juz, Khatm } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, expectJson, freshIp, reserve } from "../../test/khatms";
import { must } from "../../test/must";
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
      expect(must(data).khatm.stats).toEqual({ available: 28, reserved: 2, completed: 0 });
      expect(
        must(data)
          .juzs.slice(0, 2)
          .map((juz) => [juz.status, juz.readerName]),
      ).toEqual([
        ["reserved", "Aisha"],
        ["reserved", "Aisha"],
      ]);
    });
  }

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
    expect(must(must(before.data).juzs[29]).status).toBe("available");
    expect(must(must(after.data).juzs[29]).status).toBe("reserved");
    expect(must(after.data).khatm.stats.reserved).toBe(1);
  });
});
