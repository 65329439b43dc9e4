import { env } from "cloudflare:test";
import type { Khatm } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import {
  api,
  type Credentials,
  createKhatm,
  freshIp,
  khatmWithReader,
  signedIn,
  type TestKhatm,
} from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";
import { configuredLimit } from "../lib/rate-limit";

/** A khatm with a reader, and who is not its creator: a stranger's browser, that reader's, a signed-in stranger. */
async function khatmAndOthers(): Promise<{ khatm: TestKhatm; others: Credentials[] }> {
  const { khatm, reader } = await khatmWithReader([1]);
  const someone = await signedIn("someone");
  return { khatm, others: [{}, { readerKey: reader.readerKey }, { token: someone.token }] };
}

describe("reading khatms: privacy", () => {
  it("never shows the creator's e-mail, the manage key's hash or grants to others", async () => {
    const { khatm, others } = await khatmAndOthers();
    for (const credentials of [...others, { manageKey: "guessed" }]) {
      const answer = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`, credentials), 200);
      expect(answer.viewerIsCreator).toBe(false);
      expect(answer).not.toHaveProperty("creatorEmail");
      const text = JSON.stringify(answer);
      expect(text).not.toContain(khatm.creatorEmail);
      expect(text).not.toMatch(/manage|hash|grant/i);
    }
    const byCode = await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: freshIp() });
    expect(await byCode.text()).not.toContain(khatm.creatorEmail);
  });

  it("keeps the activity feed (with e-mails) to the proven creator", async () => {
    const { khatm, others } = await khatmAndOthers();
    for (const credentials of [...others, (await createKhatm()).creator]) {
      await expectError(
        await api("GET", `/api/khatms/${khatm.id}/activities`, credentials),
        403,
        "Only the creator of this Khatm can see its recent activity.",
      );
    }
  });

  it("rate-limits code lookups per client address (codes can be enumerated)", async () => {
    const ip = freshIp();
    const khatm = await createKhatm();
    // Found or not, each lookup counts.
    const { limit } = configuredLimit(env, "codeLookupPerIp");
    for (let i = 0; i < limit; i++) {
      const response = await api("GET", `/api/khatms/code/${i % 2 ? khatm.accessCode : "999999"}`, { ip });
      expect([200, 404]).toContain(response.status);
    }
    await expectError(await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip }), 429);
    // Another address is counted on its own.
    expect((await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: freshIp() })).status).toBe(200);
  });
});
