import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { storedKhatmState, syncIndex } from "../../test/khatm-state";
import { api, createKhatm, freshIp, khatmWithReader, signedIn } from "../../test/khatms";
import { expectError } from "../../test/observe";

const remove = (khatmId: string, creatorEmail: string, credentials = {}) =>
  api("DELETE", `/api/khatms/${khatmId}?creatorEmail=${encodeURIComponent(creatorEmail)}`, credentials);

/** The khatm's rows in D1's index (once synced) and, for its activity, in its object, where that lives. */
async function rowsOf(khatmId: string, juzIds: number[]) {
  await syncIndex(khatmId);
  const count = async (sql: string, ...params: unknown[]) =>
    must(
      await env.DB.prepare(sql)
        .bind(...params)
        .first<{ n: number }>(),
    ).n;
  const stored = await storedKhatmState(khatmId);
  return {
    khatms: await count("SELECT count(*) AS n FROM khatms WHERE id = ?", khatmId),
    juzs: await count("SELECT count(*) AS n FROM juzs WHERE khatm_id = ?", khatmId),
    activities: stored.activities.length,
    stored: stored.juzs.length + stored.juzs.filter((juz) => juz.holder_key_hash).length,
    grants: await count(
      `SELECT count(*) AS n FROM juzs WHERE holder_key_hash IS NOT NULL AND id IN (${juzIds.map(() => "?").join(",")})`,
      ...juzIds,
    ),
  };
}

describe("DELETE /api/khatms/{id}", () => {
  it("removes the khatm with its juz, activities and grants, for the creator's manage key", async () => {
    const { khatm, reader } = await khatmWithReader([1, 2]);
    const juzIds = reader.juzs.map((juz) => juz.id);
    expect(await rowsOf(khatm.id, juzIds)).toEqual({ khatms: 1, juzs: 30, activities: 2, stored: 32, grants: 2 });

    const response = await remove(khatm.id, khatm.creatorEmail, khatm.creator);
    expect(response.status).toBe(204);
    expect(await rowsOf(khatm.id, juzIds)).toEqual({ khatms: 0, juzs: 0, activities: 0, stored: 0, grants: 0 });

    await expectError(await api("GET", `/api/khatms/${khatm.id}`), 404);
    await expectError(await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: freshIp() }), 404);
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers: [3], readerName: "Aisha", readerEmail: "a@example.com" },
      }),
      404,
    );
    await expectError(await remove(khatm.id, khatm.creatorEmail, khatm.creator), 404);
  });

  it("accepts the creator's session", async () => {
    const khadija = await signedIn("khadija");
    const khatm = await createKhatm({ creator: khadija });
    expect((await remove(khatm.id, khadija.email, { token: khadija.token })).status).toBe(204);
  });

  it("waits for reservations in flight: none is left behind on a deleted khatm", async () => {
    const khatm = await createKhatm();
    const reservations = Array.from({ length: 10 }, (_, i) =>
      api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers: [i + 1], readerName: "Aisha", readerEmail: `r${i}@example.com` },
      }),
    );
    const deletion = remove(khatm.id, khatm.creatorEmail, khatm.creator);
    const statuses = (await Promise.all(reservations)).map((response) => response.status);
    expect((await deletion).status).toBe(204);
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    expect(await rowsOf(khatm.id, [0])).toMatchObject({ khatms: 0, juzs: 0, activities: 0 });
  });
});
