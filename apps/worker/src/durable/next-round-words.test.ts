import { describe, it } from "vitest";
import { api, createKhatm } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("the next round before the khatm is complete", () => {
  it("is refused in a page khatm's words: all 604 pages", async () => {
    const khatm = await createKhatm({ division: "page" });
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "invite" } }),
      409,
      "The next round can start once all 604 pages are completed.",
    );
  });

  it("is refused in the spec's words for a juz khatm", async () => {
    const khatm = await createKhatm();
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "invite" } }),
      409,
      "The next round can start once all 30 juz are completed.",
    );
  });
});
