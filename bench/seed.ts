/**
 * Bulk-seeds a local D1 database (the SQLite file miniflare keeps under the --persist-to directory) with many khatms,
 * 30 juz rows each, the creators and readers, and the search terms of public ones. Written straight into SQLite with
 * node:sqlite while no server has the file open: seconds instead of the minutes an SQL file through wrangler takes.
 *
 *   pnpm exec tsx bench/seed.ts <state-dir> [khatms]      (the state dir of `wrangler dev --persist-to`)
 */
import { createHash } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { must } from "@khatm/test-support";
import { juzIdOf } from "../apps/worker/src/db/khatm-claims";
import { searchTermsOf } from "../apps/worker/src/db/search-terms";
import { JUZS, juzSurahRange } from "../packages/juz-table/src/index";
import { random } from "./lib/stats";

/** Words the seeded names are made of; the scale benchmark searches for some of them. */
export const NAME_WORDS = [
  "Ramadan",
  "Family",
  "Jumuah",
  "Memorial",
  "Eid",
  "Community",
  "Masjid",
  "Shifa",
  "Barakah",
  "Youth",
];
const PLACES = ["Cairo", "Leeds", "Karachi", "Jakarta", "Toronto", "Lagos", "Istanbul", "Paris", "Dhaka", "Sydney"];
const OCCASIONS = [
  "for the recovery of our mother",
  "in memory of our grandfather",
  "for the new school year",
  "before Eid",
  null,
  null,
];

export interface SeedSummary {
  khatms: number;
  publicKhatms: number;
  juzs: number;
  users: number;
  /** A few seeded khatms for the benchmarks to look up: code and id of some public ones with available juz. */
  samples: Array<{ id: string; accessCode: string; name: string }>;
  seconds: number;
}

/** Ids look like the API's (16 base64url characters, randomToken(12)): random order in the indexes, as in production. */
export const seededKhatmId = (i: number) =>
  createHash("sha256").update(`seed-khatm-${i}`).digest("base64url").slice(0, 16);

