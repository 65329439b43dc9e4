import { env } from "cloudflare:test";
import type { PushDevicesResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { fakeDevice } from "../../test/push";

describe("push subscriptions are their owner's", () => {
  it("a reader key or an account lists and removes only its own devices; no answer holds an endpoint or a key", async () => {
    const khatm = await createKhatm();
    const mine = await reserve(khatm.id, [1]);
    const theirs = await reserve(khatm.id, [2]);
    const person = await signedIn("owner");
    const [myDevice, theirDevice, accountDevice] = [await fakeDevice(), await fakeDevice(), await fakeDevice()];
    const answers: string[] = [];
    const keep = async (response: Response) => {
      answers.push(await response.clone().text());
      return response;
    };
    await keep(
      await api("POST", "/api/push/subscriptions", { readerKey: mine.readerKey, body: myDevice.subscription }),
    );
    await keep(
      await api("POST", "/api/push/subscriptions", { readerKey: theirs.readerKey, body: theirDevice.subscription }),
    );
    await keep(await api("POST", "/api/push/subscriptions", { token: person.token, body: accountDevice.subscription }));

    const listOf = async (credentials: { readerKey?: string; token?: string }) =>
      (await expectJson<PushDevicesResponse>(await keep(await api("GET", "/api/push/subscriptions", credentials)), 200))
        .devices;
    expect(await listOf({ readerKey: mine.readerKey })).toHaveLength(1);
    expect(await listOf({ readerKey: theirs.readerKey })).toHaveLength(1);
    expect(await listOf({ token: person.token })).toHaveLength(1);
    // A reader key nobody subscribed with sees nothing.
    expect(await listOf({ readerKey: `k${crypto.randomUUID().replace(/-/g, "")}` })).toEqual([]);

    // Another's endpoint, even known, is not removed by a key or a session that did not subscribe it.
    for (const credentials of [{ readerKey: mine.readerKey }, { token: person.token }]) {
      const response = await keep(
        await api("DELETE", "/api/push/subscriptions", {
          ...credentials,
          body: { endpoint: theirDevice.subscription.endpoint },
        }),
      );
      expect(response.status).toBe(404);
    }
    expect(await listOf({ readerKey: theirs.readerKey })).toHaveLength(1);

    const secrets = [myDevice, theirDevice, accountDevice].flatMap((device) => [
      device.subscription.endpoint,
      device.subscription.endpoint.split("/").pop() ?? "",
      device.subscription.keys.p256dh,
      device.subscription.keys.auth,
    ]);
    for (const answer of answers) for (const secret of secrets) expect(answer).not.toContain(secret);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?")
      .bind(theirDevice.subscription.endpoint)
      .first();
    expect(stored?.n).toBe(1);
  });
});
