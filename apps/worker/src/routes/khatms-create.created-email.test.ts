import { env } from "cloudflare:test";
import type { CreateKhatmResponse, Khatm } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { advanceDeliveryClock, providerMailbox, sendThroughProvider } from "../../test/provider";
import { createKhatm as createKhatmInObject } from "../durable/khatm-creation";
import { khatmCoordinator } from "../durable/khatm-object";
import { randomToken } from "../lib/tokens";

// wrangler.toml's budget: 3 e-mails a day to an address that never signed in.
const UNCONFIRMED = 3;

const khatmAs = async (id: string, credentials: { manageKey?: string; token?: string } = {}) =>
  expectJson<Khatm>(await api("GET", `/api/khatms/${id}`, credentials), 200);

describe("the created e-mail's state (issue 39: the success page says when the manage link was not e-mailed)", () => {
  it("answers 'sent' when the e-mail with the manage link went, and tells the creator only", async () => {
    const khatm = await createKhatm();
    expect(khatm.createdEmail).toBe("sent");
    const [mail] = await mailTo(khatm.creatorEmail);
    expect(must(mail).text).toContain(`#manage=${khatm.manageKey}`);
    expect((await khatmAs(khatm.id, khatm.creator)).createdEmail).toBe("sent");
    expect((await khatmAs(khatm.id)).createdEmail).toBeUndefined();
    const byCode = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(byCode.createdEmail).toBeUndefined();
  });

  it("answers 'notSent' from the 4th khatm made in a day with one unconfirmed address, which gets no 4th e-mail", async () => {
    const creatorEmail = uniqueEmail("creator");
    const answers: CreateKhatmResponse[] = [];
    for (let i = 0; i <= UNCONFIRMED; i++) {
      const body = { name: `Khatm ${i}`, isPublic: false, creatorName: "Khadija", creatorEmail };
      answers.push(
        await expectJson<CreateKhatmResponse>(await api("POST", "/api/khatms", { body, ip: freshIp() }), 201),
      );
    }
    expect(answers.map((answer) => answer.createdEmail)).toEqual(["sent", "sent", "sent", "notSent"]);
    expect(await mailTo(creatorEmail)).toHaveLength(UNCONFIRMED);
    const last = must(answers.at(-1));
    // A reload of /success asks again, with this browser's manage key; a signed-in creator's session proves it too.
    expect((await khatmAs(last.id, { manageKey: last.manageKey })).createdEmail).toBe("notSent");
  });

  it("a signed-in creator finds the state by the code lookup too", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator });
    const byCode = await expectJson<Khatm>(
      await api("GET", `/api/khatms/code/${khatm.accessCode}`, { token: creator.token }),
      200,
    );
    expect(byCode.createdEmail).toBe("sent");
  });

  it("answers 'retrying' while the provider refuses, then 'sent' once a retry goes", async () => {
    const id = randomToken(12);
    const mailbox = providerMailbox();
    await sendThroughProvider(id, mailbox);
    await mailbox.refuse(1);
    const creator = await signedIn("creator");
    const made = must(
      await createKhatmInObject(env, {
        id,
        name: "Provider down",
        occasion: null,
        dedication: null,
        isPublic: false,
        creator: { id: creator.user.id, name: "Khadija", email: creator.email },
        locale: null,
        creatorConfirmed: true,
        welcome: { origin: "https://khatm.test", requester: null },
      }),
    );
    expect(made.createdEmail).toBe("retrying");
    expect((await khatmAs(id, { manageKey: made.manageKey })).createdEmail).toBe("retrying");
    await advanceDeliveryClock(id, 60_000);
    await khatmCoordinator(env, id).deliverEffects();
    expect((await khatmAs(id, { manageKey: made.manageKey })).createdEmail).toBe("sent");
    expect((await mailbox.seen()).accepted.map((mail) => mail.to)).toEqual([creator.email]);
  });
});