export function seed(sqlitePath: string, khatmCount: number): SeedSummary {
  const started = performance.now();
  const next = random(20251123);
  // The index is always in range, and some lists hold null on purpose (a khatm without occasion).
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const db = new DatabaseSync(sqlitePath);
  db.exec("PRAGMA synchronous = OFF; PRAGMA cache_size = -262144; PRAGMA temp_store = MEMORY;");

  const creatorCount = Math.max(1, Math.ceil(khatmCount / 5));
  const readerCount = Math.max(1, Math.min(30_000, khatmCount * 3));
  const userBase = Number((db.prepare("SELECT coalesce(max(id), 0) AS id FROM users").get() as { id: number }).id);
  const creatorId = (i: number) => userBase + 1 + (i % creatorCount);
  const readerId = (i: number) => userBase + 1 + creatorCount + i;
  const creatorEmail = (i: number) => `creator${i % creatorCount}@seed.bench`;
  const readerEmail = (i: number) => `reader${i}@seed.bench`;

  // Distinct random 6-digit codes: a seeded shuffle of 100000..999999.
  const codes = Array.from({ length: 900_000 }, (_, i) => 100_000 + i);
  for (let i = codes.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [codes[i], codes[j]] = [must(codes[j]), must(codes[i])];
  }
  const taken = new Set(
    (db.prepare("SELECT access_code AS code FROM khatms").all() as Array<{ code: string }>).map((row) => row.code),
  );
  const freeCodes = codes.map(String).filter((code) => !taken.has(code));

  const now = Date.now();
  const span = 730 * 24 * 3600 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const surahs = JUZS.map((juz) => juzSurahRange(juz.number));

  const insertUser = db.prepare(
    "INSERT INTO users (id, name, email, google_id, country, created_at) VALUES (?, ?, ?, NULL, NULL, ?)",
  );
  const insertKhatm = db.prepare(
    `INSERT INTO khatms (id, name, occasion, creator_id, creator_name, creator_email, is_public, created_at, unique_id,
       access_code, manage_key_hash, available_count, reserved_count, completed_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Each khatm holds its claim (db/khatm-claims.ts) as the API's do: its number makes its juz ids, and new khatms'
  // claims (AUTOINCREMENT) come after the seeded ones, so their juz ids never meet a seeded juz's.
  const insertClaim = db.prepare(
    "INSERT INTO khatm_claims (number, khatm_id, access_code, claimed_at) VALUES (?, ?, ?, ?)",
  );
  const juzRow = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
  const insertJuzs = db.prepare(
    `INSERT INTO juzs (id, khatm_id, number, surahs, status, reader_id, reader_name, reader_email, reserved_at, completed_at)
     VALUES ${Array.from({ length: 30 }, () => juzRow).join(", ")}`,
  );

  const insertTerm = db.prepare("INSERT INTO khatm_search_terms (term, created_at, khatm_id) VALUES (?, ?, ?)");

  let publicKhatms = 0;
  const samples: SeedSummary["samples"] = [];
  db.exec("BEGIN");
  try {
    for (let i = 0; i < creatorCount; i++)
      insertUser.run(creatorId(i), `Creator ${i}`, creatorEmail(i), iso(now - span));
    for (let i = 0; i < readerCount; i++) insertUser.run(readerId(i), `Reader ${i}`, readerEmail(i), iso(now - span));

    for (let i = 0; i < khatmCount; i++) {
      const id = seededKhatmId(i);
      const createdMs = now - span + Math.floor((i / khatmCount) * span) + Math.floor(next() * 60_000);
      const isPublic = next() < 0.6;
      const name = `${pick(NAME_WORDS)} Khatm ${pick(PLACES)} ${i}`;
      const occasion = pick(OCCASIONS);
      // A quarter untouched, 15% fully reserved, the rest part way.
      const profile = next();
      const taken = profile < 0.25 ? 0 : profile < 0.4 ? 30 : 1 + Math.floor(next() * 29);
      const chosen = new Set<number>();
      while (chosen.size < taken) chosen.add(1 + Math.floor(next() * 30));

      const claim = { number: i + 1 };
      const juzId = (number: number) => juzIdOf(claim, number);
      const params: Array<string | number | null> = [];
      let reserved = 0;
      let completed = 0;
      for (let number = 1; number <= 30; number++) {
        if (!chosen.has(number)) {
          params.push(juzId(number), id, number, must(surahs[number - 1]), "available", null, null, null, null, null);
          continue;
        }
        const reader = Math.floor(next() * readerCount);
        const reservedAt = iso(createdMs + Math.floor(next() * 86_400_000));
        const done = next() < 0.5;
        done ? completed++ : reserved++;
        const status = done ? "completed" : "reserved";
        const signedIn = next() < 0.5;
        params.push(
          juzId(number),
          id,
          number,
          must(surahs[number - 1]),
          status,
          signedIn ? readerId(reader) : null,
          `Reader ${reader}`,
          readerEmail(reader),
          reservedAt,
          done ? reservedAt : null,
        );
      }
      const manageKeyHash = createHash("sha256").update(`seed-manage-${i}`).digest("hex");
      insertKhatm.run(
        id,
        name,
        occasion,
        creatorId(i),
        `Creator ${i % creatorCount}`,
        creatorEmail(i),
        isPublic ? 1 : 0,
        iso(createdMs),
        `khatm-${createdMs}-${i}`,
        must(freeCodes[i]),
        manageKeyHash,
        30 - reserved - completed,
        reserved,
        completed,
      );
      insertClaim.run(claim.number, id, must(freeCodes[i]), iso(createdMs));
      insertJuzs.run(...params);
      if (isPublic) {
        publicKhatms++;
        const accessCode = must(freeCodes[i]);
        for (const term of searchTermsOf({ name, occasion, accessCode })) insertTerm.run(term, iso(createdMs), id);
        if (taken < 30 && i % 997 === 0) samples.push({ id, accessCode: must(freeCodes[i]), name });
      }
    }
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }
  return {
    khatms: khatmCount,
    publicKhatms,
    juzs: khatmCount * 30,
    users: creatorCount + readerCount,
    samples,
    seconds: (performance.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { d1SqlitePath } = await import("./lib/server");
  const [stateDir, count] = process.argv.slice(2);
  if (!stateDir) throw new Error("usage: tsx bench/seed.ts <state-dir> [khatms]");
  const summary = seed(d1SqlitePath(stateDir), Number(count ?? 100_000));
  console.log(JSON.stringify({ ...summary, samples: summary.samples.length }, null, 2));
}
