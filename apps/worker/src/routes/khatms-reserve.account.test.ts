import { env } from "cloudflare:test";
import type { ReserveResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";

const reserveWithAccount = async (khatmId: string, juzNumbers: number[], readerEmail: string) =>
  expectJson<ReserveResponse>(
    await api("POST", `/api/khatms/${khatmId}/reserve`, {
      body: { juzNumbers, readerName: "Maryam", readerEmail, createAccount: true },
      ip: freshIp(),
    }),
    200,
  );

describe("POST /api/khatms/{id}/reserve with createAccount: one reservation, one e-mail (issue 39)", () => {
  it("makes the reader's account and welcomes them in the confirmation itself, the only e-mail they get", async () => {
    const khatm = await createKhatm();
    const readerEmail = uniqueEmail("new-reader");
    const answer = await reserveWithAccount(khatm.id, [4, 5], readerEmail);
    expect(answer.accountCreated).toBe(true);
    const account = await env.DB.prepare("SELECT name FROM users WHERE email = ?").bind(readerEmail).first();
    expect(account).toEqual({ name: "Maryam" });

    const mail = await mailTo(readerEmail);
    expect(mail.map((message) => message.subject)).toEqual(['Your juz in "Family Khatm"']);
    const [confirmation] = mail;
    expect(must(confirmation).text).toContain("Juz 4");
    expect(must(confirmation).text).toContain("Your Khatms account has been created.");
    expect(must(confirmation).text).toMatch(/\/login\?next=%2Fmy-reservations/);
  });

  it("leaves an existing account as it is: no account news, the plain confirmation only", async () => {
    const khatm = await createKhatm();
    const readerEmail = uniqueEmail("returning-reader");
    await reserveWithAccount(khatm.id, [1], readerEmail);
    const again = await reserveWithAccount(khatm.id, [2], readerEmail);
    expect(again.accountCreated).toBeUndefined();
    const mail = await mailTo(readerEmail);
    expect(mail).toHaveLength(2);
    expect(mail.filter((message) => message.text.includes("account has been created"))).toHaveLength(1);
  });

  it("a reservation without the option makes no account", async () => {
    const khatm = await createKhatm();
    const readerEmail = uniqueEmail("no-account");
    const answer = await expectJson<ReserveResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers: [7], readerName: "Ali", readerEmail },
      }),
      200,
    );
    expect(answer.accountCreated).toBeUndefined();
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(readerEmail).first()).toBeNull();
    expect(await mailTo(readerEmail)).toHaveLength(1);
  });
});
