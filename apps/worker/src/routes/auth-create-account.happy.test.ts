import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, ORIGIN, signIn } from "../../test/auth";
import { readOutbox } from "../email/outbox";
import { ACCOUNT_CREATED_MESSAGE } from "./auth-create-account";

describe("POST /api/auth/create-account", () => {
  it("creates the account with its name and e-mails that it was created", async () => {
    const answer = await expectJson(
      await call("POST", "/api/auth/create-account", {
        body: { email: " Hafsa@Example.com", name: " Hafsa " },
        ip: freshIp(),
      }),
      200,
    );
    expect(answer).toEqual({ message: ACCOUNT_CREATED_MESSAGE });

    const row = await env.DB.prepare(
      "SELECT name, email, country, created_at FROM users WHERE email = 'hafsa@example.com'",
    ).first();
    expect(row).toMatchObject({ name: "Hafsa", email: "hafsa@example.com", country: null });

    const [welcome] = await readOutbox(env, "hafsa@example.com");
    expect(welcome?.subject).toBe("Your Khatms account has been created");
    expect(welcome?.text).toContain("Assalamu alaikum Hafsa,");
    expect(welcome?.text).toContain(`${ORIGIN}/login`);
  });

  it("is followed by a magic link that signs in to that account (the spec's create-account flow)", async () => {
    await call("POST", "/api/auth/create-account", {
      body: { email: "flow@example.com", name: "Bilal" },
      ip: freshIp(),
    });
    const { user } = await signIn("flow@example.com");
    expect(user).toMatchObject({ email: "flow@example.com", name: "Bilal" });
  });
});
