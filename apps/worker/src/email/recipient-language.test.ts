import { SURAH_NAMES, surahName } from "@khatm/juz-table";
import type { ReserveResponse } from "@khatm/schema";
import { MANAGE_KEY_HEADER } from "@khatm/schema/headers";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, signIn } from "../../test/auth";
import { api, juzAction, uniqueEmail } from "../../test/khatms";
import { ALL, browser, createKhatm, expectWrittenIn, onlyMail, reserve } from "../../test/mail-language";
import { mailTo } from "../../test/observe";
import { translatorFor } from "../lib/i18n";

// Every e-mail in its recipient's language (issue 16), read from the dev outbox as it was sent.

describe("e-mails in the recipient's language", () => {
  it("a Turkish creator's khatm: the created e-mail in Turkish, an Arabic reader's reservation in Arabic", async () => {
    const khatm = await createKhatm("Hatim", "tr-TR, en;q=0.5");
    const tr = await translatorFor("tr");
    const created = await onlyMail(khatm.creatorEmail);
    expect(created.subject).toBe(tr.t("emails.createdSubject", { name: "Hatim" }));
    await expectWrittenIn(created, "tr");

    const reader = uniqueEmail("arabic");
    await expectJson(await reserve(khatm.id, 3, reader, "ar-EG"), 200);
    const reservation = await onlyMail(reader);
    const ar = await translatorFor("ar");
    expect(reservation.subject).toBe(ar.t("emails.reservationSubject", { name: "Hatim" }));
    await expectWrittenIn(reservation, "ar");
  });

  it("names the surahs of a reserved juz in Arabic script in ar and ur, from quran-meta's names (issue 39)", async () => {
    const khatm = await createKhatm("Hatim", "en");
    for (const locale of ["ar", "ur"] as const) {
      const reader = uniqueEmail(`surahs-${locale}`);
      await expectJson(await reserve(khatm.id, locale === "ar" ? 3 : 4, reader, locale), 200);
      const mail = await onlyMail(reader);
      // Juz 3 runs from Al-Baqarah into Al Imran, juz 4 from Al Imran into An-Nisa.
      const [first, second] = locale === "ar" ? [2, 3] : [3, 4];
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(surahName(first, locale));
        expect(body).toContain(surahName(second, locale));
        expect(body).not.toContain(surahName(first, "en"));
      }
      expect(surahName(first, locale)).toBe(SURAH_NAMES.ar[first - 1]);
    }
  });

  it("a reader who says no language gets the creator's; the creator reserving for a reader writes in theirs", async () => {
    const khatm = await createKhatm("Hatim", "tr");
    const silent = uniqueEmail("silent");
    await expectJson(await reserve(khatm.id, 1, silent), 200);
    await expectWrittenIn(await onlyMail(silent), "tr");

    const behalf = uniqueEmail("behalf");
    const body = { juzNumbers: [2], readerName: "Ali", readerEmail: behalf, creatorEmail: khatm.creatorEmail };
    const headers = { ...browser("fr"), [MANAGE_KEY_HEADER]: khatm.manageKey };
    await expectJson(await call("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { body, headers }), 200);
    // Not the creator's browser (French): the reader's language is unknown, so the khatm's creator's.
    await expectWrittenIn(await onlyMail(behalf), "tr");
  });

  it("an account's language wins over the language of the reservation and the khatm", async () => {
    const khatm = await createKhatm("Hatim", "tr");
    const email = uniqueEmail("account");
    const { token } = await signIn(email);
    await expectJson(await call("POST", "/api/auth/update-profile", { token, body: { locale: "bn" } }), 200);
    await expectJson(await reserve(khatm.id, 4, email, "ar"), 200);
    const mail = await onlyMail(email, (subject) => subject !== "Sign in to Khatms");
    await expectWrittenIn(mail, "bn");
  });

  it("completion: the reader in the language they reserved in, the creator's milestones in Turkish", async () => {
    const khatm = await createKhatm("Hatim", "tr");
    const reader = uniqueEmail("completer");
    const body = { juzNumbers: ALL, readerName: "Reader", readerEmail: reader };
    const headers = browser("ar");
    const held = await call("POST", `/api/khatms/${khatm.id}/reserve`, { body, headers, ip: freshIp() });
    const { readerKey } = await expectJson<ReserveResponse>(held, 200);
    // Completed from a browser that names no language: the reservation's language is what counts.
    const done = await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, { readerKey });
    expect(done.status).toBe(200);
    const [ar, tr] = [await translatorFor("ar"), await translatorFor("tr")];
    const completed = ar.t("emails.completedSubject", { name: "Hatim" });
    await expectWrittenIn(await onlyMail(reader, (subject) => subject === completed), "ar");
    const milestone = tr.t("emails.completedSubject", { name: "Hatim" });
    await expectWrittenIn(await onlyMail(khatm.creatorEmail, (subject) => subject === milestone), "tr");
  });

  it("next round: an invitation in the reader's account language, else the khatm's creator's", async () => {
    const khatm = await createKhatm("Hatim", "tr");
    const [withAccount, without] = [uniqueEmail("malay"), uniqueEmail("plain")];
    const { token } = await signIn(withAccount);
    await expectJson(await call("POST", "/api/auth/update-profile", { token, body: { locale: "ms" } }), 200);
    const manage = { manageKey: khatm.manageKey };
    for (const [readerEmail, juzNumbers] of [
      [withAccount, [1]],
      [without, ALL.slice(1)],
    ] as const) {
      const body = { juzNumbers, readerName: "Reader", readerEmail, creatorEmail: khatm.creatorEmail };
      await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...manage, body }), 200);
    }
    await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, manage), 200);
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...manage, body: { mode: "invite" } }),
      201,
    );
    for (const [email, locale] of [
      [withAccount, "ms"],
      [without, "tr"],
    ] as const) {
      const { t } = await translatorFor(locale);
      const invitation = t("together.invitationSubject", { round: 2, name: "Hatim" });
      await expectWrittenIn(await onlyMail(email, (subject) => subject === invitation), locale);
    }
  });

  it("in English the spec's words stay as they were, with no ?lang= on their links", async () => {
    const khatm = await createKhatm("Family Khatm");
    const created = await onlyMail(khatm.creatorEmail);
    expect(created.subject).toBe('Your Khatm "Family Khatm" has been created');
    await expectWrittenIn(created, "en");
    const reader = uniqueEmail();
    await expectJson(await reserve(khatm.id, 5, reader), 200);
    const reservation = await onlyMail(reader);
    expect(reservation.subject).toBe('Your juz in "Family Khatm"');
    expect(reservation.text).toContain(`/n/${khatm.accessCode}\n`);
    await expectWrittenIn(reservation, "en");
  });
});

describe("a sign-in link", () => {
  it("is in the language of whoever asked for it, opening the app in it", async () => {
    const email = uniqueEmail("signin");
    const asked = await api("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() });
    expect(asked.status).toBe(200);
    const english = await onlyMail(email);
    expect(english.subject).toBe("Sign in to Khatms");
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    const headers = browser("ar");
    await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, headers, ip: freshIp() }), 200);
    const [arabic] = await mailTo(email);
    const { t } = await translatorFor("ar");
    expect(arabic?.subject).toBe(t("emails.magicLinkSubject"));
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.text).toMatch(/verify-login\?token=\S+&lang=ar/);
  });
});
