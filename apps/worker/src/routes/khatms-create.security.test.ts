import { env } from "cloudflare:test";
import type { CreateKhatmResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";

describe("POST /api/khatms: identities come from the request, never the body", () => {
  it("ignores creatorId and a signed-in user's typed creatorEmail", async () => {
    const amina = await signedIn("amina");
    const victim = await signedIn("victim");
    const created = await expectJson<CreateKhatmResponse>(
      await api("POST", "/api/khatms", {
        token: amina.token,
        body: { name: "Mine", creatorId: victim.user.id, creatorEmail: victim.email, creatorName: "Amina" },
      }),
      201,
    );
    const stored = await env.DB.prepare("SELECT creator_id, creator_email FROM khatms WHERE id = ?")
      .bind(created.id)
      .first();
    expect(stored).toEqual({ creator_id: amina.user.id, creator_email: amina.email });
    expect(await mailTo(victim.email)).toHaveLength(1); // only the victim's own sign-in e-mail
  });

  it("stores the manage key only as a hash and shows it once", async () => {
    const created = await expectJson<CreateKhatmResponse>(
      await api("POST", "/api/khatms", {
        body: { name: "Hashed", creatorName: "Khadija", creatorEmail: uniqueEmail() },
      }),
      201,
    );
    const row = await env.DB.prepare("SELECT * FROM khatms WHERE id = ?").bind(created.id).first();
    expect(JSON.stringify(row)).not.toContain(created.manageKey);
    const answer = await api("GET", `/api/khatms/${created.id}`, { manageKey: created.manageKey });
    expect(await answer.text()).not.toContain(created.manageKey);
  });

  it("escapes a creator name that looks like HTML in the e-mail", async () => {
    const creatorEmail = uniqueEmail();
    await expectJson(
      await api("POST", "/api/khatms", {
        body: { name: "<b>Khatm</b>", creatorName: "<script>alert(1)</script>", creatorEmail },
      }),
      201,
    );
    const [email] = await mailTo(creatorEmail);
    expect(must(email).html).not.toContain("<script>");
    expect(must(email).html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(must(email).html).toContain("&lt;b&gt;Khatm&lt;/b&gt;");
  });
});
