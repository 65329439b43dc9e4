import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, latestMagicLinkToken, ORIGIN } from "../../test/auth";
import { readOutbox } from "../email/outbox";
import { MAGIC_LINK_SENT_MESSAGE } from "./auth-magic-link";

describe("POST /api/auth/magic-link", () => {
  it("e-mails a sign-in link to the site that verifies", async () => {
    const answer = await expectJson(
      await call("POST", "/api/auth/magic-link", { body: { email: "amina@example.com" }, ip: freshIp() }),
      200,
    );
    expect(answer).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });

    const [message] = await readOutbox(env, "amina@example.com");
    expect(message).toMatchObject({ to: "amina@example.com", subject: "Sign in to Khatms" });
    expect(must(message).text).toContain("expires in 15 minutes");
    expect(must(message).html).toContain(`href="${ORIGIN}/verify-login?token=`);

    const verified = await call("POST", "/api/auth/verify", {
      body: { token: await latestMagicLinkToken("amina@example.com") },
    });
    expect((await expectJson<{ user: { email: string } }>(verified, 200)).user.email).toBe("amina@example.com");
  });

  it("brings the person back to the page they signed in from: the link carries `next` to /verify-login", async () => {
    const body = { email: "back@example.com", next: "/j/012345?lang=ar#manage=not-in-mail" };
    await expectJson(await call("POST", "/api/auth/magic-link", { body, ip: freshIp() }), 200);
    const [message] = await readOutbox(env, "back@example.com");
    const link = must(must(message).text.match(/https?:\/\/\S+\/verify-login\?\S+/))[0];
    const url = new URL(link);
    expect(url.origin).toBe(ORIGIN);
    expect(url.searchParams.get("next")).toBe("/j/012345?lang=ar");
    // The fragment (a manage key can be there) never travels in an e-mail.
    expect(must(message).text).not.toContain("not-in-mail");
  });

  it("writes to the address as normalised: trimmed and lower-case", async () => {
    await expectJson(
      await call("POST", "/api/auth/magic-link", { body: { email: "  Yusuf@Example.COM " }, ip: freshIp() }),
      200,
    );
    expect((await readOutbox(env, "yusuf@example.com"))[0]?.to).toBe("yusuf@example.com");
  });

  it("sends a new, different link on each request, each of which works", async () => {
    const ip = freshIp();
    await call("POST", "/api/auth/magic-link", { body: { email: "twice@example.com" }, ip });
    const first = await latestMagicLinkToken("twice@example.com");
    await call("POST", "/api/auth/magic-link", { body: { email: "twice@example.com" }, ip });
    const second = await latestMagicLinkToken("twice@example.com");
    expect(second).not.toBe(first);

    await expectJson(await call("POST", "/api/auth/verify", { body: { token: first } }), 200);
    await expectJson(await call("POST", "/api/auth/verify", { body: { token: second } }), 200);
  });
});
