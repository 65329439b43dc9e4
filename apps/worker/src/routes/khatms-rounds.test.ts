import type { Juz, NextRoundResponse, SeriesRound } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/auth";
import { api, createKhatm, juzAction, listJuzs, type TestKhatm, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";
import { stopLinkOf } from "../../test/schedule";

const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

/** A khatm whose juz the creator reserved for `holders` (name, e-mail, juz numbers), then completed, all 30. */
async function completedKhatm(holders: Array<{ name: string; email: string; juzs: number[] }>, complete = true) {
  const khatm = await createKhatm();
  for (const holder of holders) {
    const body = {
      juzNumbers: holder.juzs,
      readerName: holder.name,
      readerEmail: holder.email,
      creatorEmail: khatm.creatorEmail,
    };
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...khatm.creator, body }), 200);
  }
  if (complete) await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);
  return khatm;
}

const nextRound = (khatm: TestKhatm, mode: "invite" | "rotate", credentials = khatm.creator) =>
  api("POST", `/api/khatms/${khatm.id}/next-round`, { ...credentials, body: { mode } });

const holderOf = (juzs: Juz[], number: number) => juzs.find((juz) => juz.number === number);

describe("next round", () => {
  // Thirty reservations and their e-mails: more than the default 5 s on a loaded machine.
  it("rotates 30 readers, each to the juz after theirs (30 to 1), reserved for them, with an e-mail each", {
    timeout: 30_000,
  }, async () => {
    const holders = ALL.map((n) => ({ name: `Reader ${n}`, email: uniqueEmail(), juzs: [n] }));
    const khatm = await completedKhatm(holders);
    const started = await expectJson<NextRoundResponse>(await nextRound(khatm, "rotate"), 201);
    expect(started).toMatchObject({ round: 2, readers: 30 });
    const juzs = await listJuzs(started.id, khatm.creator);
    expect(juzs.every((juz) => juz.status === "reserved")).toBe(true);
    for (const {
      name,
      email,
      juzs: [read],
    } of holders) {
      const next = (must(read) % 30) + 1;
      expect(holderOf(juzs, next)).toMatchObject({ readerName: name, readerEmail: email });
      const [mail] = (await mailTo(email)).filter((m) => m.subject.includes("(Round 2)"));
      expect(mail?.text).toContain(`Juz ${next}:`);
    }
    const round = await expectJson<{ round: number; name: string; seriesId: string }>(
      await api("GET", `/api/khatms/${started.id}`),
      200,
    );
    expect(round).toMatchObject({ round: 2, name: "Family Khatm", seriesId: khatm.id });
    // The same manage key manages the new round; the last round cannot start a second one.
    await expectJson(
      await api("PATCH", `/api/khatms/${started.id}/settings`, { ...khatm.creator, body: { reminderDays: 3 } }),
      200,
    );
    await expectError(await nextRound(khatm, "rotate"), 409, "Round 2 has already been started");
  });

  it("moves every juz of a reader holding several, and e-mails no reader who stopped reminders", async () => {
    const [many, stopping] = [uniqueEmail(), uniqueEmail()];
    const holders = [
      { name: "Many", email: many, juzs: ALL.slice(0, 29) },
      { name: "Stopping", email: stopping, juzs: [30] },
    ];
    // Many gets four e-mails today (reserved, reminded, completed, rotated): more than an unconfirmed address's budget.
    await signIn(many);
    const khatm = await completedKhatm(holders, false);
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }), 200);
    const reminder = must((await mailTo(stopping)).find((m) => m.subject.startsWith("A reminder")));
    const { token } = stopLinkOf(reminder.text);
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders/stop`, { body: { token } }), 200);
    await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);

    const started = await expectJson<NextRoundResponse>(await nextRound(khatm, "rotate"), 201);
    const juzs = await listJuzs(started.id, khatm.creator);
    expect(juzs.filter((juz) => juz.readerEmail === many).map((juz) => juz.number)).toEqual(ALL.slice(1));
    expect(holderOf(juzs, 1)?.readerEmail).toBe(stopping);
    const feed = await expectJson<Array<{ message: string }>>(
      await api("GET", `/api/khatms/${started.id}/activities?limit=5`, khatm.creator),
      200,
    );
    expect(feed.map((entry) => entry.message)).toEqual(
      expect.arrayContaining(["The creator reserved Juz 2-30 for Many", "The creator reserved Juz 1 for Stopping"]),
    );
    expect((await mailTo(stopping)).filter((m) => m.subject.includes("Round 2"))).toHaveLength(0);
    const [mail] = (await mailTo(many)).filter((m) => m.subject.includes("Round 2"));
    expect(mail?.text).toContain("29 juz");
  });

  it("invites the last round's readers to choose again; the series lists both rounds", async () => {
    const reader = uniqueEmail();
    const khatm = await completedKhatm([{ name: "Aisha", email: reader, juzs: ALL }]);
    const started = await expectJson<NextRoundResponse>(await nextRound(khatm, "invite"), 201);
    expect((await listJuzs(started.id)).every((juz) => juz.status === "available")).toBe(true);
    const [invitation] = (await mailTo(reader)).filter((m) => m.subject.startsWith("Round 2"));
    expect(invitation?.text).toContain(`/j/${started.accessCode}`);
    const series = await expectJson<SeriesRound[]>(await api("GET", `/api/khatms/${started.id}/series`), 200);
    expect(series).toEqual([
      { id: khatm.id, accessCode: khatm.accessCode, round: 1, completed: true },
      { id: started.id, accessCode: started.accessCode, round: 2, completed: false },
    ]);
  });

  it("is refused before completion, to anyone but the creator, and for an unknown mode", async () => {
    const khatm = await completedKhatm([{ name: "Aisha", email: uniqueEmail(), juzs: [1] }], false);
    await expectError(await nextRound(khatm, "rotate"), 409, "once all 30 juz are completed");
    await expectError(await nextRound(khatm, "rotate", {}), 403, "start its next round");
    const bad = await api("POST", `/api/khatms/${khatm.id}/next-round`, {
      ...khatm.creator,
      body: { mode: "shuffle" },
    });
    await expectError(bad, 400, "mode");
  });

  it("starts by itself when the khatm is set to, on the completing juz", async () => {
    const reader = uniqueEmail();
    const khatm = await completedKhatm([{ name: "Aisha", email: reader, juzs: ALL }], false);
    await expectJson(
      await api("PATCH", `/api/khatms/${khatm.id}/settings`, { ...khatm.creator, body: { autoNextRound: "rotate" } }),
      200,
    );
    await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);
    const series = await expectJson<SeriesRound[]>(await api("GET", `/api/khatms/${khatm.id}/series`), 200);
    expect(series.map((round) => round.round)).toEqual([1, 2]);
    const juzs = await listJuzs(must(series[1]).id);
    expect(juzs.every((juz) => juz.status === "reserved" && juz.readerName === "Aisha")).toBe(true);
  });
});
