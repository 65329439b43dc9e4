import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { createKhatm, juzAction, juzId, khatmWithReader, listJuzs, reserve } from "../../test/khatms";
import { expectMutation, latestActivity, mailTo, stats } from "../../test/observe";

describe("POST /api/juzs/{id}/complete", () => {
  it("lets the reader mark a juz completed; repeating it is harmless", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([2], { readerName: "Aisha" });
    const answer = await expectMutation(
      await juzAction(khatm.id, 2, "complete", { readerEmail: aisha.readerEmail }, { readerKey: aisha.readerKey }),
    );
    expect(answer.message).toBe("Juz 2 has been marked as completed.");
    expect(answer.juzs[0]).toMatchObject({
      status: "completed",
      completedAt: expect.any(String),
      readerName: "Aisha",
      viewerIsReader: true,
    });

    const again = await expectMutation(await juzAction(khatm.id, 2, "complete", {}, { readerKey: aisha.readerKey }));
    expect(must(again.juzs[0]).completedAt).toBe(must(answer.juzs[0]).completedAt);
    expect(await stats(khatm)).toEqual({ available: 29, reserved: 0, completed: 1 });
    expect(await latestActivity(khatm)).toMatchObject({ activityType: "completed", message: "Aisha completed Juz 2" });
  });

  it("lets the creator complete several juz of different readers at once", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [1]);
    await reserve(khatm.id, [2]);
    const answer = await expectMutation(
      await juzAction(khatm.id, 1, "complete", { juzNumbers: [1, 2] }, khatm.creator),
    );
    expect(answer.message).toBe("Juz 1-2 have been marked as completed.");
    expect(await latestActivity(khatm)).toMatchObject({ message: "The creator marked Juz 1-2 as completed" });
  });

  it("e-mails the creator when the last juz is completed", async () => {
    const khatm = await createKhatm({ name: "Shifa Khatm" });
    const all = Array.from({ length: 30 }, (_, i) => i + 1);
    const reader = await reserve(khatm.id, all);
    await expectMutation(
      await juzAction(khatm.id, 1, "complete", { juzNumbers: all.slice(0, 29) }, { readerKey: reader.readerKey }),
    );
    const subjects = async () => (await mailTo(khatm.creatorEmail)).map((email) => email.subject);
    expect(await subjects()).not.toContain('"Shifa Khatm" is complete');
    await expectMutation(await juzAction(khatm.id, 30, "complete", {}, { readerKey: reader.readerKey }));
    expect(await subjects()).toContain('"Shifa Khatm" is complete');
    expect(await stats(khatm)).toEqual({ available: 0, reserved: 0, completed: 30 });
  });
});

describe("POST /api/juzs/{id}/uncomplete", () => {
  it("lets the creator put completed juz back to reserved, keeping their reader", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([2, 3], { readerName: "Aisha" });
    await expectMutation(
      await juzAction(khatm.id, 2, "complete", { juzNumbers: [2, 3] }, { readerKey: aisha.readerKey }),
    );

    const answer = await expectMutation(
      await juzAction(khatm.id, 2, "uncomplete", { email: khatm.creatorEmail, juzNumbers: [2, 3] }, khatm.creator),
    );
    expect(answer.message).toBe("Juz 2-3 have been marked as not completed.");
    expect(answer.juzs.map((juz) => [juz.status, juz.readerName, juz.completedAt])).toEqual([
      ["reserved", "Aisha", null],
      ["reserved", "Aisha", null],
    ]);
    expect(await latestActivity(khatm)).toMatchObject({
      activityType: "uncompleted",
      message: "The creator marked Juz 2-3 as not completed",
    });
    // The reader still holds them.
    expect(
      (await listJuzs(khatm.id, { readerKey: aisha.readerKey }))
        .filter((juz) => juz.viewerIsReader)
        .map((juz) => juz.number),
    ).toEqual([2, 3]);
    expect(await juzId(khatm.id, 2)).toBe(must(answer.juzs[0]).id);
  });
});
