import type { Khatm, LiveMessage } from "@khatm/schema";
import { LIVE_PING, LIVE_PONG, LIVE_RESYNC } from "@khatm/schema/live";
import { describe, expect, it } from "vitest";
import {
  api,
  type Credentials,
  createKhatm,
  juzAction,
  khatmWithReader,
  listJuzs,
  reserve,
  signedIn,
  uniqueEmail,
} from "../../test/khatms";
import { connect, type LiveClient } from "../../test/live";
import { expectJson } from "../../test/observe";

/** What GET /khatms/{id} and /juzs answer these credentials: the view a live socket with their ticket must match. */
async function viewOf(khatmId: string, credentials: Credentials) {
  const khatm = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatmId}`, credentials), 200);
  return { khatm, juzs: await listJuzs(khatmId, credentials) };
}

async function nextOfType<T extends LiveMessage["type"]>(client: LiveClient, type: T) {
  const message = await client.next();
  expect(message.type).toBe(type);
  return message as Extract<LiveMessage, { type: T }>;
}

describe("GET /api/khatms/{id}/live", () => {
  it("starts with a snapshot of what the viewer's GET answers", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [2]);
    const visitor = await connect(khatm.id);
    const creator = await connect(khatm.id, khatm.creator);

    const seen = await nextOfType(visitor, "snapshot");
    expect({ khatm: seen.khatm, juzs: seen.juzs }).toEqual(await viewOf(khatm.id, {}));
    const managed = await nextOfType(creator, "snapshot");
    expect({ khatm: managed.khatm, juzs: managed.juzs }).toEqual(await viewOf(khatm.id, khatm.creator));
    expect(managed.khatm.creatorEmail).toBe(khatm.creatorEmail);
    expect(managed.version).toBe(seen.version);
  });

  it("sends a visitor, a reader and the creator each their own view of every change, with the next version", async () => {
    const { khatm, reader } = await khatmWithReader([1]);
    const account = await signedIn("reader");
    const viewers: Record<string, Credentials> = {
      visitor: {},
      reader: { readerKey: reader.readerKey },
      signedIn: { token: account.token },
      creator: khatm.creator,
    };
    const clients = await Promise.all(
      Object.entries(viewers).map(async ([name, credentials]) => ({
        name,
        credentials,
        client: await connect(khatm.id, credentials),
      })),
    );
    const [start] = await Promise.all(
      clients.map(async ({ client }) => (await nextOfType(client, "snapshot")).version),
    );

    // Each change carries the khatm and all its juz as that viewer's GET answers them.
    const steps: Array<{ act: () => Promise<unknown> }> = [
      {
        act: () => reserve(khatm.id, [3, 4], { readerKey: reader.readerKey, readerEmail: reader.readerEmail }),
      },
      { act: () => reserve(khatm.id, [5], { token: account.token, readerEmail: account.email }) },
      {
        act: () => juzAction(khatm.id, 3, "complete", {}, { readerKey: reader.readerKey }),
      },
      {
        act: () =>
          juzAction(
            khatm.id,
            1,
            "transfer",
            { creatorEmail: khatm.creatorEmail, newReaderName: "Maryam", newReaderEmail: uniqueEmail() },
            khatm.creator,
          ),
      },
    ];
    for (const [index, step] of steps.entries()) {
      await step.act();
      for (const { name, credentials, client } of clients) {
        const change = await nextOfType(client, "change");
        const expected = await viewOf(khatm.id, credentials);
        expect(change.version, name).toBe((start ?? Number.NaN) + index + 1);
        expect(change.khatm, name).toEqual(expected.khatm);
        expect(change.juzs, name).toEqual(expected.juzs);
      }
    }
    // The views really differ: e-mails only where GET shows them.
    const juz4 = (await listJuzs(khatm.id, viewers.reader)).find((juz) => juz.number === 4);
    expect(juz4).toMatchObject({ readerEmail: reader.readerEmail, viewerIsReader: true });
    expect(clients[0]?.client.texts.join("\n")).not.toContain("@");
  });

  it("answers a resync with a fresh snapshot, and a ping with pong without a message of its own", async () => {
    const khatm = await createKhatm();
    const client = await connect(khatm.id, khatm.creator);
    const first = await nextOfType(client, "snapshot");
    await reserve(khatm.id, [7]);
    await nextOfType(client, "change");
    client.send(LIVE_RESYNC);
    const again = await nextOfType(client, "snapshot");
    expect(again.version).toBe(first.version + 1);
    expect({ khatm: again.khatm, juzs: again.juzs }).toEqual(await viewOf(khatm.id, khatm.creator));

    client.send(LIVE_PING);
    await expect.poll(() => client.texts.at(-1)).toBe(LIVE_PONG);
  });

  it("tells every socket when the khatm is deleted", async () => {
    const khatm = await createKhatm();
    const client = await connect(khatm.id);
    const { version } = await nextOfType(client, "snapshot");
    const query = `?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`;
    expect((await api("DELETE", `/api/khatms/${khatm.id}${query}`, khatm.creator)).status).toBe(204);
    expect(await nextOfType(client, "deleted")).toEqual({ type: "deleted", version: version + 1 });
  });
});
