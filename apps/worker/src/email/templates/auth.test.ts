import { createTranslator } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { describe, expect, it } from "vitest";
import { accountCreatedEmail, magicLinkEmail } from "./auth";

const i18n = createTranslator("en", english);

describe("auth e-mail templates", () => {
  it("gives the magic link in both versions and says when it expires", () => {
    const email = magicLinkEmail(i18n, "a@example.com", "https://khatms.example/verify-login?token=abc_-1", 15);
    expect(email.subject).toBe("Sign in to Khatms");
    expect(email.text).toContain("https://khatms.example/verify-login?token=abc_-1");
    expect(email.text).toContain("expires in 15 minutes");
    expect(email.html).toContain('href="https://khatms.example/verify-login?token=abc_-1"');
    expect(email.html).toContain("expires in 15 minutes");
  });

  it("escapes the user's name and the link in the HTML version", () => {
    const email = accountCreatedEmail(
      i18n,
      "a@example.com",
      `<img src=x onerror="alert(1)">`,
      `https://k.example/login?a=1&b="2"`,
    );
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(email.html).toContain('href="https://k.example/login?a=1&amp;b=&quot;2&quot;"');
    // The plain-text version is not HTML: the name stays as typed.
    expect(email.text).toContain(`Assalamu alaikum <img src=x onerror="alert(1)">,`);
  });
});

describe("e-mails through the catalogue", () => {
  it("takes every text from the translator's catalogue, values escaped in the HTML", () => {
    const emails = { ...english.emails, magicLinkSubject: "Entrer", magicLinkExpires: "Valable {minutes} min <b>" };
    const other = createTranslator("en", { ...english, emails });
    const email = magicLinkEmail(other, "a@example.com", "https://k.example/v?token=1", 15);
    expect(email.subject).toBe("Entrer");
    expect(email.text).toContain("Valable 15 min <b>");
    expect(email.html).toContain(">Entrer</h1>");
    expect(email.html).toContain("Valable 15 min &lt;b&gt;");
  });
});
