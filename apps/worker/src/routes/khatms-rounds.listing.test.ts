import { env } from "cloudflare:test";
import type { KhatmSummary, NextRoundResponse } from "@khatm/schema";
import { ANONYMOUS_READER_NAME } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { latestMagicLinkToken } from "../../test/auth";
import { syncEveryIndex } from "../../test/khatm-state";
import {
  api,
  call,
  createKhatm,
  freshIp,
  juzAction,
  listJuzs,
  reserve,
  signedIn,
  type TestKhatm,
} from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";

// A next round follows the listing rules of any khatm (SECURITY.md "Abuse", issue 15): listed once its creator's
// address is confirmed, and never while the series is reported or hidden.

const ALL = Array.from({ length: 30 }, (_, i) => i + 1);
const ADMIN = "operator@khatm.test";
const adminEnv = { ...env, ADMIN_EMAIL: ADMIN };

const tagged = () => `Round listing ${crypto.randomUUID().slice(0, 8)}`;

async function listed(name: string): Promise<string[]> {
  await syncEveryIndex();
  const list = await expectJson<KhatmSummary[]>(await api("GET", `/api/khatms/public?q=${name}`), 200);
  return list.map((khatm) => khatm.id);
}

/** One reader reads all 30 juz (anonymously when asked), and the khatm is completed. */
async function complete(khatm: TestKhatm, anonymous = false) {
  const reader = await reserve(khatm.id, ALL, { readerName: "Maryam Hidden", anonymous });
  await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: ALL }, khatm.creator), 200);
  return reader;
}

const nextRound = async (khatm: TestKhatm, mode: "invite" | "rotate" = "invite") =>
  expectJson<NextRoundResponse>(
    await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode } }),
    201,
  );

/** Three distinct clients report the khatm: it leaves the list; the operator's review links are returned. */
async function reportedByThree(khatm: TestKhatm) {
  for (let i = 0; i < 3; i++) {
    const ip = freshIp();
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reports`, { body: { reason: "spam" }, ip, env: adminEnv }),
      202,
    );
  }
  const message = must((await mailTo(ADMIN)).find((m) => m.text.includes(khatm.accessCode)));
  const link = (label: string) =>
    decodeURIComponent(must(must(message.text.match(new RegExp(`${label}: \\S+/review/(\\S+)`)))[1]));
  return { hide: link("for good"), restore: link("restore\\)") };
}
const review = (token: string) => api("POST", `/api/reviews/${encodeURIComponent(token)}`);

describe("the next round's place on the public list", () => {
  it("waits, like its first round, for a signed-out creator's magic link, then both rounds are listed", async () => {
    const name = tagged();
    const khatm = await createKhatm({ name, unconfirmed: true });
    await complete(khatm);
    const round2 = await nextRound(khatm);
    expect(await listed(name)).toEqual([]);
    expect((await expectJson(await api("GET", `/api/khatms/${round2.id}`), 200)).awaitingConfirmation).toBe(true);

    await expectJson(
      await api("POST", "/api/auth/magic-link", { body: { email: khatm.creatorEmail }, ip: freshIp() }),
      200,
    );
    await expectJson(
      await call("POST", "/api/auth/verify", { body: { token: await latestMagicLinkToken(khatm.creatorEmail) } }),
      200,
    );
    expect((await listed(name)).sort()).toEqual([khatm.id, round2.id].sort());
  });

  it("of a confirmed creator's listed khatm is listed at once (signed in, or by the manage key)", async () => {
    const name = tagged();
    const byKey = await createKhatm({ name });
    const bySession = await createKhatm({ name, creator: await signedIn("round-creator") });
    for (const khatm of [byKey, bySession]) await complete(khatm);
    const [keyRound, sessionRound] = [await nextRound(byKey), await nextRound(bySession)];
    expect((await listed(name)).sort()).toEqual([byKey.id, bySession.id, keyRound.id, sessionRound.id].sort());
  });

  it("of a khatm the operator hid stays hidden, yet works by its link", async () => {
    const name = tagged();
    const khatm = await createKhatm({ name });
    await complete(khatm);
    await expectJson(await review((await reportedByThree(khatm)).hide), 200);
    const round2 = await nextRound(khatm, "rotate");
    expect(await listed(name)).toEqual([]);
    const byCode = await expectJson(await api("GET", `/api/khatms/code/${round2.accessCode}`), 200);
    expect(byCode.id).toBe(round2.id);
  });

  it("of a reported khatm waits for the operator's review of it: restored, both rounds are listed", async () => {
    const name = tagged();
    const khatm = await createKhatm({ name });
    await complete(khatm);
    const links = await reportedByThree(khatm);
    const round2 = await nextRound(khatm);
    expect(await listed(name)).toEqual([]);
    await expectJson(await review(links.restore), 200);
    expect((await listed(name)).sort()).toEqual([khatm.id, round2.id].sort());
  });

  it("of a reported khatm is hidden with it when the operator hides it", async () => {
    const name = tagged();
    const khatm = await createKhatm({ name });
    await complete(khatm);
    const links = await reportedByThree(khatm);
    await nextRound(khatm);
    await expectJson(await review(links.hide), 200);
    expect(await listed(name)).toEqual([]);
  });
});

describe("a rotated reader's anonymity", () => {
  it("carries into the next round: 'Anonymous reader' to visitors, the name to the creator", async () => {
    const khatm = await createKhatm();
    await complete(khatm, true);
    const round2 = await nextRound(khatm, "rotate");
    const visitor = must((await listJuzs(round2.id)).find((juz) => juz.number === 2));
    expect(visitor).toMatchObject({ status: "reserved", readerName: ANONYMOUS_READER_NAME, readerAnonymous: true });
    const creator = must((await listJuzs(round2.id, khatm.creator)).find((juz) => juz.number === 2));
    expect(creator.readerName).toBe("Maryam Hidden");
  });
});
