import { env } from "cloudflare:test";
import type { Khatm, KhatmSummary } from "@khatm/schema";
import { DAY_MS, utcDay } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { storeRows } from "../../test/khatm-state";
import { api, freshIp, juzAction, reserve, signedIn } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { advanceDeliveryClock } from "../../test/provider";
import { fakeDevice } from "../../test/push";
import { runCron } from "../../test/schedule";
import { openSharePage } from "../../test/share-pages";
import { khatmCoordinator } from "../durable/khatm-object";

/** The UTC day `days` from today. */
const dayIn = (days: number) => utcDay(Date.now() + days * DAY_MS);
const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

async function createWithDate(token: string, finishBy: unknown, extra: object = {}) {
  const body = { name: "Before Laylat al-Qadr", isPublic: true, finishBy, ...extra };
  return api("POST", "/api/khatms", { token, body, ip: freshIp() });
}

const khatmOf = async (id: string, token?: string) =>
  expectJson<Khatm>(await api("GET", `/api/khatms/${id}`, { token }), 200);

describe("a finish-by date (issue 37)", () => {
  it("is carried with its pace: days left counting today and the last day, parts left, parts a day", async () => {
    const creator = await signedIn("creator");
    const made = await expectJson<{ id: string; accessCode: string }>(
      await createWithDate(creator.token, dayIn(9)),
      201,
    );
    const khatm = await khatmOf(made.id);
    expect(khatm).toMatchObject({
      finishBy: dayIn(9),
      pace: { daysLeft: 10, partsLeft: 30, perDay: 3 },
      finishOutcome: null,
      startDate: null,
      endDate: null,
    });
    // Completed parts leave the pace; reserved ones still count as left.
    await reserve(made.id, [1, 2, 3, 4, 5], { readerName: "Rahma" });
    await expectJson(
      await juzAction(made.id, 1, "complete", { juzNumbers: [1, 2, 3, 4, 5] }, { token: creator.token }),
      200,
    );
    expect((await khatmOf(made.id)).pace).toEqual({ daysLeft: 10, partsLeft: 25, perDay: 2.5 });
    // The lists carry it too.
    const mine = await api("GET", `/api/khatms/creator/${encodeURIComponent(creator.email)}`, { token: creator.token });
    const [listed] = await expectJson<KhatmSummary[]>(mine, 200);
    expect(listed).toMatchObject({ finishBy: dayIn(9), pace: { daysLeft: 10, partsLeft: 25 } });

    // The share page is painted with it, in the reader's words and digits.
    const page = await openSharePage(`/n/${made.accessCode}`);
    expect(page.text).toContain("Finish by");
    expect(page.text).toContain("10 days left · 2.5 juz a day");
    const arabic = await openSharePage(`/j/${made.accessCode}?lang=ar`);
    expect(arabic.text).toContain("الإتمام قبل");
  });

  it("a counted recitation's pace counts recitations; a khatm without a date says none", async () => {
    const creator = await signedIn("creator");
    const count = await createWithDate(creator.token, dayIn(3), {
      division: "count",
      target: 41,
      recitation: "Surah Ya-Sin",
    });
    const { id } = await expectJson<{ id: string }>(count, 201);
    expect((await khatmOf(id)).pace).toEqual({ daysLeft: 4, partsLeft: 41, perDay: 10.3 });
    const plain = await expectJson<{ id: string }>(await createWithDate(creator.token, undefined), 201);
    expect(await khatmOf(plain.id)).toMatchObject({ finishBy: null, pace: null, finishOutcome: null });
  });

  it("400 naming finishBy for a date before today, more than three years ahead, or not a date", async () => {
    const creator = await signedIn("creator");
    for (const bad of [dayIn(-1), dayIn(3 * 366 + 1), "2026-02-30", "next Friday", 20261201]) {
      const answer = await expectJson<{ field: string }>(await createWithDate(creator.token, bad), 400);
      expect(answer.field, String(bad)).toBe("finishBy");
    }
    const { id } = await expectJson<{ id: string }>(await createWithDate(creator.token, dayIn(0)), 201);
    const patch = (finishBy: unknown) =>
      api("PATCH", `/api/khatms/${id}/settings`, { token: creator.token, body: { finishBy }, ip: freshIp() });
    expect((await expectJson<{ field: string }>(await patch(dayIn(-2)), 400)).field).toBe("finishBy");
    expect((await expectJson<Khatm>(await patch(dayIn(20)), 200)).pace?.daysLeft).toBe(21);
    // null removes it.
    expect(await expectJson<Khatm>(await patch(null), 200)).toMatchObject({ finishBy: null, pace: null });
  });

  it("says 'on time' for a khatm completed by its date, and what is left once the date has passed", async () => {
    const creator = await signedIn("creator");
    const made = await expectJson<{ id: string; accessCode: string }>(
      await createWithDate(creator.token, dayIn(1)),
      201,
    );
    await reserve(made.id, ALL, { readerName: "Rahma" });
    await expectJson(
      await juzAction(made.id, 1, "complete", { juzNumbers: ALL.slice(0, 28) }, { token: creator.token }),
      200,
    );
    // The clock moves past the date: the khatm stays open and says what is left.
    await storeRows(made.id, "UPDATE khatm SET finish_by = ?", dayIn(-1));
    expect(await khatmOf(made.id)).toMatchObject({ finishOutcome: "late", pace: { daysLeft: 0, partsLeft: 2 } });
    const page = await openSharePage(`/n/${made.accessCode}`);
    expect(page.text).toContain("2 left after the date");
    await expectJson(await juzAction(made.id, 29, "complete", { juzNumbers: [29, 30] }, { token: creator.token }), 200);
    // Completed after the date: not on time, and nothing left.
    expect((await khatmOf(made.id)).finishOutcome).toBeNull();
    await storeRows(made.id, "UPDATE khatm SET finish_by = ?", dayIn(0));
    expect((await khatmOf(made.id)).finishOutcome).toBe("onTime");
    expect((await openSharePage(`/n/${made.accessCode}`)).text).toContain("Finished on time");
  });
});

