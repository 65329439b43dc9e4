import { env } from "cloudflare:test";
import type { Activity, CountStats, Khatm, Pledge } from "@khatm/schema";
import { COMPLETION_DUA } from "@khatm/schema/dua";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { createCount, pledge, progress } from "../../test/pledges";

const countStats = async (khatmId: string) =>
  expectJson<CountStats>(await api("GET", `/api/khatms/${khatmId}/stats`), 200);

describe("a counted recitation", () => {
  it("is created with its target and recitation, and answers them", async () => {
    const khatm = await createCount(41);
    expect(khatm).toMatchObject({ division: "count", target: 41, recitation: "Surah Ya-Sin" });
    expect(khatm.partCount).toBeUndefined();
    const read = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(read).toMatchObject({ division: "count", target: 41, recitation: "Surah Ya-Sin", completion: null });
    expect(read.stats).toEqual({ available: 41, reserved: 0, completed: 0 });
    expect(await countStats(khatm.id)).toEqual({ target: 41, pledged: 0, done: 0 });
    // A count has no parts.
    expect(await expectJson<unknown[]>(await api("GET", `/api/khatms/${khatm.id}/juzs`), 200)).toEqual([]);
  });
});

describe("POST /api/khatms/{id}/pledges", () => {
  it("pledges an amount, gives the browser a key, e-mails the reader and counts it", async () => {
    const khatm = await createCount(41);
    const answer = await pledge(khatm.id, 7, { readerName: "Yusuf" });
    expect(answer).toMatchObject({
      amount: 7,
      done: 0,
      message: "You pledged 7. Thank you for your contribution to this Khatm.",
    });
    expect(answer.id).toMatch(new RegExp(`^${khatm.id}\\.\\d+$`));
    expect(await countStats(khatm.id)).toEqual({ target: 41, pledged: 7, done: 0 });

    const [mail] = await mailTo(answer.readerEmail);
    expect(must(mail).subject).toBe('Your pledge in "Ya-Sin for our father"');
    expect(must(mail).text).toContain("You pledged to read Surah Ya-Sin 7 times");

    const activity = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=1`, khatm.creator),
      200,
    );
    expect(must(activity[0]).message).toBe("Yusuf pledged 7");
  });

  it("lets the reader's browser report progress, and cancelling frees only what is not read", async () => {
    const khatm = await createCount(41);
    const mine = await pledge(khatm.id, 10);
    const reported = await expectJson<{ done: number; message: string }>(
      await progress(mine.id, 4, { readerKey: mine.readerKey }),
      200,
    );
    expect(reported).toMatchObject({ done: 4, message: "4 of 10 read." });
    expect(await countStats(khatm.id)).toEqual({ target: 41, pledged: 10, done: 4 });

    const cancelled = await expectJson<{ amount: number; done: number }>(
      await api("POST", `/api/pledges/${mine.id}/cancel`, { readerKey: mine.readerKey }),
      200,
    );
    expect(cancelled).toMatchObject({ amount: 4, done: 4 });
    expect(await countStats(khatm.id)).toEqual({ target: 41, pledged: 4, done: 4 });
  });

  it("lets the creator pledge on a reader's behalf, and report for them", async () => {
    const khatm = await createCount(41);
    const readerEmail = "grandson@example.com";
    const answer = await expectJson<{ id: string; amount: number; message: string }>(
      await api("POST", `/api/khatms/${khatm.id}/pledges-on-behalf`, {
        ...khatm.creator,
        body: { amount: 3, readerName: "Ibrahim", readerEmail, creatorEmail: khatm.creatorEmail },
      }),
      200,
    );
    expect(answer.message).toBe("You pledged 3 on behalf of Ibrahim.");
    await expectJson(await progress(answer.id, 3, khatm.creator), 200);
    expect(await countStats(khatm.id)).toEqual({ target: 41, pledged: 3, done: 3 });
  });
});

describe("GET /api/khatms/{id}/pledges", () => {
  it("names anonymous readers 'Anonymous reader' and shows e-mails only to the creator and the reader", async () => {
    const khatm = await createCount(41);
    const named = await pledge(khatm.id, 5, { readerName: "Maryam" });
    const hidden = await pledge(khatm.id, 2, { readerName: "Hamza", anonymous: true });

    const publicList = await expectJson<Pledge[]>(await api("GET", `/api/khatms/${khatm.id}/pledges`), 200);
    expect(publicList.map((one) => [one.readerName, one.amount, one.done])).toEqual([
      ["Maryam", 5, 0],
      ["Anonymous reader", 2, 0],
    ]);
    expect(publicList.every((one) => one.readerEmail === undefined)).toBe(true);
    expect(JSON.stringify(publicList)).not.toContain("Hamza");

    const creatorList = await expectJson<Pledge[]>(
      await api("GET", `/api/khatms/${khatm.id}/pledges`, khatm.creator),
      200,
    );
    expect(creatorList.map((one) => [one.readerName, one.readerEmail])).toEqual([
      ["Maryam", named.readerEmail],
      ["Hamza", hidden.readerEmail],
    ]);

    const readerList = await expectJson<Pledge[]>(
      await api("GET", `/api/khatms/${khatm.id}/pledges`, { readerKey: hidden.readerKey }),
      200,
    );
    expect(readerList.map((one) => [one.readerName, one.viewerIsReader, one.readerEmail])).toEqual([
      ["Maryam", false, undefined],
      ["Hamza", true, hidden.readerEmail],
    ]);
  });
});

describe("completion of a count", () => {
  it("completes the khatm once when what is read reaches the target", async () => {
    const khatm = await createCount(5);
    const first = await pledge(khatm.id, 3, { readerName: "Maryam" });
    const second = await pledge(khatm.id, 2, { readerName: "Hamza" });
    await expectJson(await progress(first.id, 3, { readerKey: first.readerKey }), 200);
    expect((await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200)).completion).toBeNull();

    await expectJson(await progress(second.id, 2, { readerKey: second.readerKey }), 200);
    const completed = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(completed.completion).toMatchObject({ readerCount: 2 });
    expect(completed.stats).toEqual({ available: 0, reserved: 0, completed: 5 });
    expect(await countStats(khatm.id)).toEqual({ target: 5, pledged: 5, done: 5 });
    const completedAt = must(completed.completion).completedAt;

    // Falling below the target and reaching it again is the same completion, not a second one.
    await expectJson(await progress(second.id, 1, { readerKey: second.readerKey }), 200);
    expect((await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200)).completion).toBeNull();
    await expectJson(await progress(second.id, 2, { readerKey: second.readerKey }), 200);
    const again = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(must(again.completion).completedAt >= completedAt).toBe(true);
    const feed = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=50`, khatm.creator),
      200,
    );
    expect(feed.filter((entry) => entry.message === "All 5 have been read")).toHaveLength(1);
    // Each reader is thanked once, without the Qur'an-completion du'a.
    for (const reader of [first, second]) {
      const thanks = (await mailTo(reader.readerEmail)).filter((mail) => mail.subject.endsWith("is complete"));
      expect(thanks).toHaveLength(1);
      expect(must(thanks[0]).text).toContain("Alhamdulillah, Surah Ya-Sin has been read 5 times.");
      expect(must(thanks[0]).text).not.toContain(COMPLETION_DUA.arabic);
    }
    // Its creator heard once that all of it was pledged, and once that it was read, as of a juz khatm's milestones.
    const creatorMail = await mailTo(khatm.creatorEmail);
    const pledgedInFull = creatorMail.filter((mail) => mail.subject.endsWith("are pledged"));
    expect(pledgedInFull.map((mail) => mail.subject)).toEqual([`All 5 of "${khatm.name}" are pledged`]);
    expect(must(pledgedInFull[0]).text).toContain("All 5 of Surah Ya-Sin now have a reader.");
    const readInFull = creatorMail.filter((mail) => mail.subject.endsWith("is complete"));
    expect(readInFull).toHaveLength(1);
    expect(must(readInFull[0]).text).toContain("Alhamdulillah, Surah Ya-Sin has been read 5 times.");
    // D1's index took the counts, so the lists show the count complete.
    const indexed = await env.DB.prepare("SELECT completed_count, available_count FROM khatms WHERE id = ?")
      .bind(khatm.id)
      .first();
    expect(indexed).toEqual({ completed_count: 5, available_count: 0 });
  });
});

describe("GET /api/khatms/{id}/list-text of a count", () => {
  it("lists one line per pledge as a visitor sees them, with the progress", async () => {
    const khatm = await createCount(41);
    const done = await pledge(khatm.id, 3, { readerName: "Yusuf" });
    await pledge(khatm.id, 5, { readerName: "Hamza", anonymous: true });
    await expectJson(await progress(done.id, 3, { readerKey: done.readerKey }), 200);
    const { text } = await expectJson<{ text: string }>(await api("GET", `/api/khatms/${khatm.id}/list-text`), 200);
    expect(text.split("\n")).toEqual([
      "*Ya-Sin for our father*",
      "Surah Ya-Sin × 41",
      "",
      "Yusuf: 3/3 ✅",
      "Anonymous reader: 0/5",
      "",
      "3 / 41",
      `https://khatm.test/j/${khatm.accessCode}`,
    ]);
  });
});
