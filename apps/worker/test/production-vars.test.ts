// Issue 40, item 5: a deploy that fails closed. wrangler.toml's top-level [vars] are production's, and these tests run
// the worker with exactly those (the tests' own bindings are [env.dev]'s): no dev outbox, no sign-in link without the
// provider's key and APP_ORIGIN, no link accepted that the fixed development secret signed.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stopToken } from "../src/email/stop-links";
import type { Env } from "../src/env";
import { call, expectJson, freshIp } from "./auth";
import { providerMailbox } from "./provider";

interface Section {
  vars: Record<string, string>;
  d1_databases: unknown;
  kv_namespaces: unknown;
  durable_objects: unknown;
}
const sections = JSON.parse(env.WRANGLER_SECTIONS) as { production: Section; development: Section };

/** The worker's bindings with production's vars and no secrets, as `wrangler deploy` leaves it before any is put. */
const production = (more: Partial<Env> = {}): Env => ({
  ...env,
  ...sections.production.vars,
  EMAIL_API_KEY: undefined,
  LINK_SIGNING_SECRET: undefined,
  ...more,
});

/** The secret development signs with (lib/signed-links.ts): known to anyone who reads the source. */
const DEVELOPMENT_SECRET = "khatm-development-link-secret";

const signIn = (bindings: Env) =>
  call("POST", "/api/auth/magic-link", { body: { email: "someone@example.com" }, ip: freshIp(), env: bindings });

/** What the worker logged with console.error while `run` ran. */
async function errorsLogged(run: () => Promise<unknown>): Promise<string> {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  await run();
  return spy.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("production's vars (wrangler.toml's top level)", () => {
  it("say production and send e-mail through the provider", () => {
    expect(sections.production.vars).toMatchObject({ ENVIRONMENT: "production", EMAIL_MODE: "resend" });
    expect(sections.development.vars).toMatchObject({ ENVIRONMENT: "development", EMAIL_MODE: "outbox" });
  });

  it("have no dev outbox: its API, its page and its retry are 404", async () => {
    expect(await expectJson(await call("GET", "/api/dev/outbox", { env: production() }), 404)).toMatchObject({
      error: "NOT_FOUND",
    });
    // Even a deployment that sets EMAIL_MODE "outbox" by mistake shows no one its e-mails.
    const outboxByMistake = production({ EMAIL_MODE: "outbox" });
    expect((await call("GET", "/api/dev/outbox", { env: outboxByMistake })).status).toBe(404);
    const page = await call("GET", "/dev/outbox", { env: outboxByMistake });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain("outbox");
    expect((await call("POST", "/dev/outbox/retry", { env: outboxByMistake })).status).toBe(404);
  });

  it("answer sign-in with a clear 503 while the provider's key is missing, and log the secret's name", async () => {
    let response: Response | undefined;
    const logged = await errorsLogged(async () => {
      response = await signIn(production({ APP_ORIGIN: "https://khatms.example" }));
    });
    expect(await expectJson(response as Response, 503)).toEqual({
      error: "UNAVAILABLE",
      message: "E-mail is not set up on this site yet. Please try again later.",
    });
    expect(logged).toContain("EMAIL_API_KEY is not set");
    // "outbox" is development's: a deployment set to it sends nothing and says so too.
    const outbox = await errorsLogged(async () => {
      response = await signIn(production({ EMAIL_MODE: "outbox", APP_ORIGIN: "https://khatms.example" }));
    });
    expect((response as Response).status).toBe(503);
    expect(outbox).toContain("EMAIL_MODE is not set");
  });

  it("send no link to the origin a request came to: without APP_ORIGIN sign-in is 503, with it the link is there", async () => {
    const mailbox = providerMailbox();
    const keyed = { EMAIL_API_KEY: "re_test", EMAIL_API_URL: mailbox.url };
    let response: Response | undefined;
    const logged = await errorsLogged(async () => {
      response = await signIn(production(keyed));
    });
    expect((response as Response).status).toBe(503);
    expect(logged).toContain("APP_ORIGIN is not set");
    expect((await mailbox.seen()).accepted).toEqual([]);

    await expectJson(await signIn(production({ ...keyed, APP_ORIGIN: "https://khatms.example/" })), 200);
    const [sent] = (await mailbox.seen()).accepted;
    expect(sent?.to).toBe("someone@example.com");
  });

  it("accept no link signed with the development secret: 503 without the deployment's secret, 403 with it", async () => {
    const token = await stopToken(DEVELOPMENT_SECRET, "victim@example.com");
    const path = `/api/email/stop/${encodeURIComponent(token)}`;
    // Control: development signs and accepts it.
    expect(await expectJson(await call("POST", path), 200)).toEqual({ stopped: true });
    await call("DELETE", path);

    let response: Response | undefined;
    const logged = await errorsLogged(async () => {
      response = await call("POST", path, { env: production() });
    });
    expect((response as Response).status).toBe(503);
    expect(logged).toContain("LINK_SIGNING_SECRET is not set");
    const withSecret = production({ LINK_SIGNING_SECRET: "the-deployment's-own-secret" });
    expect((await call("POST", path, { env: withSecret })).status).toBe(403);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_addresses WHERE stopped_at IS NOT NULL",
    ).first();
    expect(stored?.n).toBe(0);
  });
});

describe("development's section ([env.dev])", () => {
  // Wrangler inherits no vars and no bindings into an environment: [env.dev] repeats them, and must not drift.
  it("repeats production's bindings and vars, but for the lines that say development", () => {
    const { production: top, development: dev } = sections;
    expect(dev.d1_databases).toEqual(top.d1_databases);
    expect(dev.kv_namespaces).toEqual(top.kv_namespaces);
    expect(dev.durable_objects).toEqual(top.durable_objects);
    const others = (vars: Record<string, string>) => {
      const { ENVIRONMENT: _environment, EMAIL_MODE: _mode, ...rest } = vars;
      return rest;
    };
    expect(others(dev.vars)).toEqual(others(top.vars));
  });
});
