import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp } from "../../test/auth";
import { readOutbox } from "../email/outbox";

const createAccount = (body: unknown) => call("POST", "/api/auth/create-account", { body, ip: freshIp() });

describe("POST /api/auth/create-account, security", () => {
  it("answers an existing address exactly like a new one, changing nothing and sending nothing", async () => {
    const first = await createAccount({ email: "taken@example.com", name: "Original" });
    const again = await createAccount({ email: "TAKEN@example.com", name: "Impostor" });
    const fresh = await createAccount({ email: "fresh@example.com", name: "Fresh" });

    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(await fresh.json()).toEqual(
      await createAccount({ email: "fresh2@example.com", name: "F" }).then((r) => r.json()),
    );

    const rows = await env.DB.prepare("SELECT name FROM users WHERE email = 'taken@example.com'").all();
    expect(rows.results).toEqual([{ name: "Original" }]);
    // call() waits for the background e-mail, so a second welcome would be here by now.
    expect(await readOutbox(env, "taken@example.com")).toHaveLength(1);
  });

  it("escapes the name in the welcome e-mail's HTML", async () => {
    await createAccount({ email: "xss@example.com", name: `<script>alert("x")</script>` });
    const [welcome] = await readOutbox(env, "xss@example.com");
    expect(welcome?.html).not.toContain("<script>");
    expect(welcome?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("does not sign anyone in: creating an account returns no session", async () => {
    const answer = await expectJson(await createAccount({ email: "nosession@example.com", name: "N" }), 200);
    expect(Object.keys(answer)).toEqual(["message"]);
    const sessions = await env.DB.prepare(
      "SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE email = 'nosession@example.com'",
    ).first<{ n: number }>();
    expect(sessions?.n).toBe(0);
  });
});
