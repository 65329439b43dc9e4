import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp } from "../../test/auth";

describe("dev outbox, security", () => {
  it("does not exist when e-mail really goes out", async () => {
    const production = { ...env, EMAIL_MODE: "resend", EMAIL_API_KEY: "re_test" };
    expect(await expectJson(await call("GET", "/api/dev/outbox", { env: production }), 404)).toEqual({
      error: "NOT_FOUND",
      message: "No such API endpoint.",
    });
    const page = await call("GET", "/dev/outbox", { env: production });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain("outbox");
  });

  it("answers 404 for other /dev paths", async () => {
    expect((await call("GET", "/dev/anything")).status).toBe(404);
  });

  it("escapes what users typed, on the page and in the recipient filter", async () => {
    const name = `<img src=x onerror="alert(1)">`;
    await call("POST", "/api/auth/create-account", { body: { email: "escape@example.com", name }, ip: freshIp() });
    const page = await (
      await call("GET", `/dev/outbox?to=${encodeURIComponent('escape@example.com"><script>x</script>')}`)
    ).text();
    expect(page).not.toContain("<script>x");
    expect(page).toContain("&lt;script&gt;x&lt;/script&gt;");

    const listed = await (await call("GET", "/dev/outbox?to=escape@example.com")).text();
    expect(listed).not.toContain("<img src=x");
    expect(listed).toContain("Assalamu alaikum &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
  });

  it("forbids scripts on the page", async () => {
    const response = await call("GET", "/dev/outbox");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
  });

  it("answers 400 to an over-long recipient filter", async () => {
    const answer = await expectJson(await call("GET", `/api/dev/outbox?to=${"a".repeat(300)}`), 400);
    expect(answer).toEqual({
      error: "BAD_REQUEST",
      message: "to must be at most 254 characters",
      field: "to",
    });
  });
});
