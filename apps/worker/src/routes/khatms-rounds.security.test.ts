import type { SeriesRound } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, type Credentials, createKhatm, juzAction, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";

const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

describe("starting the next round", () => {
  it("is the proven creator's alone: readers, other users and a wrong typed e-mail get 403, nothing started", async () => {
    const readerEmail = uniqueEmail();
    const reader = await signedIn("round-reader");
    const khatm = await createKhatm();
    const held = await reserve(khatm.id, ALL.slice(0, 29), { readerEmail });
    const body = { juzNumbers: [30], readerName: "Yusuf" };
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve`, { token: reader.token, body }), 200);
    await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);
    const other = await signedIn("round-other");

    const attempts: Array<[string, Credentials, Record<string, unknown>]> = [
      ["nobody", {}, {}],
      ["the reader's key", { readerKey: held.readerKey }, {}],
      ["a reader's session", { token: reader.token }, {}],
      ["another user", { token: other.token }, {}],
      ["another user typing the creator's e-mail", { token: other.token }, { creatorEmail: khatm.creatorEmail }],
      ["the manage key with a wrong typed e-mail", khatm.creator, { creatorEmail: uniqueEmail("wrong") }],
    ];
    for (const [who, credentials, extra] of attempts) {
      const response = await api("POST", `/api/khatms/${khatm.id}/next-round`, {
        ...credentials,
        body: { mode: "rotate", ...extra },
      });
      expect(response.status, who).toBe(403);
      await expectError(response, 403);
    }
    const series = await expectJson<SeriesRound[]>(await api("GET", `/api/khatms/${khatm.id}/series`), 200);
    expect(series.map((round) => round.round)).toEqual([1]);
    expect((await mailTo(readerEmail)).filter((m) => m.subject.includes("Round 2"))).toHaveLength(0);
  });
});