describe("three days before the date", () => {
  it("the creator and the organizers get one message while parts are free, with the board's link", {
    timeout: 30_000,
  }, async () => {
    const creator = await signedIn("creator");
    const made = await expectJson<{ id: string; accessCode: string }>(
      await createWithDate(creator.token, dayIn(5)),
      201,
    );
    const organizerPerson = await signedIn("organizer");
    const organizer = organizerPerson.email;
    const add = { token: creator.token, body: { email: organizer }, ip: freshIp() };
    await expectJson(await api("POST", `/api/khatms/${made.id}/organizers`, add), 201);
    // The organizer's phone gets the notice too (issue 36's push, beside the e-mail).
    const phone = await fakeDevice();
    const subscription = { token: organizerPerson.token, body: phone.subscription };
    await expectJson(await api("POST", "/api/push/subscriptions", subscription), 201);
    await reserve(made.id, [1, 2, 3, 4, 5], { readerName: "Rahma" });

    const notices = async (to: string) => (await mailTo(to)).filter((mail) => mail.subject.includes("still free"));
    // A day too early: nothing.
    await runCron(1);
    expect(await notices(creator.email)).toEqual([]);
    // Three days before the date (and again the day after): one message each.
    await runCron(2);
    await runCron(3);
    for (const to of [creator.email, organizer]) {
      const [notice, ...more] = await notices(to);
      expect(more, to).toEqual([]);
      expect(notice?.subject).toBe("25 juz still free, 3 days left: Before Laylat al-Qadr");
      expect(notice?.text).toContain(`/n/${made.accessCode}`);
    }
    for (let pass = 0; pass < 2; pass++) {
      await advanceDeliveryClock(made.id, 60 * 60_000);
      await khatmCoordinator(env, made.id).deliverEffects();
    }
    expect((await phone.seen()).received.map((push) => push.payload)).toEqual([
      {
        title: "Before Laylat al-Qadr",
        body: "25 juz still free, 3 days left",
        url: `/n/${made.accessCode}`,
        tag: `khatm-${made.accessCode}-finish-by`,
      },
    ]);
  });

  it("no message when every part is taken", { timeout: 30_000 }, async () => {
    const creator = await signedIn("creator");
    const made = await expectJson<{ id: string }>(await createWithDate(creator.token, dayIn(4)), 201);
    await reserve(made.id, ALL, { readerName: "Rahma" });
    await runCron(1);
    expect((await mailTo(creator.email)).filter((mail) => mail.subject.includes("still free"))).toEqual([]);
  });
});
