import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createKhatm, uniqueEmail } from "../../test/khatms";
import { expectError } from "../../test/observe";
import { advanceDeliveryClock, crashObject, effectRows, runAlarm } from "../../test/provider";
import { nextRoundWhileIndexRefuses } from "../../test/rounds";

describe("the next round is one step", () => {
  it("is finished by a new instance of the object after a crash between the claim and the round, and made once", async () => {
    const khatm = await createKhatm();
    await nextRoundWhileIndexRefuses(khatm, uniqueEmail(), () => crashObject(khatm.id));
    // The claim and the round's effect were one transaction: the claim stands, the round waits in the outbox.
    const pending = (await effectRows(khatm.id)).filter((row) => row.intent.kind === "nextRound");
    expect(pending.map((row) => row.outcome)).toEqual([null]);
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "invite" } }),
      409,
    );

    await advanceDeliveryClock(khatm.id, 60 * 60_000);
    expect(await runAlarm(khatm.id)).toBe(true);
    await advanceDeliveryClock(khatm.id, 60 * 60_000);
    await runAlarm(khatm.id);
    const rounds = await env.DB.prepare("SELECT id, round FROM khatms WHERE series_id = ?").bind(khatm.id).all();
    expect(rounds.results).toEqual([{ id: pending[0]?.intent.claim.nextId, round: 2 }]);
    const done = (await effectRows(khatm.id)).filter((row) => row.intent.kind === "nextRound");
    expect(done.map((row) => row.outcome)).toEqual(["sent"]);
    // Its invitation went out with it, once.
    const invitations = (await effectRows(khatm.id)).filter(
      (row) => row.intent.kind === "mail" && row.intent.mail.type === "roundInvitation",
    );
    expect(invitations.map((row) => row.outcome)).toEqual(["sent"]);
  });
});
