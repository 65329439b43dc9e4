import { env } from "cloudflare:test";
import type { Khatm, KhatmSummary } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, createKhatm, freshIp, reserve, type TestKhatm } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";
import { signPayload } from "../lib/signed-links";

const ADMIN = "operator@khatm.test";
const adminEnv = { ...env, ADMIN_EMAIL: ADMIN };
const report = (khatm: TestKhatm, ip: string, body: unknown = { reason: "spam" }) =>
  api("POST", `/api/khatms/${khatm.id}/reports`, { body, ip, env: adminEnv });

const listed = async (khatm: TestKhatm) => {
  await syncEveryIndex();
  const list = await expectJson<KhatmSummary[]>(await api("GET", `/api/khatms/public?q=${khatm.name}`), 200);
  return list.some((row) => row.id === khatm.id);
};

const tagged = () => createKhatm({ name: `Reported ${crypto.randomUUID().slice(0, 8)}` });

/** The operator's review links for `khatm`, from the newest report e-mail. */
async function reviewLinks(khatm: TestKhatm) {
  const message = must((await mailTo(ADMIN)).find((m) => m.text.includes(khatm.accessCode)));
  const link = (label: string) => must(message.text.match(new RegExp(`${label}: \\S+/review/(\\S+)`)))[1];
  return { hide: decodeURIComponent(must(link("for good"))), restore: decodeURIComponent(must(link("restore\\)"))) };
}
const review = (token: string) => api("POST", `/api/reviews/${encodeURIComponent(token)}`);

describe("reports", () => {
  it("count each client once: one client reporting ten times, from addresses in one IPv6 /64, never unlists", async () => {
    const khatm = await tagged();
    for (let i = 0; i < 10; i++) {
      const response = await report(khatm, `2001:db8:1:2::${(i + 1).toString(16)}`);
      expect(await expectJson(response, 202)).toEqual({ message: "Thank you. Your report has been received." });
    }
    expect(await listed(khatm)).toBe(true);
  });

  it("unlist at the threshold of distinct clients, leaving the khatm usable by its link", async () => {
    const khatm = await tagged();
    await expectJson(await report(khatm, freshIp()), 202);
    await expectJson(await report(khatm, freshIp(), { reason: "offensive", details: "Bad words" }), 202);
    expect(await listed(khatm)).toBe(true);
    await expectJson(await report(khatm, freshIp()), 202);
    expect(await listed(khatm)).toBe(false);
    expect((await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200)).id).toBe(khatm.id);
    expect((await reserve(khatm.id, [5])).juzs).toHaveLength(1);
  });

  it("e-mail the operator once per khatm, with the reason and review links and no reporter's details", async () => {
    const khatm = await tagged();
    for (let i = 0; i < 4; i++) await report(khatm, freshIp(), { reason: "misleading", details: `note ${i}` });
    const mail = (await mailTo(ADMIN)).filter((m) => m.text.includes(khatm.accessCode));
    expect(mail).toHaveLength(1);
    expect(must(mail[0]).subject).toBe(`Khatm reported: "${khatm.name}"`);
    expect(must(mail[0]).text).toContain("Reason: Misleading or fake");
    expect(must(mail[0]).text).not.toContain(khatm.creatorEmail);
  });

  it("hide for good: stays unlisted whatever follows; the link works once", async () => {
    const khatm = await tagged();
    await report(khatm, freshIp());
    const links = await reviewLinks(khatm);
    expect(await expectJson(await review(links.hide), 200)).toEqual({ action: "hide", khatmName: khatm.name });
    expect(await listed(khatm)).toBe(false);
    await expectError(await review(links.hide), 403, "already been used");
    await expectError(await review(links.restore), 403, "already been used");
    expect(await listed(khatm)).toBe(false);
    expect((await reserve(khatm.id, [1])).juzs).toHaveLength(1);
  });

  it("restore: lists it again and clears its reports; a new round needs the threshold and a new e-mail", async () => {
    const khatm = await tagged();
    for (let i = 0; i < 3; i++) await report(khatm, freshIp());
    expect(await listed(khatm)).toBe(false);
    const first = await reviewLinks(khatm);
    await expectJson(await review(first.restore), 200);
    expect(await listed(khatm)).toBe(true);
    await expectError(await review(first.hide), 403);
    await report(khatm, freshIp());
    expect(await listed(khatm)).toBe(true);
    const second = await reviewLinks(khatm);
    expect(second.hide).not.toBe(first.hide);
    await expectJson(await review(second.hide), 200);
    expect(await listed(khatm)).toBe(false);
  });

  it("forged review links are refused with 403 and change nothing", async () => {
    const khatm = await tagged();
    for (let i = 0; i < 3; i++) await report(khatm, freshIp());
    const { hide } = await reviewLinks(khatm);
    const [payload] = hide.split(".");
    const restorePayload = must(payload).replace(":hide:", ":restore:");
    const forged = [
      `${restorePayload}.${hide.split(".")[1]}`,
      await signPayload("another-secret", restorePayload),
      await signPayload("khatm-development-link-secret", `review:${khatm.id}:restore:guessed-nonce`),
      await signPayload("khatm-development-link-secret", `review:${khatm.id}:delete:x`),
      "review",
      "a.b",
    ];
    for (const bad of forged) await expectError(await review(bad), 403);
    expect(await listed(khatm)).toBe(false);
    await expectJson(await review(hide), 200);
  });

  it("refuse bad input, private and unknown khatms, and too many reports from one client", async () => {
    const khatm = await tagged();
    await expectError(await report(khatm, freshIp(), { reason: "boring" }), 400, "reason");
    await expectError(await report(khatm, freshIp(), { reason: "spam", details: "x".repeat(501) }), 400, "Details");
    await expectError(await report(await createKhatm({ isPublic: false }), freshIp()), 400, "Only public");
    await expectError(await api("POST", "/api/khatms/unknown-id/reports", { body: { reason: "spam" } }), 404);
    const ip = freshIp();
    const limited = { ...adminEnv, RATE_LIMIT_REPORT_PER_IP: "10/3600" };
    for (let i = 0; i < 10; i++) {
      const other = await tagged();
      await expectJson(
        await api("POST", `/api/khatms/${other.id}/reports`, { body: { reason: "spam" }, ip, env: limited }),
        202,
      );
    }
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reports`, { body: { reason: "spam" }, ip, env: limited }),
      429,
    );
  });
});
