import { afterEach, describe, expect, it, vi } from "vitest";
import { englishTranslator } from "../test/render";
import { buildInvitation, buildMailtoLink, buildShareLink, buildWhatsAppLink } from "./share";

describe("buildShareLink", () => {
  afterEach(() => vi.restoreAllMocks());

  it("links to the dashboard for a 6-digit code", () => {
    expect(buildShareLink("https://khatm.example", "042137")).toBe("https://khatm.example/n/042137");
  });
  it.each(["12345", "1234567", "abcdef", "", null])("warns and shares the origin for %j", (code) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(buildShareLink("https://khatm.example", code)).toBe("https://khatm.example");
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("share links", () => {
  it("URL-encodes subject and body of a mailto link", () => {
    expect(buildMailtoLink("Join & read", "Line 1\nhttps://x.org/n/123456?a=b")).toBe(
      "mailto:?subject=Join%20%26%20read&body=Line%201%0Ahttps%3A%2F%2Fx.org%2Fn%2F123456%3Fa%3Db",
    );
  });
  it("prefills a WhatsApp message", () => {
    expect(buildWhatsAppLink("Salam & join")).toBe("https://wa.me/?text=Salam%20%26%20join");
  });
  it("invites with name, occasion, link and code", () => {
    const invitation = buildInvitation(
      englishTranslator.t,
      { name: "Ramadan", occasion: "For our parents", accessCode: "123456" },
      "https://x.org/n/123456",
    );
    expect(invitation.subject).toBe("Join the Khatm: Ramadan");
    expect(invitation.text).toContain('"Ramadan" (For our parents)');
    expect(invitation.text).toContain("https://x.org/n/123456");
    expect(invitation.text).toBe(
      'Assalamu alaikum! You are invited to join the Khatm "Ramadan" (For our parents). Reserve a juz to read and help us complete the Qur\'an together: https://x.org/n/123456 (access code: 123456)',
    );
  });
});
