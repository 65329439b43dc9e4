import { describe, expect, it } from "vitest";
import { api, uniqueEmail } from "../../test/khatms";
import { createKhatm, expectWrittenIn, onlyMail, reserve } from "../../test/mail-language";
import { expectJson } from "../../test/observe";
import { runCron } from "../../test/schedule";
import { translatorFor } from "../lib/i18n";

// The cron's e-mails, with no requester to take a language from: each reader's own (issue 16).

describe("scheduled e-mails in the reader's language", () => {
  it("a reminder from the cron to an Urdu reader is in Urdu, with its Stop reminders link", async () => {
    const khatm = await createKhatm("Hatim", "tr");
    const reader = uniqueEmail("urdu");
    await expectJson(await reserve(khatm.id, 7, reader, "ur-PK", true), 200);
    await runCron(7.1);
    const ur = await translatorFor("ur");
    const reminder = await onlyMail(
      reader,
      (subject) => subject === ur.t("together.reminderSubject", { name: "Hatim" }),
    );
    await expectWrittenIn(reminder, "ur");
    expect(reminder.text).toMatch(/stop-reminders\?khatm=\S+&lang=ur/);
    expect(reminder.text).toContain("https://quran.com/ur/juz/7");
  });

  it("a stale warning and release note to a Bengali reader are in Bengali, the juz freed meanwhile", async () => {
    const khatm = await createKhatm("Hatim", "tr");
    const settings = { manageKey: khatm.manageKey, body: { staleDays: 3 } };
    await expectJson(await api("PATCH", `/api/khatms/${khatm.id}/settings`, settings), 200);
    const reader = uniqueEmail("bengali");
    await expectJson(await reserve(khatm.id, 9, reader, "bn-BD"), 200);
    const { t } = await translatorFor("bn");
    await runCron(2.1);
    const warning = t("together.staleWarningSubject", { name: "Hatim" });
    await expectWrittenIn(await onlyMail(reader, (subject) => subject === warning), "bn");
    await runCron(3.2);
    const released = t("together.staleReleasedSubject", { name: "Hatim" });
    await expectWrittenIn(await onlyMail(reader, (subject) => subject === released), "bn");
  });
});
