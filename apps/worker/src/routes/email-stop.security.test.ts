import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { stopPath, stopTokenOf } from "../../test/abuse/mail";
import { call, createKhatm, freshIp, reserve, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";
import { stopToken } from "../email/stop-links";
import { signPayload } from "../lib/signed-links";

/** A creator's stop token, from the "created" e-mail the dev outbox holds. */
async function creatorStopToken() {
  const khatm = await createKhatm();
  const [message] = await mailTo(khatm.creatorEmail);
  return { khatm, token: stopTokenOf(must(message)) };
}

const reserveFor = async (email: string) => reserve((await createKhatm()).id, [1], { readerEmail: email });

describe("stop links", () => {
  it("stop all mail to the address but sign-in links it asks for, until undone", async () => {
    const { khatm, token } = await creatorStopToken();
    expect(await expectJson(await call("POST", stopPath(token)), 200)).toEqual({ stopped: true });

    await reserveFor(khatm.creatorEmail);
    await expectJson(
      await call("POST", "/api/auth/magic-link", { body: { email: khatm.creatorEmail }, ip: freshIp() }),
      200,
    );
    expect((await mailTo(khatm.creatorEmail)).map((m) => m.subject)).toEqual([
      "Sign in to Khatms",
      expect.stringContaining("has been created"),
    ]);

    expect(await expectJson(await call("DELETE", stopPath(token)), 200)).toEqual({ stopped: false });
    await reserveFor(khatm.creatorEmail);
    expect(must((await mailTo(khatm.creatorEmail))[0]).subject).toMatch(/^Your juz/);
  });

  it("take the one-click POST of RFC 8058 (a form body) from a mail provider", async () => {
    const { khatm, token } = await creatorStopToken();
    const response = await call("POST", stopPath(token), {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await expectJson(response, 200)).toEqual({ stopped: true });
    await reserveFor(khatm.creatorEmail);
    expect(await mailTo(khatm.creatorEmail)).toHaveLength(1);
  });

  it("work on every click: replayed after an undo, the link stops mail again", async () => {
    const { khatm, token } = await creatorStopToken();
    for (const method of ["POST", "POST", "DELETE", "POST"])
      expect((await call(method, stopPath(token))).status).toBe(200);
    await reserveFor(khatm.creatorEmail);
    expect(await mailTo(khatm.creatorEmail)).toHaveLength(1);
  });

  it("cannot stop someone else's mail: forged, damaged or made with another secret, 403 and nothing stored", async () => {
    const { token } = await creatorStopToken();
    const other = uniqueEmail("other");
    const before = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_addresses WHERE stopped_at IS NOT NULL",
    ).first();
    const [payload] = token.split(".");
    const forged = [
      `stop:${"A".repeat(43)}.${token.split(".")[1]}`,
      `${payload}.${"x".repeat(43)}`,
      `${payload}`,
      await stopToken("another-secret", other),
      await signPayload("another-secret", must(payload)),
      "stop:.",
      ".x",
      "%00",
    ];
    for (const bad of forged) {
      for (const method of ["POST", "DELETE", "GET"]) {
        await expectError(await call(method, stopPath(bad)), 403, "This link is not valid");
      }
    }
    const after = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_addresses WHERE stopped_at IS NOT NULL",
    ).first();
    expect(after).toEqual(before);
    await reserveFor(other);
    expect(await mailTo(other)).toHaveLength(1);
  });

  it("a token stops only its own address: each recipient's link differs, and one leaves the other's mail", async () => {
    const { khatm, token } = await creatorStopToken();
    const reader = uniqueEmail("reader");
    await reserve(khatm.id, [2], { readerEmail: reader });
    const readerToken = stopTokenOf(must((await mailTo(reader))[0]));
    expect(readerToken).not.toBe(token);
    await expectJson(await call("POST", stopPath(token)), 200);
    await reserve(khatm.id, [3], { readerEmail: reader });
    expect(await mailTo(reader)).toHaveLength(2);
  });

  it("GET on the header's address leads to the web app's page for that token", async () => {
    const { token } = await creatorStopToken();
    const response = await call("GET", stopPath(token));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`https://khatm.test/stop/${encodeURIComponent(token)}`);
  });
});
