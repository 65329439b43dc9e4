import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, latestMagicLinkToken, ORIGIN } from "../../test/auth";
import { createKhatm } from "../../test/khatms";
import type { OutboxMessage } from "../email/outbox";

describe("GET /api/dev/outbox", () => {
  it("lists the e-mails to one address, newest first, with every field", async () => {
    await call("POST", "/api/auth/create-account", { body: { email: "dev@example.com", name: "Dev" }, ip: freshIp() });
    await call("POST", "/api/auth/magic-link", { body: { email: "dev@example.com" }, ip: freshIp() });
    await call("POST", "/api/auth/magic-link", { body: { email: "someone-else@example.com" }, ip: freshIp() });

    const { messages } = await expectJson<{ messages: OutboxMessage[] }>(
      await call("GET", "/api/dev/outbox?to=DEV@example.com"),
      200,
    );
    expect(messages.map((message) => message.subject)).toEqual([
      "Sign in to Khatms",
      "Your Khatms account has been created",
    ]);
    // The sign-in link carries no stop headers; every e-mail says the language it is written in.
    const fields = ["createdAt", "html", "id", "locale", "subject", "text", "to"];
    expect(Object.keys(must(messages[0])).sort()).toEqual(fields);
    expect(must(messages[0]).locale).toBe("en");
    expect(must(messages[0]).text).toContain(
      `${ORIGIN}/verify-login?token=${await latestMagicLinkToken("dev@example.com")}`,
    );
  });

  it("lists every recipient without a filter", async () => {
    await call("POST", "/api/auth/magic-link", { body: { email: "all-a@example.com" }, ip: freshIp() });
    await call("POST", "/api/auth/magic-link", { body: { email: "all-b@example.com" }, ip: freshIp() });
    const { messages } = await expectJson<{ messages: OutboxMessage[] }>(await call("GET", "/api/dev/outbox"), 200);
    expect(messages.slice(0, 2).map((message) => message.to)).toEqual(["all-b@example.com", "all-a@example.com"]);
  });
});

describe("GET /dev/outbox", () => {
  it("shows the e-mails as a page with clickable links", async () => {
    await call("POST", "/api/auth/magic-link", { body: { email: "page@example.com" }, ip: freshIp() });
    const token = await latestMagicLinkToken("page@example.com");
    const response = await call("GET", "/dev/outbox?to=page@example.com");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("<h2>Sign in to Khatms</h2>");
    expect(page).toContain(`<a href="${ORIGIN}/verify-login?token=${token}">`);
    expect(page).toContain('value="page@example.com"');
  });

  it("shows the headers a provider would send: the stop headers of a khatm e-mail", async () => {
    const khatm = await createKhatm();
    const page = await (await call("GET", `/dev/outbox?to=${encodeURIComponent(khatm.creatorEmail)}`)).text();
    expect(page).toMatch(
      /<dt>List-Unsubscribe:<\/dt> <dd>&lt;https:\/\/khatm\.test\/api\/email\/stop\/[^<]+&gt;<\/dd>/,
    );
    expect(page).toContain("<dt>List-Unsubscribe-Post:</dt> <dd>List-Unsubscribe=One-Click</dd>");
  });

  it("says so when there is nothing to show", async () => {
    const page = await (await call("GET", "/dev/outbox?to=nobody@example.com")).text();
    expect(page).toContain("No e-mails to nobody@example.com yet.");
  });
});
