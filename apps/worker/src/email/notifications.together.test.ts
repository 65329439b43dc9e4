import type { NextRoundResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/auth";
import { api, createKhatm, freshIp, juzAction, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { runCron } from "../../test/schedule";

// Issue 17's e-mails (reminders, the cron's, completion, the next round's) go through the one budget gate like every
// e-mail but a sign-in link: 3 a day to an address that never signed in (wrangler.toml EMAIL_BUDGET_UNCONFIRMED).
const UNCONFIRMED = 3;
const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

const kinds = (subjects: string[]) => ({
  reserved: subjects.filter((s) => s.startsWith("Your juz in") && !s.includes("(Round 2)")).length,
  reminded: subjects.filter((s) => s.startsWith("A reminder")).length,
  completed: subjects.filter((s) => s.endsWith("is complete")).length,
  rotated: subjects.filter((s) => s.includes("(Round 2)")).length,
});

describe("the e-mail budget covers reminders, completion and rotation", () => {
  it("an unconfirmed reader gets 3 of the day's 5; a confirmed one in the same khatm gets all 5", {
    timeout: 30_000,
  }, async () => {
    const [stranger, known] = [uniqueEmail("unconfirmed"), uniqueEmail("confirmed")];
    await signIn(known);
    const khatm = await createKhatm();
    for (const [name, email, juzNumbers] of [
      ["Stranger", stranger, ALL.slice(0, 15)],
      ["Known", known, ALL.slice(15)],
    ] as const) {
      const body = { juzNumbers, readerName: name, readerEmail: email, remind: true };
      await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve`, { body, ip: freshIp() }), 200);
    }
    // The creator's "Send a reminder", then the cron's reminders a week later (twice: it must not send twice).
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }), 200);
    await runCron(8);
    await runCron(8);
    await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);
    const body = { mode: "rotate" };
    const round = await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body });
    await expectJson<NextRoundResponse>(round, 201);

    const knownMail = (await mailTo(known)).map((m) => m.subject).filter((s) => s !== "Sign in to Khatms");
    expect(kinds(knownMail)).toEqual({ reserved: 1, reminded: 2, completed: 1, rotated: 1 });
    expect(knownMail).toHaveLength(5);
    const strangerMail = (await mailTo(stranger)).map((m) => m.subject);
    expect(strangerMail).toHaveLength(UNCONFIRMED);
    // The first three of the day went, whatever their kind: the reservation and both reminders.
    expect(kinds(strangerMail)).toEqual({ reserved: 1, reminded: 2, completed: 0, rotated: 0 });
  });
});
