import type { NextRoundResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { call } from "../../test/auth";
import { api, createKhatm, juzAction, type Person, signedIn, type TestKhatm, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { runCron, stopLinkOf } from "../../test/schedule";

const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

const reserveAs = (
  khatm: TestKhatm,
  juzNumbers: number[],
  reader: { email: string; token?: string },
  remind: boolean,
  language = "en",
) =>
  call("POST", `/api/khatms/${khatm.id}/reserve`, {
    token: reader.token,
    headers: { "Accept-Language": language },
    body: { juzNumbers, readerName: "Reader", readerEmail: reader.email, remind },
  });

/** The creator reserves the juz nobody holds for a helper, completes all 30 and rotates them into round 2. */
async function completeAndRotate(khatm: TestKhatm, held: number) {
  const rest = {
    juzNumbers: ALL.slice(held),
    readerName: "Helper",
    readerEmail: uniqueEmail(),
    creatorEmail: khatm.creatorEmail,
  };
  await expectJson(
    await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...khatm.creator, body: rest }),
    200,
  );
  await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);
  const round = api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "rotate" } });
  return expectJson<NextRoundResponse>(await round, 201);
}

const remindersTo = async (person: Person) => (await mailTo(person.email)).filter((m) => m.text.includes("/juz/"));

describe("next round, rotated: the readers' reading choices come along", () => {
  // Thirty juz reserved, reminded, completed and rotated, with their e-mails: more than 5 s on a loaded machine.
  it("reminds whoever asked of the juz rotation gave them; not who did not ask, nor who stopped", {
    timeout: 30_000,
  }, async () => {
    // Signed in, so each address is confirmed and its daily e-mail budget (30) does not decide what arrives.
    const [aisha, omar, bilal] = [await signedIn(), await signedIn(), await signedIn()];
    const khatm = await createKhatm();
    await expectJson(await reserveAs(khatm, [1], aisha, true), 200);
    await expectJson(await reserveAs(khatm, [2], omar, false), 200);
    await expectJson(await reserveAs(khatm, [3], bilal, true), 200);
    // Bilal stops this khatm's reminders from the creator's reminder.
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }), 200);
    const { token } = stopLinkOf(must((await mailTo(bilal.email)).find((m) => m.text.includes("Stop"))).text);
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders/stop`, { body: { token } }), 200);
    await completeAndRotate(khatm, 3);

    const before = { aisha: await remindersTo(aisha), omar: await remindersTo(omar), bilal: await remindersTo(bilal) };
    await runCron(7.1);
    const aishaNew = (await remindersTo(aisha)).slice(0, -before.aisha.length || undefined);
    expect(aishaNew).toHaveLength(1);
    expect(aishaNew[0]?.text).toContain("/juz/2");
    expect(await remindersTo(omar)).toHaveLength(before.omar.length);
    expect(await remindersTo(bilal)).toHaveLength(before.bilal.length);
  });

  it("writes a rotated reader's e-mail in the language they reserved in", async () => {
    const khatm = await createKhatm();
    const email = uniqueEmail();
    await expectJson(await reserveAs(khatm, [1], { email }, false, "tr"), 200);
    const round = await completeAndRotate(khatm, 1);
    const rotated = (await mailTo(email)).filter((mail) => mail.text.includes(round.accessCode));
    expect(rotated.map((mail) => mail.locale)).toEqual(["tr"]);
  });
});
