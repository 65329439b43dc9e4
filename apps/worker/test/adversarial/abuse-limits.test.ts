import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, uniqueEmail } from "../khatms";
import { expectError, expectJson } from "../observe";

// wrangler.toml's limits (the test config raises them for the other tests): creating khatms 30 an hour per client,
// reserving 60 per ten minutes.
const limits = { ...env, RATE_LIMIT_CREATE_KHATM_PER_IP: "30/3600", RATE_LIMIT_RESERVE_PER_IP: "60/600" };
const create = (ip: string) =>
  api("POST", "/api/khatms", {
    body: { name: "Ramadan", isPublic: false, creatorName: "Imam", creatorEmail: uniqueEmail("mosque") },
    ip,
    env: limits,
  });
const reserveOne = (khatmId: string, number: number, ip: string) =>
  api("POST", `/api/khatms/${khatmId}/reserve`, {
    body: { juzNumbers: [number], readerName: "Family", readerEmail: uniqueEmail("family") },
    ip,
    env: limits,
  });

describe("rate limits on what creates things", { timeout: 60_000 }, () => {
  it("a mosque making a dozen khatms, and a family reserving a whole khatm, never meet them", async () => {
    const mosque = freshIp();
    for (let i = 0; i < 12; i++) await expectJson(await create(mosque), 201);
    const khatm = await createKhatm();
    const family = freshIp();
    for (let number = 1; number <= 30; number++) await expectJson(await reserveOne(khatm.id, number, family), 200);
  });

  it("khatm creation: 429 with a readable message past 30 an hour from one client, nothing created", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await expectJson(await create(ip), 201);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM khatms").first<{ n: number }>();
    await expectError(await create(ip), 429, "Too many Khatms created from this connection");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM khatms").first()).toEqual(before);
  });

  it("counts IPv6 clients by /64: rotating addresses inside one prefix does not escape, other prefixes are free", async () => {
    for (let i = 0; i < 30; i++) await expectJson(await create(`2001:db8:aa:1::${(i + 1).toString(16)}`), 201);
    await expectError(await create("2001:db8:aa:1:ffff:ffff:ffff:ffff"), 429);
    for (let prefix = 2; prefix < 12; prefix++) await expectJson(await create(`2001:db8:aa:${prefix}::1`), 201);
  });

  it("reservations: 429 past 60 in ten minutes from one client; many clients each keep their own allowance", async () => {
    // An address no other file uses: the limiter's counts outlive each file, and every file's freshIp() counts from
    // the same first address, so one reservation elsewhere from the same address would spend this allowance.
    const ip = "10.251.0.1";
    const khatms = [await createKhatm(), await createKhatm()];
    let made = 0;
    for (const khatm of khatms) {
      for (let number = 1; number <= 30; number++, made++)
        await expectJson(await reserveOne(khatm.id, number, ip), 200);
    }
    expect(made).toBe(60);
    const third = await createKhatm();
    await expectError(await reserveOne(third.id, 1, ip), 429, "Too many reservations from this connection");
    for (let number = 1; number <= 20; number++) await expectJson(await reserveOne(third.id, number, freshIp()), 200);
  });
});
