import type { Khatm } from "@khatm/schema";
import { COMPLETION_DUA } from "@khatm/schema/dua";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, reserve, uniqueEmail } from "../../test/khatms";
import { expectJson, expectMutation, mailTo } from "../../test/observe";

const SUBJECT = '"Eid Khatm" is complete';
const completionMails = async (to: string) => (await mailTo(to)).filter((mail) => mail.subject === SUBJECT);

/** A khatm read by three readers (one of them under two names' worth of juz) and a name-only reader. */
async function readKhatm() {
  const khatm = await createKhatm({ name: "Eid Khatm", dedication: "For our parents" });
  const [aisha, omar] = [uniqueEmail("aisha"), uniqueEmail("omar")];
  const first = await reserve(khatm.id, [1, 2, 3], { readerName: "Aisha", readerEmail: aisha });
  const second = await reserve(khatm.id, [4], { readerName: "Omar", readerEmail: omar });
  // Aisha again from another browser, and the creator's behalf-of reservation without an e-mail.
  const later = await reserve(khatm.id, [5, 6], { readerName: "Aisha B.", readerEmail: aisha.toUpperCase() });
  const rest = Array.from({ length: 23 }, (_, i) => i + 7);
  await expectJson(
    await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, {
      ...khatm.creator,
      body: { juzNumbers: [...rest, 30], readerName: "Grandfather", creatorEmail: khatm.creatorEmail },
    }),
    200,
  );
  await expectMutation(await juzAction(khatm.id, 1, "complete", { juzNumbers: [1, 2, 3] }, first));
  await expectMutation(await juzAction(khatm.id, 4, "complete", {}, second));
  await expectMutation(await juzAction(khatm.id, 5, "complete", { juzNumbers: [5, 6] }, later));
  return { khatm, aisha, omar, rest };
}

describe("completing a khatm", () => {
  it("e-mails every reader who took part once, with the du'a, and shows its completion to everyone", async () => {
    const { khatm, aisha, omar, rest } = await readKhatm();
    expect(await completionMails(aisha)).toEqual([]);
    const before = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(before.completion).toBeNull();

    await expectMutation(await juzAction(khatm.id, 7, "complete", { juzNumbers: [...rest, 30] }, khatm.creator));
    await expect.poll(async () => (await completionMails(omar)).length).toBe(1);
    const [mail] = await completionMails(aisha);
    expect(await completionMails(aisha)).toHaveLength(1);
    expect(mail?.text).toContain("Assalamu alaikum Aisha B.");
    expect(mail?.text).toContain(COMPLETION_DUA.arabic);
    expect(mail?.text).toContain("For our parents");

    const after = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    // Aisha (one e-mail, any case), Omar and the name-only Grandfather.
    expect(after.completion).toEqual({ completedAt: expect.any(String), readerCount: 3 });
    expect(Date.parse(after.completion?.completedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(after.createdAt));
  });

  it("never e-mails the readers twice, even when a juz is marked not completed and completed again", async () => {
    const { khatm, omar, rest } = await readKhatm();
    await expectMutation(await juzAction(khatm.id, 7, "complete", { juzNumbers: [...rest, 30] }, khatm.creator));
    await expect.poll(async () => (await completionMails(omar)).length).toBe(1);
    await expectMutation(await juzAction(khatm.id, 30, "uncomplete", { email: khatm.creatorEmail }, khatm.creator));
    const reopened = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(reopened.completion).toBeNull();
    await expectMutation(await juzAction(khatm.id, 30, "complete", {}, khatm.creator));
    // A later e-mail to the same reader would be in the outbox by now: the creator's second milestone is.
    await expect
      .poll(async () => (await mailTo(khatm.creatorEmail)).filter((mail) => mail.subject === SUBJECT).length)
      .toBe(2);
    expect(await completionMails(omar)).toHaveLength(1);
  });
});
