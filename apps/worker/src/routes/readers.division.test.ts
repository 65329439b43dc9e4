import type { ReaderJuz } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, createKhatm, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";

describe("GET /api/readers/{email}/juzs across divisions", () => {
  it("names a page khatm's division with each of its rows, and leaves a juz khatm's as the spec's", async () => {
    const amina = await signedIn("amina");
    const pages = await createKhatm({ name: "Pages", division: "page" });
    const juz = await createKhatm({ name: "Juz" });
    await reserve(pages.id, [300], { readerEmail: amina.email, readerName: "Amina" });
    await reserve(juz.id, [5], { readerEmail: amina.email, readerName: "Amina" });
    await syncEveryIndex();
    const rows = await expectJson<ReaderJuz[]>(
      await api("GET", `/api/readers/${encodeURIComponent(amina.email)}/juzs?_t=1`, { token: amina.token }),
      200,
    );
    const byName = (name: string) => must(rows.find((row) => row.khatm.name === name));
    expect(byName("Pages").number).toBe(300);
    expect(byName("Pages").khatm).toEqual({
      id: pages.id,
      name: "Pages",
      accessCode: pages.accessCode,
      division: "page",
    });
    expect(byName("Juz").khatm).toEqual({ id: juz.id, name: "Juz", accessCode: juz.accessCode });
  });
});
