import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env";
import { stopPath, stopTokenOf } from "../abuse/mail";
import { api, createKhatm, freshIp, reserve, uniqueEmail } from "../khatms";
import { expectJson, mailTo } from "../observe";

/**
 * Asserts a 429 whose Retry-After is whole seconds, at least 1, and what is left of a window of `windowSeconds`
 * that has just opened (the test's own seconds allowed for).
 */
async function expectRetryAfter(response: Response, windowSeconds: number): Promise<void> {
  await expectJson(response, 429);
  const header = response.headers.get("Retry-After");
  expect(header, "Retry-After").toMatch(/^\d+$/);
  expect(Number(header)).toBeLessThanOrEqual(windowSeconds);
  expect(Number(header)).toBeGreaterThan(windowSeconds - 60);
}

/** The test bindings with one limit of a single hit per `windowSeconds`, so the second hit is refused. */
const oneHitPer = (variable: keyof Env, windowSeconds: number): Env => ({ ...env, [variable]: `1/${windowSeconds}` });

describe("Retry-After on every kind of 429", () => {
  it("magic links, per address and per client address", async () => {
    const perEmail = oneHitPer("RATE_LIMIT_MAGIC_LINK_PER_EMAIL", 900);
    const email = uniqueEmail("link");
    const link = (address: string, ip: string, bindings: Env) =>
      api("POST", "/api/auth/magic-link", { body: { email: address }, ip, env: bindings });
    await expectJson(await link(email, freshIp(), perEmail), 200);
    await expectRetryAfter(await link(email, freshIp(), perEmail), 900);

    const perIp = oneHitPer("RATE_LIMIT_MAGIC_LINK_PER_IP", 3600);
    const ip = freshIp();
    await expectJson(await link(uniqueEmail("link"), ip, perIp), 200);
    await expectRetryAfter(await link(uniqueEmail("link"), ip, perIp), 3600);
  });

  it("account creation per client address", async () => {
    const bindings = oneHitPer("RATE_LIMIT_CREATE_ACCOUNT_PER_IP", 3600);
    const ip = freshIp();
    const create = () =>
      api("POST", "/api/auth/create-account", { body: { email: uniqueEmail(), name: "Bulk" }, ip, env: bindings });
    await expectJson(await create(), 200);
    await expectRetryAfter(await create(), 3600);
  });

  it("access-code lookups per client address", async () => {
    const khatm = await createKhatm();
    const bindings = oneHitPer("RATE_LIMIT_CODE_LOOKUP_PER_IP", 60);
    const ip = freshIp();
    const lookUp = () => api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip, env: bindings });
    await expectJson(await lookUp(), 200);
    await expectRetryAfter(await lookUp(), 60);
  });

  it("khatm creation per client address", async () => {
    const bindings = oneHitPer("RATE_LIMIT_CREATE_KHATM_PER_IP", 3600);
    const ip = freshIp();
    const create = () =>
      api("POST", "/api/khatms", {
        body: { name: "Ramadan", isPublic: false, creatorName: "Imam", creatorEmail: uniqueEmail("mosque") },
        ip,
        env: bindings,
      });
    await expectJson(await create(), 201);
    await expectRetryAfter(await create(), 3600);
  });

  it("reservations and reservations on behalf, per client address", async () => {
    const khatm = await createKhatm();
    const bindings = oneHitPer("RATE_LIMIT_RESERVE_PER_IP", 600);
    const ip = freshIp();
    const body = (number: number) => ({ juzNumbers: [number], readerName: "Family", readerEmail: uniqueEmail() });
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve`, { body: body(1), ip, env: bindings }), 200);
    await expectRetryAfter(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, { body: body(2), ip, env: bindings }),
      600,
    );
    const onBehalf = { ...body(3), creatorEmail: khatm.creatorEmail };
    const path = `/api/khatms/${khatm.id}/reserve-on-behalf`;
    await expectRetryAfter(await api("POST", path, { ...khatm.creator, body: onBehalf, ip, env: bindings }), 600);
  });

  it("reports per client address", async () => {
    const bindings = oneHitPer("RATE_LIMIT_REPORT_PER_IP", 3600);
    const ip = freshIp();
    const report = async () =>
      api("POST", `/api/khatms/${(await createKhatm()).id}/reports`, { body: { reason: "spam" }, ip, env: bindings });
    await expectJson(await report(), 202);
    await expectRetryAfter(await report(), 3600);
  });

  it("stop-link stops and undos per mailbox, from any client", async () => {
    const khatm = await createKhatm();
    const token = stopTokenOf(must((await mailTo(khatm.creatorEmail))[0]));
    const bindings = oneHitPer("RATE_LIMIT_STOP_LINK_PER_MAILBOX", 3600);
    await expectJson(await api("POST", stopPath(token), { ip: freshIp(), env: bindings }), 200);
    await expectRetryAfter(await api("DELETE", stopPath(token), { ip: freshIp(), env: bindings }), 3600);
  });

  it("the creator's reminder, once per 24 hours: the seconds until the next one may go", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [7]);
    const remind = () => api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} });
    await expectJson(await remind(), 200);
    await expectRetryAfter(await remind(), 24 * 3600);
  });
});
