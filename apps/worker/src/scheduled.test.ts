import type { Juz, SendReminderResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, reserve, signedIn, uniqueEmail } from "../test/khatms";
import { expectError, expectJson, latestActivity, mailTo } from "../test/observe";
import { runCron, stopLinkOf } from "../test/schedule";

const reminders = async (email: string) => (await mailTo(email)).filter((m) => m.subject.startsWith("A reminder"));

describe("reminders (the Cron Trigger)", () => {
  it("reminds a reader who asked, once when due, not before, not twice, then weekly", async () => {
    const khatm = await createKhatm();
    const readerEmail = uniqueEmail();
    await api("POST", `/api/khatms/${khatm.id}/reserve`, {
      body: { juzNumbers: [3, 4], readerName: "Aisha", readerEmail, remind: true },
    });
    await runCron(6);
    expect(await reminders(readerEmail)).toHaveLength(0);
    await runCron(7.1);
    await runCron(7.1);
    const [mail, ...more] = await reminders(readerEmail);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain("Juz 3");
    expect(mail?.text).toContain("Read Juz 4: https://quran.com/en/juz/4");
    expect(mail?.text).toContain("Mark as completed: http");
    expect(mail?.text).toMatch(/Stop reminders: \S+stop-reminders\?khatm=/);
    await runCron(10);
    expect(await reminders(readerEmail)).toHaveLength(1);
    await runCron(14.2);
    expect(await reminders(readerEmail)).toHaveLength(2);
  });

  it("sends none to a reader who did not ask, completed meanwhile, or stopped them", async () => {
    const khatm = await createKhatm();
    const [quiet, done, stopping] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await reserve(khatm.id, [1], { readerEmail: quiet });
    const reserveWith = (juzNumbers: number[], readerEmail: string) =>
      api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers, readerName: "Omar", readerEmail, remind: true },
      });
    await reserveWith([2], done);
    await reserveWith([5], stopping);
    await juzAction(khatm.id, 2, "complete", {}, khatm.creator);
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }), 200);
    const { khatmId, token } = stopLinkOf((await reminders(stopping))[0]?.text ?? "");
    const stop = await api("POST", `/api/khatms/${khatmId}/reminders/stop`, { body: { token } });
    expect((await expectJson<{ message: string }>(stop, 200)).message).toContain("no more reminders");
    // The creator's reminder went to all three open juz; the schedule adds none for these readers.
    expect(await reminders(quiet)).toHaveLength(1);
    await runCron(8);
    expect(await reminders(quiet)).toHaveLength(1);
    expect(await reminders(done)).toHaveLength(0);
    expect(await reminders(stopping)).toHaveLength(1);
    await expectError(
      await api("POST", `/api/khatms/${khatmId}/reminders/stop`, { body: { token: `${token}x` } }),
      404,
    );
  });
});

describe("reminders by default", () => {
  it("are on for a signed-in reader who does not say, off when they say so and for an anonymous reader", async () => {
    const khatm = await createKhatm();
    const [person, declining] = [await signedIn("remind-default"), await signedIn("remind-off")];
    const reserveAs = (token: string, juzNumbers: number[], extra = {}) =>
      api("POST", `/api/khatms/${khatm.id}/reserve`, { token, body: { juzNumbers, readerName: "Omar", ...extra } });
    await expectJson(await reserveAs(person.token, [10]), 200);
    await expectJson(await reserveAs(declining.token, [11], { remind: false }), 200);
    const anonymous = await reserve(khatm.id, [12]);
    await runCron(7.1);
    expect(await reminders(person.email)).toHaveLength(1);
    expect(await reminders(declining.email)).toHaveLength(0);
    expect(await reminders(anonymous.readerEmail)).toHaveLength(0);
  });
});

describe("the creator's Send a reminder", () => {
  it("reaches every reader with open juz, at most once a day; only the creator may send it", async () => {
    const khatm = await createKhatm();
    const reader = await reserve(khatm.id, [7]);
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reminders`, { body: {}, readerKey: reader.readerKey }),
      403,
    );
    const sent = await expectJson<SendReminderResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }),
      200,
    );
    expect(sent.readers).toBe(1);
    expect((await reminders(reader.readerEmail))[0]?.text).toContain("Khadija sends a gentle reminder");
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }),
      429,
      "already sent today",
    );
  });
});

describe("stale reservations", () => {
  it("warns a day before, then frees the juz with an activity and a note; each once", async () => {
    const khatm = await createKhatm();
    const settings = { staleDays: 3 };
    await expectError(await api("PATCH", `/api/khatms/${khatm.id}/settings`, { body: settings }), 403);
    await expectError(
      await api("PATCH", `/api/khatms/${khatm.id}/settings`, { ...khatm.creator, body: { staleDays: 0 } }),
      400,
      "Stale days",
    );
    await expectJson(await api("PATCH", `/api/khatms/${khatm.id}/settings`, { ...khatm.creator, body: settings }), 200);
    const reader = await reserve(khatm.id, [9]);
    await runCron(2.1);
    await runCron(2.1);
    const warnings = (await mailTo(reader.readerEmail)).filter((m) => m.subject.includes("freed tomorrow"));
    expect(warnings).toHaveLength(1);
    await runCron(3.2);
    await runCron(3.2);
    const juzs = await expectJson<Juz[]>(await api("GET", `/api/khatms/${khatm.id}/juzs`), 200);
    expect(juzs.find((juz) => juz.number === 9)?.status).toBe("available");
    expect((await latestActivity(khatm)).message).toBe(
      "Juz 9 of Aisha returned to Available: not completed within 3 days",
    );
    const notes = (await mailTo(reader.readerEmail)).filter((m) => m.subject.includes("available again"));
    expect(notes).toHaveLength(1);
  });
});
