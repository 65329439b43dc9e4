import type { Juz, ListImportResponse } from "@khatm/schema";
import { PASTED_LIST_MAX_LINES } from "@khatm/schema/rules";
import { HOSTILE_LISTS } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, type Credentials, createKhatm, listJuzs, reserve, signedIn } from "../../test/khatms";
import { expectError, expectJson, stats } from "../../test/observe";

describe("POST /api/khatms/{id}/list-import is the proven creator's only", () => {
  it("refuses a stranger, a reader and another signed-in person (403), reading or applying, changing nothing", async () => {
    const khatm = await createKhatm();
    const reader = await reserve(khatm.id, [9], { readerName: "Aisha" });
    const someone = await signedIn("someone");
    const others: Credentials[] = [
      {},
      { readerKey: reader.readerKey },
      { token: someone.token },
      { manageKey: "x".repeat(43) },
    ];
    for (const credentials of others) {
      for (const apply of [false, true]) {
        const response = await api("POST", `/api/khatms/${khatm.id}/list-import`, {
          ...credentials,
          body: { text: "1. Mallory\n9. Mallory ✅", apply },
        });
        await expectError(response, 403, "Only the creator of this Khatm can import a list.");
      }
    }
    expect(await stats(khatm)).toEqual({ available: 29, reserved: 1, completed: 0 });
    expect((await listJuzs(khatm.id)).find((juz: Juz) => juz.number === 9)?.readerName).toBe("Aisha");
  });
});

describe("POST /api/khatms/{id}/list-import reads a hostile list at once (issue 40)", () => {
  // Each of these pinned the worker at 100% CPU for longer than a test's timeout before the parser was made linear.
  it.each(HOSTILE_LISTS)(
    "previews '$name' (10,000 characters), and the khatm answers at once afterwards",
    async ({ text }) => {
      const khatm = await createKhatm();
      const response = await api("POST", `/api/khatms/${khatm.id}/list-import`, {
        ...khatm.creator,
        body: { text, apply: false },
      });
      if (text.split(/\r\n|[\n\r\u0085\u2028\u2029]/).length > PASTED_LIST_MAX_LINES)
        await expectError(response, 400, "at most 1,000 lines");
      else {
        const { rows } = await expectJson<ListImportResponse>(response, 200);
        for (const { readerName } of rows) expect(readerName ?? "").not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      }
      expect((await api("GET", `/api/khatms/${khatm.id}`)).status).toBe(200);
      expect(await stats(khatm)).toEqual({ available: 30, reserved: 0, completed: 0 });
    },
  );
});
