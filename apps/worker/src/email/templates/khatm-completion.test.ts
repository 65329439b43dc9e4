import { createTranslator } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { COMPLETION_DUA } from "@khatm/schema/dua";
import { describe, expect, it } from "vitest";
import { completionEmail } from "./khatm-completion";

const details = {
  to: "aisha@example.com",
  readerName: "Aisha",
  khatmName: "Family",
  dedication: "our grandmother Fatima",
  accessCode: "654321",
  origin: "https://khatms.example",
  i18n: createTranslator("en", english),
};

describe("completion e-mail", () => {
  it("thanks the reader and quotes the du'a with its translation and verse, in both versions", () => {
    const email = completionEmail(details);
    expect(email.subject).toBe('"Family" is complete');
    for (const version of [email.text, email.html]) {
      expect(version).toContain("Assalamu alaikum Aisha");
      expect(version).toContain(COMPLETION_DUA.arabic);
      expect(version).toContain(COMPLETION_DUA.translations.en);
      expect(version).toContain("Al-Baqarah 2:127");
      expect(version).toContain("Dedicated to our grandmother Fatima");
      expect(version).toContain("https://khatms.example/n/654321");
    }
    expect(email.html).toContain('dir="rtl" lang="ar"');
  });

  it("escapes the names it is given", () => {
    const email = completionEmail({ ...details, readerName: "<b>x</b>", dedication: "<img src=x>" });
    expect(email.html).not.toContain("<b>x</b>");
    expect(email.html).not.toContain("<img");
  });
});
