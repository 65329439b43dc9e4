import type { Juz } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, type Credentials, createKhatm, listJuzs, reserve, signedIn } from "../../test/khatms";
import { expectError, stats } from "../../test/observe";

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
