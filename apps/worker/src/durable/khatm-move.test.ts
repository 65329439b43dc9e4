import { env } from "cloudflare:test";
import type { Activity, Juz } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { indexedKhatm, storeRows, syncIndex, trueKhatm } from "../../test/khatm-state";
import { api, createKhatm, type TestKhatm } from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";
import { hashToken, randomToken } from "../lib/tokens";

/**
 * A khatm as it was stored before its object held it: juz, grants and activity in D1 only. Created through the API
 * (which writes D1 and leaves the object untouched), then given state the way the old code wrote it.
 */
async function legacyKhatm(): Promise<{ khatm: TestKhatm; readerKey: string; email: string }> {
  const khatm = await createKhatm();
  const readerKey = randomToken();
  const email = "old-reader@example.com";
  const at = "2026-01-01T00:00:00.000Z";
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE juzs SET status = 'reserved', reader_name = 'Old', reader_email = ?, reserved_at = ? WHERE khatm_id = ? AND number IN (1, 2, 3)",
    ).bind(email, at, khatm.id),
    env.DB.prepare(
      "UPDATE juzs SET status = 'completed', reader_name = 'Old', reader_email = ?, reserved_at = ?, completed_at = ? WHERE khatm_id = ? AND number = 4",
    ).bind(email, at, at, khatm.id),
    env.DB.prepare(
      "INSERT INTO reader_grants (key_hash, juz_id, created_at) SELECT ?, id, ? FROM juzs WHERE khatm_id = ? AND number IN (1, 2, 3, 4)",
    ).bind(await hashToken(readerKey), at, khatm.id),
    env.DB.prepare("UPDATE khatms SET available_count = 26, reserved_count = 3, completed_count = 1 WHERE id = ?").bind(
      khatm.id,
    ),
    env.DB.prepare(
      "INSERT INTO activities (khatm_id, user_name, activity_type, timestamp, message) VALUES (?, 'Khadija', 'created', ?, 'Khadija created this Khatm'), (?, 'Old', 'reserved', ?, 'Old reserved Juz 1, 2, 3 and 4')",
    ).bind(khatm.id, at, khatm.id, at),
  ]);
  return { khatm, readerKey, email };
}

describe("khatms whose juz are in D1 move into their object on first touch", () => {
  it("keeps every juz, grant and activity", async () => {
    const { khatm, readerKey, email } = await legacyKhatm();
    const juzs = await expectJson<Juz[]>(await api("GET", `/api/khatms/${khatm.id}/juzs`, { readerKey }), 200);
    expect(juzs.slice(0, 5).map((juz) => [juz.number, juz.status, juz.readerEmail, juz.viewerIsReader])).toEqual([
      [1, "reserved", email, true],
      [2, "reserved", email, true],
      [3, "reserved", email, true],
      [4, "completed", email, true],
      [5, "available", undefined, false],
    ]);
    const feed = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator),
      200,
    );
    expect(feed.map((entry) => entry.message)).toEqual([
      "Old reserved Juz 1, 2, 3 and 4",
      "Khadija created this Khatm",
    ]);
    // The grants moved too: the old browser still cancels its own juz.
    const one = juzs[0]?.id;
    expect((await api("POST", `/api/juzs/${one}/cancel`, { readerKey, body: {} })).status).toBe(200);
    // D1 keeps only the index: its copy of the activities goes with the sync, and it equals the truth.
    await syncIndex(khatm.id);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM activities WHERE khatm_id = ?").bind(khatm.id).first();
    expect(left).toEqual({ n: 0 });
    expect(await indexedKhatm(khatm.id)).toEqual(await trueKhatm(khatm.id));
    expect((await storeRows(khatm.id, "SELECT count(*) AS n FROM activities"))[0]).toEqual({ n: 3 });
  });

  it("books no juz twice while readers race the move", async () => {
    const { khatm } = await legacyKhatm();
    const attempt = (n: number, juzNumbers: number[]) =>
      api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers, readerName: `Racer ${n}`, readerEmail: `racer-${n}@example.com` },
      });
    // The first touches all arrive at once: on a reserved juz, on a free one, on both.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => attempt(n, [5])),
      ...Array.from({ length: 4 }, (_, n) => attempt(10 + n, [2])),
      ...Array.from({ length: 4 }, (_, n) => attempt(20 + n, [6, 1])),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, 8).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.slice(8)).toEqual(Array(8).fill(409));
    const stored = await storeRows<{ number: number; status: string; reader_email: string }>(
      khatm.id,
      "SELECT number, status, reader_email FROM juzs WHERE number <= 6 ORDER BY number",
    );
    expect(stored.map((juz) => juz.status)).toEqual([
      "reserved",
      "reserved",
      "reserved",
      "completed",
      "reserved",
      "available",
    ]);
    expect(stored[1]?.reader_email).toBe("old-reader@example.com");
    await expectError(await attempt(99, [4]), 409);
  });
});
