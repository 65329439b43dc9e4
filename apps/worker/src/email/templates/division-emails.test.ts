import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import english from "@khatm/i18n/catalogues/en";
import { describe, expect, it } from "vitest";
import { completionEmail } from "./khatm-completion";
import { fullyCompletedEmail, fullyReservedEmail } from "./khatm-milestones";
import { reservationEmail } from "./khatm-reservation";
import { roundInvitationEmail } from "./next-round";
import { reminderEmail, staleReleasedEmail, staleWarningEmail } from "./reading-reminders";

const i18n = createTranslator("en", english);
const creator = {
  to: "creator@example.com",
  creatorName: "Omar",
  khatmName: "Family",
  dedication: null,
  accessCode: "111111",
  origin: "https://khatms.example",
  i18n,
};
const reader = { ...creator, readerName: "Aisha" };

describe("milestone and completion e-mails count the khatm's own parts", () => {
  it("a page khatm's count its 604 pages", () => {
    const reserved = fullyReservedEmail({ ...creator, division: "page" });
    expect(reserved.subject).toBe('All 604 pages of "Family" are reserved');
    expect(reserved.text).toContain(
      "All 604 pages of your Khatm are now reserved. You can follow the readers' progress on its page.",
    );
    expect(reserved.html).toContain("All 604 pages of your Khatm are now reserved.");
    for (const version of [reserved.subject, reserved.text, reserved.html]) expect(version).not.toMatch(/juz/i);
    expect(reserved.html).toContain("All pages are reserved");
    const completed = fullyCompletedEmail({ ...creator, division: "page" });
    expect(completed.text).toContain("Alhamdulillah, all 604 pages of your Khatm have been read.");
    const thanks = completionEmail({ ...reader, division: "page" });
    expect(thanks.text).toContain('Alhamdulillah, all 604 pages of the Khatm "Family" have been read.');
    expect(thanks.html).toContain("Alhamdulillah, all 604 pages of the Khatm <strong>Family</strong> have been read.");
  });

  it("a hizb khatm's count its 60 hizb, in Arabic too", async () => {
    expect(fullyCompletedEmail({ ...creator, division: "hizb" }).text).toContain("all 60 hizb of your Khatm");
    const arabic = createTranslator("ar", await loadCatalogue("ar"));
    const email = completionEmail({ ...reader, i18n: arabic, division: "hizb" });
    expect(email.text).toContain(`قُرئت الأقسام كلها (${arabic.number(60)} حزبًا)`);
    expect(email.text).not.toContain("الأجزاء");
  });

  it("a juz khatm's keep the spec's words", () => {
    const reserved = fullyReservedEmail(creator);
    expect(reserved.subject).toBe('All 30 juz of "Family" are reserved');
    expect(reserved.html).toContain("Every juz is reserved");
    expect(reserved.text).toContain("All 30 juz of your Khatm are now reserved.");
    expect(fullyReservedEmail({ ...creator, division: "juz" }).text).toBe(reserved.text);
    expect(fullyCompletedEmail(creator).text).toContain("Alhamdulillah, all 30 juz of your Khatm have been read.");
    expect(completionEmail(reader).text).toContain('Alhamdulillah, all 30 juz of the Khatm "Family" have been read.');
  });
});

describe("a reader's e-mails name a khatm's parts in its division's words", () => {
  const pages = [
    { number: 12, surahs: "Al-Baqarah 77-83", label: "Page 12" },
    { number: 13, surahs: "Al-Baqarah 84-88", label: "Page 13" },
  ];
  const notice = { ...reader, juzs: pages, division: "page" as const };
  const versions = (email: { subject: string; text: string; html: string }) => [email.subject, email.text, email.html];

  it("a reservation says which pages, by whoever reserved them", () => {
    const own = reservationEmail(notice);
    expect(own.subject).toBe('Your pages in "Family"');
    expect(own.text).toContain('You have reserved Pages 12-13 in the Khatm "Family":');
    expect(own.html).toContain("Your reserved pages");
    const byCreator = reservationEmail({ ...notice, reservedBy: "Omar" });
    expect(byCreator.html).toContain("Omar reserved Pages 12-13 for you in the Khatm <strong>Family</strong>:");
    for (const version of [...versions(own), ...versions(byCreator)]) expect(version).not.toMatch(/\bjuz\b/i);
  });

  it("reminders, stale warnings and releases speak of pages", () => {
    const reminder = reminderEmail({ ...notice, stopLink: "https://khatms.example/stop/x", fromCreator: "Omar" });
    expect(reminder.subject).toBe('A reminder: your pages in "Family"');
    expect(reminder.text).toContain('Omar sends a gentle reminder about your pages in the Khatm "Family":');
    const warning = staleWarningEmail({ ...notice, staleDays: 14 });
    expect(warning.subject).toBe('Your pages in "Family" will be freed tomorrow');
    expect(warning.text).toContain("This Khatm frees pages that are not completed within 14 days");
    const released = staleReleasedEmail({ ...notice, staleDays: 14 });
    expect(released.html).toContain("Your pages are available again");
    expect(released.text).toContain("You are welcome to reserve them again, or other pages, whenever you are ready.");
    for (const email of [reminder, warning, released]) {
      for (const version of versions(email)) expect(version).not.toMatch(/\bjuz\b/i);
    }
  });

  it("a round's invitation asks to choose pages; a juz khatm's e-mails keep the spec's words", () => {
    const invitation = { ...reader, creatorName: "Omar", round: 2 };
    expect(roundInvitationEmail({ ...invitation, division: "page" }).text).toContain("Choose your pages: ");
    expect(roundInvitationEmail(invitation).text).toContain("Choose your juz: ");
    const juzs = [{ number: 2, surahs: "Al-Baqarah 142-252" }];
    expect(reservationEmail({ ...reader, juzs }).text).toContain('You have reserved 1 juz in the Khatm "Family":');
    expect(staleWarningEmail({ ...reader, juzs, staleDays: 14 }).subject).toBe(
      'Your juz in "Family" will be freed tomorrow',
    );
  });

  it("in Arabic, a hizb khatm's reminder names hizb, not juz", async () => {
    const arabic = createTranslator("ar", await loadCatalogue("ar"));
    const email = reminderEmail({
      ...notice,
      juzs: [{ number: 7, surahs: "", label: "الحزب 7" }],
      i18n: arabic,
      division: "hizb",
      stopLink: "",
    });
    expect(email.subject).toContain("نصيبك من الأحزاب");
    for (const version of versions(email)) expect(version).not.toContain("جزء");
  });
});
