import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import english from "@khatm/i18n/catalogues/en";
import { describe, expect, it } from "vitest";
import { completionEmail } from "./khatm-completion";
import { fullyCompletedEmail, fullyReservedEmail } from "./khatm-milestones";

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
    expect(email.text).toContain(`قُرئت الأقسام كلها (${arabic.number(60)} حزب)`);
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
