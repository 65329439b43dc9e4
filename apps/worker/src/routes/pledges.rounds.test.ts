import type { Khatm } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";
import { createCount, pledge, progress } from "../../test/pledges";
import { runCron } from "../../test/schedule";

describe("a counted recitation's reminders, next round and deletion", () => {
  it("reminds only the readers of pledges not read in full", async () => {
    const khatm = await createCount(41);
    const unfinished = await pledge(khatm.id, 5, { readerName: "Yusuf" });
    const finished = await pledge(khatm.id, 2, { readerName: "Maryam" });
    await expectJson(await progress(unfinished.id, 2, { readerKey: unfinished.readerKey }), 200);
    await expectJson(await progress(finished.id, 2, { readerKey: finished.readerKey }), 200);

    const answer = await expectJson<{ readers: number }>(
      await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }),
      200,
    );
    expect(answer.readers).toBe(1);
    const [reminder] = (await mailTo(unfinished.readerEmail)).filter((mail) => mail.subject.startsWith("A reminder"));
    expect(must(reminder).subject).toBe('A reminder of your pledge in "Ya-Sin for our father"');
    expect(must(reminder).text).toContain("Surah Ya-Sin: 2 of 5 read");
    expect(must(reminder).text).toContain("/stop-reminders?");
    expect((await mailTo(finished.readerEmail)).some((mail) => mail.subject.startsWith("A reminder"))).toBe(false);
  });

  it("reminds a reader who asked, reminderDays after the pledge, while it is not read in full", async () => {
    const khatm = await createCount(41);
    const pledgeWith = async (remind: boolean) => {
      const readerEmail = uniqueEmail(remind ? "remind" : "quiet");
      const body = { amount: 3, readerName: "Aisha", readerEmail, remind };
      await expectJson(await api("POST", `/api/khatms/${khatm.id}/pledges`, { body }), 200);
      return readerEmail;
    };
    const asked = await pledgeWith(true);
    const quiet = await pledgeWith(false);
    const reminders = async (email: string) =>
      (await mailTo(email)).filter((mail) => mail.subject.startsWith("A reminder"));

    // Reminders come reminderDays (7 by default) after the pledge.
    await runCron(6);
    expect(await reminders(asked)).toEqual([]);
    await runCron(7.1);
    const [reminder, ...more] = await reminders(asked);
    expect(more).toEqual([]);
    expect(must(reminder).text).toContain('A reminder of your pledge in the Khatm "Ya-Sin for our father".');
    expect(must(reminder).text).toContain("Surah Ya-Sin: 0 of 3 read");
    expect(await reminders(quiet)).toEqual([]);
    // The same run again finds nothing due.
    await runCron(7.1);
    expect(await reminders(asked)).toHaveLength(1);
  });

  it("starts the next round once complete, with the same target and recitation, inviting who read", async () => {
    const khatm = await createCount(3);
    const first = await pledge(khatm.id, 2, { readerName: "Yusuf" });
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "invite" } }),
      409,
      "The next round can start once all 3 have been read.",
    );
    const second = await pledge(khatm.id, 1, { readerName: "Maryam" });
    await expectJson(await progress(first.id, 2, { readerKey: first.readerKey }), 200);
    await expectJson(await progress(second.id, 1, { readerKey: second.readerKey }), 200);

    const started = await expectJson<{ id: string; round: number; readers: number }>(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "rotate" } }),
      201,
    );
    expect(started).toMatchObject({ round: 2, readers: 2 });
    const next = await expectJson<Khatm>(await api("GET", `/api/khatms/${started.id}`), 200);
    expect(next).toMatchObject({
      division: "count",
      target: 3,
      recitation: "Surah Ya-Sin",
      round: 2,
      completion: null,
    });
    expect(await expectJson(await api("GET", `/api/khatms/${started.id}/stats`), 200)).toEqual({
      target: 3,
      pledged: 0,
      done: 0,
    });
    for (const reader of [first, second]) {
      expect((await mailTo(reader.readerEmail)).some((mail) => mail.subject.startsWith("Round 2 of"))).toBe(true);
    }
  });

  it("is deleted by its creator like any khatm, its pledges with it", async () => {
    const khatm = await createCount(41);
    await pledge(khatm.id, 5);
    const deleted = await api(
      "DELETE",
      `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
      {
        ...khatm.creator,
      },
    );
    expect(deleted.status).toBe(204);
    await expectError(await api("GET", `/api/khatms/${khatm.id}/pledges`), 404);
    await expectError(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 404);
  });
});
