import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it, vi } from "vitest";
import { createEmailSender } from "./index";
import { readOutbox } from "./outbox";

const message = (to: string, subject: string) => ({
  to,
  locale: "en" as const,
  subject,
  text: `Hello\n\nOpen https://khatm.test/verify-login?token=abc to continue.`,
  html: `<p>Hello</p>`,
  idempotencyKey: crypto.randomUUID(),
});

describe("dev outbox", () => {
  it("keeps every message in KV and reads them newest first, sent in the same millisecond or not", async () => {
    const sender = createEmailSender(env);
    await sender.send(message("first@example.com", "One"));
    await sender.send(message("second@example.com", "Two"));
    await sender.send(message("first@example.com", "Three"));

    const all = await readOutbox(env);
    expect(all.slice(0, 3).map((m) => m.subject)).toEqual(["Three", "Two", "One"]);
    expect(all[0]).toMatchObject({ to: "first@example.com", text: message("", "").text, html: "<p>Hello</p>" });
    expect(must(all[0]).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(must(all[0]).createdAt).toISOString()).toBe(must(all[0]).createdAt);
  });

  it("logs the link of a sign-in e-mail, and keeps the gated notifications (with a stop link) off the log", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const sender = createEmailSender(env);
      await sender.send(message("signin@example.com", "Sign in"));
      const notification = { ...message("reader@example.com", "Reserved"), headers: { "List-Unsubscribe": "<x>" } };
      await sender.send(notification);
      expect(log.mock.calls.map(([line]) => line)).toEqual([
        '[outbox] "Sign in" to signin@example.com https://khatm.test/verify-login?token=abc',
      ]);
      expect((await readOutbox(env, "reader@example.com")).map((m) => m.subject)).toEqual(["Reserved"]);
    } finally {
      log.mockRestore();
    }
  });

  it("filters by recipient, ignoring case", async () => {
    const sender = createEmailSender(env);
    await sender.send(message("Mixed.Case@Example.com", "For mixed"));
    await sender.send(message("other@example.com", "For other"));

    const mine = await readOutbox(env, " mixed.case@example.COM ");
    expect(mine.map((m) => m.subject)).toEqual(["For mixed"]);
    expect(await readOutbox(env, "nobody@example.com")).toEqual([]);
  });

  it("stores each message under the outbox prefix with an expiry", async () => {
    await createEmailSender(env).send(message("ttl@example.com", "Expiring"));
    const { keys } = await env.KV.list({ prefix: "outbox:" });
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.expiration).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses an unknown mode instead of dropping mail", () => {
    expect(() => createEmailSender({ ...env, EMAIL_MODE: "carrier-pigeon" })).toThrow(/Unknown EMAIL_MODE/);
    expect(() => createEmailSender({ ...env, EMAIL_MODE: "resend", EMAIL_API_KEY: undefined })).toThrow(
      /EMAIL_API_KEY/,
    );
  });
});
