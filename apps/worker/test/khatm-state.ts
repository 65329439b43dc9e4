// What a khatm's Durable Object holds (the truth about its juz, grants and activity) and D1's index of it, for tests
// that assert stored state rather than answers.
import { env, runInDurableObject } from "cloudflare:test";
import { khatmCoordinator } from "../src/durable/khatm-object";

/** Runs the index sync now and waits for it (the object would, a moment later). */
export async function syncIndex(khatmId: string): Promise<void> {
  await khatmCoordinator(env, khatmId).syncIndex();
}

/**
 * Runs `queries` on the khatm object's storage (rows as SQLite returns them, snake_case like D1's; tables khatm,
 * juzs, reader_grants, activities, outbox). An unknown or deleted (forgotten) khatm has no rows.
 */
async function inStore<T>(khatmId: string, queries: Array<[string, ...unknown[]]>): Promise<T[][]> {
  return runInDurableObject(khatmCoordinator(env, khatmId), (_instance, state) => {
    const exists = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'khatm'").toArray().length > 0;
    return queries.map(([query, ...params]) =>
      exists ? (state.storage.sql.exec(query, ...params).toArray() as T[]) : [],
    );
  });
}

export async function storeRows<T = Record<string, unknown>>(
  khatmId: string,
  query: string,
  ...params: unknown[]
): Promise<T[]> {
  const [rows] = await inStore<T>(khatmId, [[query, ...params]]);
  return rows ?? [];
}

/** The juz of a khatm as stored in its object, for asserting that nothing changed. */
export function storedJuzs(khatmId: string) {
  return storeRows<{ number: number; status: string; reader_name: string | null; reader_email: string | null }>(
    khatmId,
    "SELECT number, status, reader_name, reader_email FROM juzs ORDER BY number",
  );
}

/** Every row the khatm's object holds, table by table (the outbox, which the sync empties, left out). */
export async function storedKhatmState(khatmId: string) {
  const [khatm = [], juzs = [], activities = [], grants = [], reports = []] = await inStore<Record<string, unknown>>(
    khatmId,
    [
      ["SELECT * FROM khatm"],
      ["SELECT * FROM juzs ORDER BY number"],
      ["SELECT * FROM activities ORDER BY id"],
      ["SELECT * FROM reader_grants ORDER BY juz_id, key_hash"],
      ["SELECT * FROM reports ORDER BY client_hash"],
    ],
  );
  return { khatm: khatm[0] ?? null, juzs, activities, grants, reports };
}

/** Syncs every khatm's index: for tests of the lists, which read D1 and so lag the khatms by the sync delay. */
export async function syncEveryIndex(): Promise<void> {
  const { results } = await env.DB.prepare("SELECT id FROM khatms").all<{ id: string }>();
  await Promise.all(results.map(({ id }) => syncIndex(id)));
}

const JUZ_COLUMNS =
  "id, number, status, reader_id, reader_name, reader_email, reader_anonymous, reserved_at, completed_at, holder_key_hash";
const GRANT_QUERY = "SELECT g.key_hash, g.juz_id, g.created_at FROM reader_grants g JOIN juzs j ON j.id = g.juz_id";

/** The khatm as D1's index holds it: counts, listing and version, juz rows, grants. */
export async function indexedKhatm(khatmId: string) {
  const [khatm, juzs, grants] = await env.DB.batch([
    env.DB.prepare(
      "SELECT dedication, available_count, reserved_count, completed_count, creator_confirmed, moderation, version FROM khatms WHERE id = ?",
    ).bind(khatmId),
    env.DB.prepare(`SELECT ${JUZ_COLUMNS} FROM juzs WHERE khatm_id = ? ORDER BY number`).bind(khatmId),
    env.DB.prepare(`${GRANT_QUERY} WHERE j.khatm_id = ? ORDER BY g.juz_id, g.key_hash`).bind(khatmId),
  ]);
  return { khatm: khatm?.results[0] ?? null, juzs: juzs?.results ?? [], grants: grants?.results ?? [] };
}

/** The same, as the khatm's object holds it (the truth), to compare with indexedKhatm. */
export async function trueKhatm(khatmId: string) {
  const [khatm = [], juzs = [], grants = []] = await inStore<Record<string, unknown>>(khatmId, [
    [
      "SELECT dedication, available_count, reserved_count, completed_count, creator_confirmed, moderation, version FROM khatm WHERE deleted = 0",
    ],
    [`SELECT ${JUZ_COLUMNS} FROM juzs ORDER BY number`],
    [`${GRANT_QUERY} ORDER BY g.juz_id, g.key_hash`],
  ]);
  return { khatm: khatm[0] ?? null, juzs, grants };
}

/** Makes D1's index refuse every sync for real (a trigger aborts any change of a khatm row) until repaired. */
export async function breakIndex(): Promise<void> {
  await env.DB.prepare(
    "CREATE TRIGGER IF NOT EXISTS index_down BEFORE UPDATE ON khatms BEGIN SELECT RAISE(ABORT, 'index down'); END",
  ).run();
  await env.DB.prepare(
    "CREATE TRIGGER IF NOT EXISTS index_down_delete BEFORE DELETE ON khatms BEGIN SELECT RAISE(ABORT, 'index down'); END",
  ).run();
}

export async function repairIndex(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DROP TRIGGER IF EXISTS index_down"),
    env.DB.prepare("DROP TRIGGER IF EXISTS index_down_delete"),
  ]);
}

/** Makes D1 refuse new khatm rows (as while it is down for writes) until `acceptNewKhatms`. */
export async function refuseNewKhatms(): Promise<void> {
  await env.DB.prepare(
    "CREATE TRIGGER IF NOT EXISTS no_new_khatms BEFORE INSERT ON khatms BEGIN SELECT RAISE(ABORT, 'down'); END",
  ).run();
}

export async function acceptNewKhatms(): Promise<void> {
  await env.DB.prepare("DROP TRIGGER IF EXISTS no_new_khatms").run();
}
