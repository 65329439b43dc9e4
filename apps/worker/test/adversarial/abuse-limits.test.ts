import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, uniqueEmail } from "../khatms";
import { withWranglerLimits, wranglerLimit } from "../limits";
import { expectError, expectJson, mailTo } from "../observe";
import { createCount, pledge } from "../pledges";

// wrangler.toml's limits (the test config raises them for the other tests): creating khatms 30 an hour per client,
// reserving 60 per ten minutes, marking progress 120 per ten minutes.
const limits = withWranglerLimits();
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
    // An address no other file uses (above every file's freshIp() range): the limiter's counts outlive each file, so
    // one reservation elsewhere from the same address would spend this allowance.
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

/** Asserts a 429 with whole seconds in Retry-After, and its readable message. */
async function expectThrottled(response: Response, message: string): Promise<void> {
  expect(response.headers.get("Retry-After"), "Retry-After").toMatch(/^[1-9]\d*$/);
  await expectError(response, 429, message);
}

describe("rate limits on what changes things", { timeout: 120_000 }, () => {
  it("pledges on behalf count as reservations on behalf: of 120 to 120 new addresses, the 61st is refused, no more mailed", async () => {
    const reserving = wranglerLimit("RATE_LIMIT_RESERVE_PER_IP").hits;
    const count = await createCount(1000);
    const ip = "10.252.0.1";
    const readers = Array.from({ length: 120 }, () => uniqueEmail("stranger"));
    const answers: number[] = [];
    for (const readerEmail of readers) {
      const body = { amount: 1, readerName: "Stranger", readerEmail, creatorEmail: count.creatorEmail };
      const response = await api("POST", `/api/khatms/${count.id}/pledges-on-behalf`, {
        ...count.creator,
        body,
        ip,
        env: limits,
      });
      answers.push(response.status);
      if (response.status === 429) await expectThrottled(response, "Too many reservations from this connection");
      else await expectJson(response, 200);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(reserving);
    expect(answers.slice(reserving).every((status) => status === 429)).toBe(true);
    // Only the pledges made mailed their readers.
    for (const readerEmail of readers.slice(reserving)) expect(await mailTo(readerEmail)).toEqual([]);
    // And the reservations on behalf, from the same client, share the spent allowance.
    const khatm = await createKhatm();
    const onBehalf = { juzNumbers: [1], readerName: "Stranger", creatorEmail: khatm.creatorEmail };
    await expectThrottled(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, {
        ...khatm.creator,
        body: onBehalf,
        ip,
        env: limits,
      }),
      "Too many reservations from this connection",
    );
  });

  it("200 progress flips of one pledge from one client: 429 past 120 in ten minutes, the pledge as last saved", async () => {
    const progressing = wranglerLimit("RATE_LIMIT_PROGRESS_PER_IP").hits;
    const count = await createCount(100);
    const mine = await pledge(count.id, 5);
    const ip = "10.252.0.2";
    let saved = 0;
    let refused = 0;
    for (let flip = 0; flip < 200; flip++) {
      const done = flip % 2;
      const response = await api("POST", `/api/pledges/${mine.id}/progress`, {
        readerKey: mine.readerKey,
        body: { done },
        ip,
        env: limits,
      });
      if (response.status === 429) {
        refused += 1;
        await expectThrottled(response, "Too many changes from this connection");
      } else {
        expect((await expectJson<{ done: number }>(response, 200)).done).toBe(done);
        saved += 1;
      }
    }
    expect({ saved, refused }).toEqual({ saved: progressing, refused: 200 - progressing });
    const pledges = await expectJson<Array<{ id: string; done: number }>>(
      await api("GET", `/api/khatms/${count.id}/pledges`, { readerKey: mine.readerKey }),
      200,
    );
    expect(must(pledges.find((row) => row.id === mine.id)).done).toBe((progressing - 1) % 2);
    // Another client flips on.
    await expectJson(
      await api("POST", `/api/pledges/${mine.id}/progress`, {
        readerKey: mine.readerKey,
        body: { done: 3 },
        ip: freshIp(),
        env: limits,
      }),
      200,
    );
  });
});
