import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { breakIndex, indexedKhatm, repairIndex } from "../../test/khatm-state";
import { api, createKhatm, uniqueEmail } from "../../test/khatms";
import { expectError, mailTo } from "../../test/observe";
import {
  advanceDeliveryClock,
  effectRows,
  providerMailbox,
  reserveInObject,
  runAlarm,
  sendThroughProvider,
} from "../../test/provider";
import { nextRoundWhileIndexRefuses } from "../../test/rounds";
import { limiterOf } from "../lib/rate-limit";
import { addressHash } from "../lib/signed-links";
import { khatmCoordinator } from "./khatm-object";
import { type RateLimitWindow, windowKey } from "./rate-limiter";

const hasStorage = (khatmId: string) =>
  runInDurableObject(
    khatmCoordinator(env, khatmId),
    (_instance, state) =>
      state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'khatm'").toArray().length >
      0,
  );

const removal = (khatm: { id: string; creatorEmail: string }) =>
  `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`;

describe("deleting a khatm with effects still to deliver", () => {
  it("drops the e-mails about the deleted khatm, sends none of them, and then forgets it", async () => {
    const khatm = await createKhatm();
    const mailbox = providerMailbox();
    await sendThroughProvider(khatm.id, mailbox);
    await mailbox.refuse(100);
    await reserveInObject(khatm.id, [1]);
    await khatmCoordinator(env, khatm.id).deliverEffects();
    // D1 refuses the deletion for now, so the object keeps its tombstone and shows what it did with the e-mail.
    await breakIndex();
    try {
      expect((await api("DELETE", removal(khatm), khatm.creator)).status).toBe(204);
      const confirmation = (await effectRows(khatm.id)).find(
        (row) => row.intent.kind === "mail" && row.intent.mail.type === "reservation",
      );
      expect(confirmation?.outcome).toBe("dropped");
    } finally {
      await repairIndex();
    }
    await mailbox.refuse(0);
    await advanceDeliveryClock(khatm.id, 60 * 60_000);
    await runAlarm(khatm.id);
    expect((await mailbox.seen()).accepted).toEqual([]);
    expect(await indexedKhatm(khatm.id)).toEqual({ khatm: null, juzs: [], grants: [] });
    expect(await hasStorage(khatm.id)).toBe(false);
  });

  it("still makes the next round it started and sends that round's invitations, then forgets it", async () => {
    const khatm = await createKhatm();
    const readerEmail = uniqueEmail();
    await nextRoundWhileIndexRefuses(khatm, readerEmail, async () => {
      expect((await api("DELETE", removal(khatm), khatm.creator)).status).toBe(204);
    });
    // D1 has dropped the old round, but its object keeps the round's effect.
    expect((await indexedKhatm(khatm.id)).khatm).toBeNull();
    const [round] = (await effectRows(khatm.id)).filter((row) => row.intent.kind === "nextRound");
    expect(round?.outcome).toBe(null);
    await expectError(await api("GET", `/api/khatms/${khatm.id}`), 404);

    await advanceDeliveryClock(khatm.id, 60 * 60_000);
    await runAlarm(khatm.id);
    const nextId = round?.intent.claim.nextId;
    const rounds = await env.DB.prepare("SELECT id, round FROM khatms WHERE series_id = ?").bind(khatm.id).all();
    expect(rounds.results).toEqual([{ id: nextId, round: 2 }]);
    const invitations = (await mailTo(readerEmail)).filter((mail) => mail.subject.startsWith("Round 2"));
    expect(invitations).toHaveLength(1);
    // Forgotten once no delivery pass runs or waits: a change the round made (its Telegram groups move along) queued
    // one, which begins just after the alarm's (khatm-coordinator.ts startDelivery).
    await expect.poll(() => hasStorage(khatm.id)).toBe(false);
  });
});

describe("the recipient budget", () => {
  it("counts an e-mail once even when its delivery died after the count and before the message was stored", async () => {
    const khatm = await createKhatm();
    const readerEmail = await reserveInObject(khatm.id, [1]);
    const coordinator = khatmCoordinator(env, khatm.id);
    await coordinator.deliverEffects();
    const hash = await addressHash(readerEmail);
    const budget = async () =>
      runInDurableObject(
        limiterOf(env, { bucket: "emailBudget", key: hash }),
        async (_instance, state) => (await state.storage.get<RateLimitWindow>(windowKey(hash)))?.count,
      );
    expect(await budget()).toBe(1);
    // The crash: the budget had counted it, but its admitted message never reached the row.
    const [confirmation] = (await effectRows(khatm.id)).filter(
      (row) => row.intent.kind === "mail" && row.intent.mail.type === "reservation",
    );
    await runInDurableObject(coordinator, (_instance, state) => {
      state.storage.sql.exec(
        "UPDATE effects SET outcome = NULL, message = NULL, finished_at = NULL WHERE key = ?",
        confirmation?.key,
      );
    });
    await coordinator.deliverEffects();
    expect((await effectRows(khatm.id)).find((row) => row.key === confirmation?.key)?.outcome).toBe("sent");
    expect(await budget()).toBe(1);
    // Another message to the same reader counts.
    await reserveInObject(khatm.id, [2], readerEmail);
    await coordinator.deliverEffects();
    expect(await budget()).toBe(2);
  });
});
