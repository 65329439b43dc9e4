import { describe, expect, it } from "vitest";
import { accountCreatedEmail, magicLinkEmail } from "./auth";

describe("auth e-mail templates", () => {
  it("gives the magic link in both versions and says when it expires", () => {
    const email = magicLinkEmail("a@example.com", "https://khatms.example/verify-login?token=abc_-1", 15);
    expect(email.subject).toBe("Sign in to Khatms");
    expect(email.text).toContain("https://khatms.example/verify-login?token=abc_-1");
    expect(email.text).toContain("expires in 15 minutes");
    expect(email.html).toContain('href="https://khatms.example/verify-login?token=abc_-1"');
    expect(email.html).toContain("expires in 15 minutes");
  });

  it("escapes the user's name and the link in the HTML version", () => {
    const email = accountCreatedEmail(
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
