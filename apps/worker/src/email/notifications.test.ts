import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { stopTokenOf } from "../../test/abuse/mail";
import { api, createKhatm, freshIp, juzAction, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";

// The budget of wrangler.toml: 3 unsolicited e-mails a day to an address that never signed in, 30 once it has.
const UNCONFIRMED = 3;
const CONFIRMED = 30;

const created = (subject: string) => subject.startsWith("Your Khatm");

describe("e-mail budget per recipient", () => {
  it("a stranger naming someone's address in 25 khatms from 25 clients sends that person 3 e-mails, all created", async () => {
    const victim = uniqueEmail("victim");
    for (let i = 0; i < 25; i++) {
      const body = { name: `Spam ${i}`, isPublic: true, creatorName: "Not them", creatorEmail: victim };
      await expectJson(await api("POST", "/api/khatms", { body, ip: freshIp() }), 201);
    }
    const mail = await mailTo(victim);
    expect(mail.filter((m) => created(m.subject))).toHaveLength(UNCONFIRMED);
    expect(mail).toHaveLength(UNCONFIRMED);
  });

  it("twenty reserve-and-cancel cycles typing one address send it 3 confirmations; every reservation succeeds", async () => {
    const khatm = await createKhatm();
    const victim = uniqueEmail("victim");
    for (let i = 0; i < 20; i++) {
      const held = await reserve(khatm.id, [1], { readerEmail: victim });
      expect(held.juzs).toHaveLength(1);
      const cancelled = await juzAction(khatm.id, 1, "cancel", { email: victim }, { readerKey: held.readerKey });
      expect(cancelled.status).toBe(200);
    }
    expect(await mailTo(victim)).toHaveLength(UNCONFIRMED);
  });

  it("a confirmed address (it has signed in) gets up to 30 a day, its sign-in link not counted", async () => {
    const person = await signedIn("confirmed");
    const [first, second] = [await createKhatm(), await createKhatm()];
    for (let number = 1; number <= 30; number++) await reserve(first.id, [number], { readerEmail: person.email });
    for (const number of [1, 2, 3]) await reserve(second.id, [number], { readerEmail: person.email });
    const mail = await mailTo(person.email);
    expect(mail.filter((m) => m.subject === "Sign in to Khatms")).toHaveLength(1);
    expect(mail.filter((m) => m.subject.startsWith("Your juz"))).toHaveLength(CONFIRMED);
  });

  it("sign-in links are never counted nor blocked, and carry no stop link", async () => {
    const email = uniqueEmail("signin");
    for (let i = 0; i < UNCONFIRMED + 2; i++) {
      await expectJson(await api("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
    }
    const mail = await mailTo(email);
    expect(mail).toHaveLength(UNCONFIRMED + 2);
    for (const message of mail) {
      expect(message.text).not.toContain("Stop e-mails");
      expect(message.headers).toBeUndefined();
    }
  });

  it("every other e-mail carries the visible stop link and the RFC 8058 headers", async () => {
    const khatm = await createKhatm();
    const [message] = await mailTo(khatm.creatorEmail);
    stopTokenOf(must(message));
    expect(must(message).headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(must(message).html).toContain("Stop e-mails from Khatm</a>");
  });

  it("keeps only the address's hash, never the address", async () => {
    const victim = uniqueEmail("hashed");
    const body = { name: "X", isPublic: false, creatorName: "X", creatorEmail: victim };
    await expectJson(await api("POST", "/api/khatms", { body, ip: freshIp() }), 201);
    const rows = await env.DB.prepare("SELECT * FROM email_addresses").all();
    expect(JSON.stringify(rows.results)).not.toContain("@");
  });
});
