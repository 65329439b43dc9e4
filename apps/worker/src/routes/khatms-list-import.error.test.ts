import type { ListImportResponse } from "@khatm/schema";
import { PASTED_LIST_MAX_CHARS } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { api, createKhatm, listJuzs, reserve, type TestKhatm } from "../../test/khatms";
import { expectError, expectJson, stats } from "../../test/observe";

const importList = (khatm: TestKhatm, body: unknown) =>
  api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body });

describe("POST /api/khatms/{id}/list-import refusals", () => {
  it("answers 409 naming the juz another reader holds, and applies nothing of the list", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [3], { readerName: "Zainab" });
    await reserve(khatm.id, [5], { readerName: "Hamza" });
    const text = "1. Ahmed ✅\n2. Fatima\n3. Omar\n4. Bilal\n5. Yusuf";
    const message = await expectError(await importList(khatm, { text, apply: true }), 409);
    expect(message).toBe("Another reader holds Juz 3 and 5. Change the list or the board, then apply it again.");
    expect(await stats(khatm)).toEqual({ available: 28, reserved: 2, completed: 0 });
    const names = (await listJuzs(khatm.id)).map((juz) => juz.readerName).filter(Boolean);
    expect(names).toEqual(["Zainab", "Hamza"]);
    // Reading the same list is not refused: the creator sees first which juz stand in the way.
    const read = await expectJson<ListImportResponse>(await importList(khatm, { text, apply: false }), 200);
    expect(read.held).toEqual([3, 5]);
    expect(read.rows).toHaveLength(5);
  });

  it("answers 400 {error, message, field} to more than 10,000 characters or 1,000 lines", async () => {
    const khatm = await createKhatm();
    const long = await expectJson(
      await importList(khatm, { text: "x".repeat(PASTED_LIST_MAX_CHARS + 1), apply: false }),
      400,
    );
    expect(long).toEqual({
      error: "BAD_REQUEST",
      message: "The pasted text must be at most 10,000 characters",
      field: "text",
    });
    // Arabic script takes two bytes a character: a list just under the limit is read, not refused as too large.
    const arabic = "١. أحمد\n".repeat(1_000).slice(0, PASTED_LIST_MAX_CHARS - 100);
    await expectError(await importList(khatm, { text: arabic, apply: false }), 400, "at most 1,000 lines");
    const lines = await expectJson(await importList(khatm, { text: "\n".repeat(1_000), apply: false }), 400);
    expect(lines).toMatchObject({ message: "The pasted text must be at most 1,000 lines", field: "text" });
    const near = "١. أحمد ✅\n".repeat(900);
    await expectJson<ListImportResponse>(await importList(khatm, { text: near, apply: false }), 200);
  });

  it("answers 400 to a missing text or apply, and 404 for an unknown khatm", async () => {
    const khatm = await createKhatm();
    await expectError(await importList(khatm, { apply: true }), 400, "text");
    await expectError(await importList(khatm, { text: "1. Ahmed" }), 400, "apply must be true or false");
    await expectError(await importList(khatm, { text: "1. Ahmed", apply: "yes" }), 400);
    const unknown = api("POST", "/api/khatms/no-such-khatm/list-import", {
      ...khatm.creator,
      body: { text: "1. Ahmed", apply: false },
    });
    await expectError(await unknown, 404);
  });
});
