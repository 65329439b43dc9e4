import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { emailsIn } from "../../test/adversarial/world";
import { api, createKhatm, juzAction, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { connect, liveTicket, upgrade } from "../../test/live";
import { expectError } from "../../test/observe";
import { khatmCoordinator } from "../durable/khatm-object";
import { LIVE_TICKET_TTL_MS, LiveSockets } from "../durable/live-sockets";
import { ANONYMOUS } from "../rules/permissions";

describe("live socket: proof before the upgrade", () => {
  it("refuses an unknown ticket, a used one and one for another khatm, before the upgrade", async () => {
    const khatm = await createKhatm();
    const other = await createKhatm();
    await expectError(await upgrade(khatm.id, "not-a-ticket"), 403, "unknown, expired or already used");

    const ticket = await liveTicket(khatm.id, khatm.creator);
    await expectError(await upgrade(other.id, ticket), 403);
    // Refused on the wrong khatm, still unused on its own; then used once, never twice.
    expect((await upgrade(khatm.id, ticket)).status).toBe(101);
    await expectError(await upgrade(khatm.id, ticket), 403);
  });

  it("refuses an expired ticket", async () => {
    const khatm = await createKhatm();
    // Issued a minute and a millisecond ago, in the khatm's own object.
    const expired = await runInDurableObject(khatmCoordinator(env, khatm.id), (_, state) =>
      new LiveSockets(state, async () => null).issueTicket(ANONYMOUS, Date.now() - LIVE_TICKET_TTL_MS - 1),
    );
    await expectError(await upgrade(khatm.id, expired.ticket), 403);
  });

  it("refuses what is not an upgrade, an unknown khatm and a ticket for one", async () => {
    const khatm = await createKhatm();
    await expectError(await api("GET", `/api/khatms/${khatm.id}/live`), 400, "WebSocket");
    await expectError(await upgrade("no-such-khatm"), 404);
    await expectError(await api("POST", "/api/khatms/no-such-khatm/live-ticket"), 404);
    await expectError(await upgrade(khatm.id, "x".repeat(200)), 400);
  });

  it("gives a ticket that expires within a minute, and never puts a credential in it", async () => {
    const khatm = await createKhatm();
    const answer = await api("POST", `/api/khatms/${khatm.id}/live-ticket`, khatm.creator);
    const body = (await answer.json()) as { ticket: string; expiresAt: string };
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(LIVE_TICKET_TTL_MS);
    expect(body.ticket).not.toContain(khatm.manageKey);
    expect(emailsIn(JSON.stringify(body))).toEqual([]);
  });
});

describe("live socket: privacy", () => {
  it("never sends an e-mail to a socket without proof, whatever happens to the khatm", async () => {
    const khatm = await createKhatm();
    const account = await signedIn("reader");
    const visitor = await connect(khatm.id);
    const ticketOfNobody = await connect(khatm.id, {});
    const creator = await connect(khatm.id, khatm.creator);

    const reader = await reserve(khatm.id, [1, 2]);
    await reserve(khatm.id, [3], { token: account.token, readerEmail: account.email });
    await juzAction(khatm.id, 1, "complete", {}, { readerKey: reader.readerKey });
    await juzAction(
      khatm.id,
      2,
      "transfer",
      {
        creatorEmail: khatm.creatorEmail,
        newReaderName: "Maryam",
        newReaderEmail: uniqueEmail(),
      },
      khatm.creator,
    );
    await juzAction(khatm.id, 3, "cancel", {}, { token: account.token });
    await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, {
      ...khatm.creator,
      body: { juzNumbers: [9], readerName: "Umar", readerEmail: uniqueEmail(), creatorEmail: khatm.creatorEmail },
    });

    // Snapshot and six changes each.
    for (const client of [visitor, ticketOfNobody, creator]) {
      for (let i = 0; i < 7; i += 1) await client.next();
    }
    expect(emailsIn(visitor.texts.join("\n"))).toEqual([]);
    expect(emailsIn(ticketOfNobody.texts.join("\n"))).toEqual([]);
    // The creator's socket does carry them: the check above would see them if they leaked.
    expect(emailsIn(creator.texts.join("\n"))).toContain(reader.readerEmail);
  });
});
