import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { stopPath, stopTokenOf } from "../../test/abuse/mail";
import { api, call, createKhatm, freshIp, reserve } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";
import { addressHash, linkSecret, signPayload } from "../lib/signed-links";

// wrangler.toml's budget for an address that never signed in, and its sign-in links per address.
const UNCONFIRMED = 3;
const MAGIC_LINKS_PER_MAILBOX = 5;

/** Seven spellings of one Gmail mailbox no other test uses, as a stranger might type them. */
function gmailSpellings(): string[] {
  const name = `reader${crypto.randomUUID().slice(0, 8).replaceAll("-", "")}`;
  const dotted = `${name.slice(0, 3)}.${name.slice(3)}`;
  return [
    `${name}+1@gmail.com`,
    `${dotted}@gmail.com`,
    `${name.toUpperCase()}+y@googlemail.com`,
    `${name}@gmail.com`,
    `${dotted}+khatm@googlemail.com`,
    `${name.split("").join(".")}@gmail.com`,
    `${name}+2@GMAIL.com`,
  ];
}

/** All the mail the dev outbox holds for these spellings, each looked up as it was typed. */
async function mailToAll(spellings: string[]) {
  return (await Promise.all(spellings.map(mailTo))).flat();
}

describe("one mailbox, one budget", () => {
  it("seven spellings of one Gmail mailbox get three e-mails a day, each to the spelling typed", async () => {
    const spellings = gmailSpellings();
    const khatm = await createKhatm();
    for (const [i, spelling] of spellings.entries()) {
      await reserve(khatm.id, [i + 1], { readerEmail: spelling, ip: freshIp() });
    }
    const mail = await mailToAll(spellings);
    expect(mail).toHaveLength(UNCONFIRMED);
    // The first three got them, addressed as typed (the API keeps addresses in lower case).
    expect(mail.map((message) => message.to).sort()).toEqual(
      spellings
        .slice(0, UNCONFIRMED)
        .map((spelling) => spelling.toLowerCase())
        .sort(),
    );
  });

  it("the stop link mailed to one spelling stops every spelling, and its undo lets them all through again", async () => {
    const [first, ...others] = gmailSpellings();
    const khatm = await createKhatm();
    await reserve(khatm.id, [1], { readerEmail: must(first) });
    const token = stopTokenOf(must((await mailTo(must(first)))[0]));
    expect(await expectJson(await call("POST", stopPath(token)), 200)).toEqual({ stopped: true });

    for (const [i, spelling] of others.entries()) await reserve(khatm.id, [i + 2], { readerEmail: spelling });
    expect(await mailToAll(others)).toEqual([]);

    expect(await expectJson(await call("DELETE", stopPath(token)), 200)).toEqual({ stopped: false });
    await reserve(khatm.id, [20], { readerEmail: must(others[3]) });
    expect(await mailTo(must(others[3]))).toHaveLength(1);
  });

  it("a stop link mailed before stops were by mailbox still stops its own spelling", async () => {
    const [typed, other] = gmailSpellings();
    const olderToken = await signPayload(linkSecret(env), `stop:${await addressHash(must(typed))}`);
    await expectJson(await call("POST", stopPath(olderToken)), 200);
    const khatm = await createKhatm();
    await reserve(khatm.id, [1], { readerEmail: must(typed) });
    expect(await mailTo(must(typed))).toEqual([]);
    await reserve(khatm.id, [2], { readerEmail: must(other) });
    expect(await mailTo(must(other))).toHaveLength(1);
  });

  it("sign-in links count per mailbox: the sixth spelling in fifteen minutes is refused, from any client", async () => {
    const spellings = gmailSpellings();
    const link = (email: string) => api("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() });
    for (const spelling of spellings.slice(0, MAGIC_LINKS_PER_MAILBOX)) await expectJson(await link(spelling), 200);
    const refused = await link(must(spellings[MAGIC_LINKS_PER_MAILBOX]));
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    await expectError(refused, 429);
    // Each link went to the spelling that asked for it.
    for (const spelling of spellings.slice(0, MAGIC_LINKS_PER_MAILBOX))
      expect(await mailTo(spelling), spelling).toHaveLength(1);
  });
});
