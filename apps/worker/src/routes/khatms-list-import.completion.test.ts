import type { Khatm } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { effectRows } from "../../test/provider";

describe("POST /api/khatms/{id}/list-import completing every part", () => {
  it("completes a surah khatm when its list marks all 114 surahs read", async () => {
    const khatm = await createKhatm({ division: "surah" });
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/list-import`, {
        ...khatm.creator,
        body: { text: "1-114 Ali ✅", apply: true },
      }),
      200,
    );
    const after = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`, khatm.creator), 200);
    expect(after.stats).toEqual({ available: 0, reserved: 0, completed: 114 });
    expect(after.completion).not.toBeNull();
    // The creator's milestone e-mail is written, as for a juz khatm at its 30th juz (the listed reader has no e-mail).
    // (Its push, which repeats it to the creator's devices, is an effect of its own.)
    const mails = (await effectRows(khatm.id))
      .filter((row) => row.intent.kind === "mail")
      .map((row) => JSON.stringify(row.intent));
    expect(mails.filter((intent) => intent.includes('"type":"fullyCompleted"'))).toHaveLength(1);
  });
});
