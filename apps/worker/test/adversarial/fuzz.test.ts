// Fuzzing (SECURITY.md, "Bad input"): fast-check throws generated bodies, paths, query strings and headers at every
// endpoint: random JSON of every type, unicode and huge strings, wrong content types, broken JSON, out-of-range,
// fractional, duplicate, empty and 1000-element juz lists. Every input a schema would accept as a change is left
// out (`mayChange`); every other one must be refused with a 4xx JSON {error, message} whose message is short and
// readable, never a 500, and leave D1 and the magic links in KV exactly as they were. Hostile pasted lists go to the
// list import as its proven creator, past the 403, to the parser (issue 40).

import { env } from "cloudflare:test";
import {
  activitiesQuerySchema,
  anonymityRequestSchema,
  apiErrorSchema,
  cancelRequestSchema,
  completeRequestSchema,
  createAccountRequestSchema,
  createKhatmRequestSchema,
  dedicationRequestSchema,
  emailSchema,
  listImportRequestSchema,
  magicLinkRequestSchema,
  nextRoundRequestSchema,
  pledgeOnBehalfRequestSchema,
  pledgeProgressRequestSchema,
  pledgeRequestSchema,
  publicListQuerySchema,
  reportRequestSchema,
  reserveOnBehalfRequestSchema,
  reserveRequestSchema,
  sendReminderRequestSchema,
  stopRemindersRequestSchema,
  transferRequestSchema,
  uncompleteRequestSchema,
  updateProfileRequestSchema,
  updateSettingsRequestSchema,
  verifyRequestSchema,
} from "@khatm/schema";
import { PASTED_LIST_MAX_CHARS } from "@khatm/schema/rules";
import { HOSTILE_LISTS, must } from "@khatm/test-support";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Env } from "../../src/env";
import { RATE_LIMIT_VARS } from "../../src/lib/rate-limit";
import type { Person, TestKhatm } from "../khatms";
import { call, createKhatm, freshIp, juzId, reserve, signedIn, uniqueEmail } from "../khatms";
import { createCount, pledge } from "../pledges";
import { writeRouteOf } from "../write-routes";
import { type DatabaseSnapshot, rowCounts, snapshotDatabase } from "./world";

/** Generated inputs per endpoint and kind (twice as many for raw bodies, paths and queries), besides fixed examples. */
const RUNS = 100;

const tried: Record<string, number> = {};
let baseline: DatabaseSnapshot;
let baselineCounts: Record<string, number>;
let creator: Person;
let khatm: TestKhatm;
/** A juz reserved by someone else, and one available: targets for the juz actions. */
let reservedJuzId: number;
/** A counted recitation and a reader's pledge on it: targets for the pledge routes. */
let count: TestKhatm;
let pledgeId: string;

beforeAll(async () => {
  creator = await signedIn("fuzz-creator");
  khatm = await createKhatm({ creator, name: "Fuzz Khatm" });
  await reserve(khatm.id, [2, 3], { readerName: "Reader" });
  reservedJuzId = await juzId(khatm.id, 2);
  count = await createCount(100);
  pledgeId = (await pledge(count.id, 3)).id;
  baseline = await snapshotDatabase();
  baselineCounts = await rowCounts();
}, 60_000);

// The whole stored state (every D1 row, every khatm object, the magic links) is compared after each test, once its
// hundreds of requests are answered: compared after each request, it took three quarters of these tests' time. Each
// request's own check counts D1's rows, which names the input that added or removed one.
afterEach(async () => {
  expect(await snapshotDatabase(), "a request of this test changed the database").toEqual(baseline);
});

afterAll(() => {
  const total = Object.values(tried).reduce((sum, n) => sum + n, 0);
  const detail = Object.entries(tried)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
  console.log(`[adversarial] fuzz: ${total} generated requests answered correctly (${detail})`);
});

// ---- Generators of hostile values ----

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u202Eevil\u202C",
  "<script>alert(1)</script>",
  `<img src=x onerror="alert(1)">`,
  "' OR 1=1 --",
  "%",
  "_",
  "\\",
  "../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "1e9",
  "__proto__",
  "a@b",
  "a@b.c@d.e",
  "@example.com",
  "user@",
  "user @example.com",
  "ﷺ".repeat(50),
  "👨‍👩‍👧‍👦".repeat(40),
  "\uD800",
];

const unicodeString = fc.string({ unit: "binary", maxLength: 300 });
const hugeString = fc.integer({ min: 121, max: 24 * 1024 }).map((length) => "ﻙ".repeat(Math.ceil(length / 2)));

const hostileScalar = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  unicodeString,
  hugeString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 31, 1.5, 1e9, -0, 2 ** 53 + 1, Number.MAX_VALUE, true, false, null),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The brief's out-of-range, fractional and duplicated juz lists. */
const BAD_JUZ_LISTS: unknown[] = [[0], [31], [-1], [1.5], [1e9], [1, 1]];
const BRIEF_JUZ_NUMBERS: unknown[] = [...BAD_JUZ_LISTS, [], Array.from({ length: 1000 }, (_, i) => (i % 30) + 1)];

/** The juz lists of the brief: 0, 31, -1, 1.5, 10^9, duplicates, empty, 1000 elements, wrong types. */
const hostileJuzNumbers: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant([]),
  fc.constantFrom(...BAD_JUZ_LISTS, [1, 2, 2], ["1"], [null], [[1]], [true], "1,2", 5, {}, { 0: 1 }),
  fc.integer({ min: 1, max: 30 }).map((n) => [n, n]),
  fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1000, maxLength: 1000 }),
  fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 31, maxLength: 60 }),
  fc
    .tuple(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }), hostileScalar)
    .map(([valid, bad]) => [...valid, bad]),
  fc.array(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 31 }), fc.double({ noInteger: true })), {
    minLength: 1,
    maxLength: 5,
  }),
);

/** A valid body with one field (or juzNumbers) made hostile, a field added, or the body replaced wholesale. */
function hostileBody(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(base);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...fields), hostileValue)
        .map(([field, value]) => ({ ...base, [field]: value })),
    },
    {
      weight: "juzNumbers" in base ? 3 : 0,
      arbitrary: hostileJuzNumbers.map((juzNumbers) => ({ ...base, juzNumbers })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((field) => omit(base, field)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    // Own "__proto__" and "constructor" keys, as JSON.parse makes them: prototype pollution attempts.
    {
      weight: 1,
      arbitrary: hostileValue.map((value) =>
        Object.fromEntries([...Object.entries(base), ["__proto__", value], ["constructor", value]]),
      ),
    },
  );
}

function omit(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const { [field]: _dropped, ...rest } = body;
  return rest;
}

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
];

/** Bodies that are not JSON, or not sent as JSON. */
const rawBody = fc.oneof(
  fc.tuple(fc.string({ unit: "binary", maxLength: 200 }), fc.constant("application/json")),
  fc.tuple(
    fc.constantFrom(
      "{",
      "[",
      '{"juzNumbers": [1,',
      "{'a': 1}",
      "NaN",
      '{"a":1}{"b":2}',
      "\uFEFF{}",
      '{"a": 01}',
      '{"juzNumbers":[1],"juzNumbers":[1,1]}',
    ),
    fc.constant("application/json"),
  ),
  fc.tuple(
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(...CONTENT_TYPES),
  ),
);

// ---- The endpoints ----

type Body = () => Record<string, unknown>;
const changesIfValid = (schema: z.ZodType, base: Body, token?: () => string) => ({
  schema,
  base,
  token,
  validMayChange: true,
});
const refusesAll = (schema: z.ZodType, base: Body) => ({ schema, base, validMayChange: false });

/** Adds each target's method and path, as its name states them. */
function withPaths(targets: Record<string, Omit<BodyTarget, "method" | "path">>): Record<string, BodyTarget> {
  return Object.fromEntries(
    Object.entries(targets).map(([name, target]) => {
      const [method, path] = name.split(" ") as [string, string];
      const id = () => String(path.startsWith("/api/juzs/") ? reservedJuzId : khatm.id);
      const resolved = () => path.replace("{id}", id()).replace("{count}", count.id).replace("{pledge}", pledgeId);
      return [name, { ...target, method, path: resolved }];
    }),
  );
}

interface BodyTarget {
  method: string;
  path: () => string;
  base: () => Record<string, unknown>;
  /** The schema a body must pass before anything may change. */
  schema: z.ZodType;
  /** Whether a body the schema accepts may succeed here (and so is not hostile). */
  validMayChange: boolean;
  token?: () => string;
}

/**
 * Each endpoint taking a JSON body, named by its method and path ({id}: the fixture khatm's, or under /api/juzs its
 * reserved juz's; {count}: the counted recitation's; {pledge}: its reader's pledge): the schema a body must pass before anything may change, a valid body, and whether a body the
 * schema accepts may change something here (`changesIfValid`: not hostile) or is refused all the same (`refusesAll`).
 */
const BODY_TARGETS: Record<string, BodyTarget> = withPaths({
  "POST /api/khatms": changesIfValid(createKhatmRequestSchema, () => ({
    name: "Khatm",
    occasion: null,
    isPublic: true,
    creatorName: "Hind",
    creatorEmail: "hind@example.com",
  })),
  "POST /api/khatms/{id}/reserve": changesIfValid(reserveRequestSchema, () => ({
    juzNumbers: [1, 4],
    readerName: "Aisha",
    readerEmail: "aisha@example.com",
  })),
  // Without credentials: even a valid body must be refused (403), so every input counts.
  "POST /api/khatms/{id}/reserve-on-behalf": refusesAll(reserveOnBehalfRequestSchema, () => ({
    juzNumbers: [1],
    readerName: "Omar",
    readerEmail: "omar@example.com",
    creatorEmail: creator.email,
  })),
  "POST /api/juzs/{id}/cancel": refusesAll(cancelRequestSchema, () => ({
    creatorEmail: creator.email,
    email: creator.email,
    juzNumbers: [2, 3],
  })),
  "POST /api/juzs/{id}/transfer": refusesAll(transferRequestSchema, () => ({
    creatorEmail: creator.email,
    newReaderName: "Bilal",
    newReaderEmail: "bilal@example.com",
  })),
  "POST /api/juzs/{id}/complete": refusesAll(completeRequestSchema, () => ({
    readerEmail: "reader@example.com",
    juzNumbers: [2],
  })),
  "POST /api/juzs/{id}/uncomplete": refusesAll(uncompleteRequestSchema, () => ({
    email: creator.email,
    juzNumbers: [2],
  })),
  "POST /api/khatms/{id}/reports": changesIfValid(reportRequestSchema, () => ({ reason: "spam", details: "Spam" })),
  // Issue 17: creator-only without credentials, and a token the server never signed.
  "PATCH /api/khatms/{id}/settings": refusesAll(updateSettingsRequestSchema, () => ({
    creatorEmail: creator.email,
    reminderDays: 3,
    staleDays: null,
    autoNextRound: "rotate",
  })),
  "POST /api/khatms/{id}/reminders": refusesAll(sendReminderRequestSchema, () => ({ creatorEmail: creator.email })),
  "POST /api/khatms/{id}/reminders/stop": refusesAll(stopRemindersRequestSchema, () => ({
    token: "4102444800.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  })),
  // Issue 26: the pasted list is the creator's only.
  "POST /api/khatms/{id}/list-import": refusesAll(listImportRequestSchema, () => ({
    text: "1. Ahmed ✅",
    apply: true,
  })),
  "POST /api/khatms/{id}/next-round": refusesAll(nextRoundRequestSchema, () => ({ mode: "rotate" })),
  "POST /api/juzs/{id}/anonymity": refusesAll(anonymityRequestSchema, () => ({
    anonymous: true,
    email: "reader@example.com",
    juzNumbers: [2],
  })),
  "PUT /api/khatms/{id}/dedication": refusesAll(dedicationRequestSchema, () => ({
    dedication: "For our grandmother",
    creatorEmail: creator.email,
  })),
  // Issue 25's counted recitations: anyone may pledge; on behalf and progress need the creator or the reader.
  "POST /api/khatms/{count}/pledges": changesIfValid(pledgeRequestSchema, () => ({
    amount: 2,
    readerName: "Aisha",
    readerEmail: "aisha@example.com",
  })),
  "POST /api/khatms/{count}/pledges-on-behalf": refusesAll(pledgeOnBehalfRequestSchema, () => ({
    amount: 2,
    readerName: "Omar",
    readerEmail: "omar@example.com",
    creatorEmail: creator.email,
  })),
  "POST /api/pledges/{pledge}/progress": refusesAll(pledgeProgressRequestSchema, () => ({ done: 1 })),
  "POST /api/auth/magic-link": changesIfValid(magicLinkRequestSchema, () => ({ email: "someone@example.com" })),
  // A generated token is never one the server issued: every body is refused.
  "POST /api/auth/verify": refusesAll(verifyRequestSchema, () => ({ token: "a-token-never-issued" })),
  "POST /api/auth/create-account": changesIfValid(createAccountRequestSchema, () => ({
    email: "new@example.com",
    name: "New",
  })),
  "POST /api/auth/update-profile": changesIfValid(
    updateProfileRequestSchema,
    () => ({ name: "Name", country: "Country" }),
    () => creator.token,
  ),
});

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

function mayChange(target: BodyTarget, body: string, contentType: string): boolean {
  if (!target.validMayChange || !JSON_TYPE.test(must(contentType.split(";")[0]).trim())) return false;
  try {
    return target.schema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

// ---- The check every refused request must pass ----

/** Every error code but INTERNAL: a refusal is never a 500. */
const CODES = apiErrorSchema.shape.error.options.filter((code) => code !== "INTERNAL");

async function expectRefused(kind: string, response: Response, label: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(response.headers.get("Content-Type"), label).toMatch(/^application\/json/);
  const { field, ...body } = JSON.parse(text) as { error: string; message: string; field?: string };
  expect(Object.keys(body).sort(), label).toEqual(["error", "message"]);
  // The field at fault is named by the schema's own path, never by anything the input made up.
  if (field !== undefined) expect(field, label).toMatch(/^[A-Za-z_]\w*(\.\w+)*$/);
  expect(CODES, label).toContain(body.error);
  // Clear: a short sentence for people, not an echo of the input, a stack or a serialised object.
  expect(body.message.length, `${label}: ${body.message.slice(0, 200)}`).toBeGreaterThan(5);
  expect(body.message.length, `${label}: ${body.message.slice(0, 200)}`).toBeLessThanOrEqual(200);
  expect(body.message, label).not.toMatch(
    /undefined|\[object|NaN|ZodError|TypeError|SyntaxError|\bat \S+:\d+|D1_ERROR|SQLITE/,
  );
  expect(await rowCounts(), `${label}: the database changed`).toEqual(baselineCounts);
  tried[kind] = (tried[kind] ?? 0) + 1;
}

function describeInput(method: string, path: string, body?: string, contentType?: string): string {
  return `${method} ${path.slice(0, 120)}${body === undefined ? "" : ` [${contentType}] ${body.slice(0, 160)}`}`;
}

const params = { numRuns: RUNS, endOnFailure: true } as const;

describe("fuzzing: generated bodies at every endpoint", () => {
  for (const [name, target] of Object.entries(BODY_TARGETS)) {
    it(`${name}: hostile JSON bodies are refused with a clear 4xx and change nothing`, {
      timeout: 180_000,
    }, async () => {
      // The brief's juz numbers, each tried for sure where a body has them, besides the generated ones.
      const examples =
        "juzNumbers" in target.base()
          ? BRIEF_JUZ_NUMBERS.map((juzNumbers) => [{ ...target.base(), juzNumbers }] as [unknown])
          : [];
      await fc.assert(
        fc.asyncProperty(hostileBody(target.base()), async (value) => {
          const body = JSON.stringify(value) ?? "null";
          fc.pre(!mayChange(target, body, "application/json"));
          const path = target.path();
          const response = await call(target.method, path, { rawBody: body, token: target.token?.(), ip: freshIp() });
          await expectRefused("bodies", response, describeInput(target.method, path, body, "json"));
        }),
        { ...params, numRuns: RUNS + examples.length, examples },
      );
    });
  }

  it("bodies that are not JSON, or not declared JSON, are refused at every endpoint", {
    timeout: 180_000,
  }, async () => {
    const targets = Object.values(BODY_TARGETS);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), rawBody, async (target, [body, contentType]) => {
        fc.pre(!mayChange(target, body, contentType));
        const path = target.path();
        const headers = contentType ? { "Content-Type": contentType } : { "Content-Type": "" };
        const response = await call(target.method, path, {
          rawBody: body,
          headers,
          token: target.token?.(),
          ip: freshIp(),
        });
        await expectRefused("raw bodies", response, describeInput(target.method, path, body, contentType));
      }),
      { ...params, numRuns: RUNS * 2 },
    );
  });
});

describe("fuzzing: past every limit", () => {
  const limitOf = (target: BodyTarget) =>
    must(writeRouteOf(target.method, target.path())?.limits[0], `${target.method} ${target.path()} names a limit`);

  /** The test bindings with the per-client limit `target`'s route names already spent (none: a limit keyed otherwise). */
  function spentFor(target: BodyTarget): Env | null {
    const limit = limitOf(target);
    return "perClient" in limit ? { ...env, [RATE_LIMIT_VARS[limit.perClient]]: "0/600" } : null;
  }

  it("every body, valid or hostile, from a client whose allowance is spent: a clear 4xx and nothing changed", {
    timeout: 180_000,
  }, async () => {
    const targets = Object.values(BODY_TARGETS).filter((target) => spentFor(target) !== null);
    const reached = new Set(targets.map((target) => JSON.stringify(spentFor(target) && limitOf(target))));
    for (const name of ["reservePerIp", "progressPerIp", "cancelPerIp", "listImportPerIp", "changePerIp"])
      expect([...reached], "limits the bodies reach").toContain(JSON.stringify({ perClient: name }));
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...targets)
          .chain((target) =>
            fc.tuple(fc.constant(target), fc.oneof(fc.constant(target.base()), hostileBody(target.base()))),
          ),
        async ([target, value]) => {
          const body = JSON.stringify(value) ?? "null";
          const path = target.path();
          const response = await call(target.method, path, {
            rawBody: body,
            token: target.token?.(),
            ip: freshIp(),
            env: must(spentFor(target)),
          });
          // A valid body that could change something must be the limit's 429, with its Retry-After (or, past the
          // size the API reads at all, 413).
          if (mayChange(target, body, "application/json") && response.status !== 413) {
            expect(response.status, describeInput(target.method, path, body, "json")).toBe(429);
            expect(response.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
          }
          await expectRefused("past the limits", response, describeInput(target.method, path, body, "json"));
        },
      ),
      {
        ...params,
        numRuns: RUNS * 2,
        examples: targets.map((target) => [[target, target.base()]] as [[BodyTarget, unknown]]),
      },
    );
  });
});

// ---- Paths, query strings and headers ----

const PATH_SEGMENTS = [
  "..",
  "%2e%2e",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "%ff",
  "-1",
  "0",
  "1.5",
  "1e9",
  "1e400",
  "NaN",
  "Infinity",
  "0x1F",
  "%201",
  "9".repeat(30),
  "a".repeat(2000),
  "%3Cscript%3E",
  "%27%20OR%201%3D1",
];

/** A path segment: hostile raw text (sent as is) or any string, encoded. */
const segment = fc.oneof(
  fc.constantFrom(...PATH_SEGMENTS),
  fc.string({ unit: "binary", minLength: 1, maxLength: 80 }).map(encodeURIComponent),
);

const PATH_TEMPLATES: Array<[string, (s: string) => string]> = [
  ["GET", (s) => `/api/khatms/${s}`],
  ["GET", (s) => `/api/khatms/${s}/stats`],
  ["GET", (s) => `/api/khatms/${s}/juzs`],
  ["GET", (s) => `/api/khatms/${s}/activities`],
  ["GET", (s) => `/api/khatms/${s}/series`],
  ["GET", (s) => `/api/khatms/${s}/list-text`],
  ["POST", (s) => `/api/khatms/${s}/list-import`],
  ["POST", (s) => `/api/khatms/${s}/next-round`],
  ["POST", (s) => `/api/khatms/${s}/reminders/stop`],
  ["GET", (s) => `/api/khatms/code/${s}`],
  ["GET", (s) => `/api/khatms/creator/${s}`],
  ["GET", (s) => `/api/readers/${s}/juzs`],
  ["GET", (s) => `/api/readers/${s}/pledges`],
  ["POST", (s) => `/api/khatms/${s}/pledges-on-behalf`],
  ["POST", (s) => `/api/pledges/${s}/progress`],
  ["POST", (s) => `/api/pledges/${s}/cancel`],
  ["POST", (s) => `/api/khatms/${s}/reserve`],
  ["POST", (s) => `/api/khatms/${s}/reserve-on-behalf`],
  ["POST", (s) => `/api/juzs/${s}/cancel`],
  ["POST", (s) => `/api/juzs/${s}/complete`],
  ["POST", (s) => `/api/juzs/${s}/transfer`],
  ["POST", (s) => `/api/juzs/${s}/uncomplete`],
  ["DELETE", (s) => `/api/khatms/${s}?creatorEmail=${encodeURIComponent(creator.email)}`],
  ["PUT", (s) => `/api/khatms/${s}`],
  ["PATCH", (s) => `/api/juzs/${s}/cancel`],
  ["GET", (s) => `/api/${s}`],
  ["POST", (s) => `/api/auth/${s}`],
  // Abuse protection: reports, and the signed links that act without an account (stop e-mails, reviews).
  ["POST", (s) => `/api/khatms/${s}/reports`],
  ["POST", (s) => `/api/email/stop/${s}`],
  ["DELETE", (s) => `/api/email/stop/${s}`],
  ["GET", (s) => `/api/email/stop/${s}`],
  ["POST", (s) => `/api/reviews/${s}`],
];

const PATH_EXAMPLES = PATH_TEMPLATES.flatMap((template) =>
  PATH_SEGMENTS.map((raw) => [template, raw] as [(typeof PATH_TEMPLATES)[number], string]),
);

/** A path a generated segment can make legitimately answer 200 (a real resource or a list). */
function pathMayAnswer(method: string, path: string, raw: string): boolean {
  const decoded = safeDecode(raw);
  if (method === "GET" && (path.includes("/creator/") || path.includes("/readers/")))
    return emailSchema.safeParse(decoded).success;
  if (method === "GET" && path === `/api/${raw}`) return ["health", "khatms/public"].includes(decoded);
  return decoded === "public" || decoded === khatm.id || decoded === khatm.accessCode;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Query parameters, repeated keys included: what zValidator sees (one value, or an array of several). */
const queryPairs = fc.array(
  fc.tuple(
    fc.constantFrom("q", "limit", "hasAvailable", "_t", "creatorEmail", "x"),
    fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      unicodeString,
      fc.integer().map(String),
      fc.constantFrom("0", "101", "-5", "2.5", "1e2", "true", "TRUE", ""),
    ),
  ),
  { minLength: 1, maxLength: 4 },
);

function asValidatorInput(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const grouped: Record<string, string[]> = {};
  for (const [key, value] of pairs) grouped[key] = [...(grouped[key] ?? []), value];
  return Object.fromEntries(
    Object.entries(grouped).map(([key, values]) => [key, values.length === 1 ? must(values[0]) : values]),
  );
}

// ---- Pasted lists as the proven creator ----

/** Pieces of lists: numbers, separators, part and completion words, marks, every line break, runs of spaces. */
const LIST_PIECES = ["1", "12", ".", ":", "-", "–", ")", " ", "   ", "\t", "Juz", "Juz.", "done", "(done)", "!", "✅"];
const LINE_BREAKS = ["\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029"];
const hostileList = fc
  .array(fc.oneof(fc.constantFrom(...LIST_PIECES, ...LINE_BREAKS, "Ali", "*", "🌙"), fc.string({ maxLength: 5 })), {
    maxLength: 2_500,
  })
  .chain((pieces) => fc.integer({ min: 1, max: 400 }).map((run) => `${pieces.join("")}${" ".repeat(run)}x\u2029x`))
  .filter((text) => text.length <= PASTED_LIST_MAX_CHARS);

describe("fuzzing: hostile pasted lists as the proven creator (issue 40)", () => {
  // Every other request above is refused before the list is read (403): these reach the parser. A preview changes
  // nothing, so each must be answered (200, or 400 over 1,000 lines) with the database as it was.
  async function expectPreviewed(text: string, label: string) {
    const response = await call("POST", `/api/khatms/${khatm.id}/list-import`, {
      body: { text, apply: false },
      token: creator.token,
      ip: freshIp(),
    });
    const answer = await response.text();
    expect([200, 400], `${label}: ${answer.slice(0, 200)}`).toContain(response.status);
    expect(await rowCounts(), `${label}: the database changed`).toEqual(baselineCounts);
    tried["hostile lists"] = (tried["hostile lists"] ?? 0) + 1;
  }

  it.each(HOSTILE_LISTS)("$name: previewed, nothing changed", async ({ name, text }) => {
    await expectPreviewed(text, name);
  });

  it("generated lists of numbers, words, marks, spaces and every line break are previewed", {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(hostileList, (text) => expectPreviewed(text, `list of ${text.length} characters`)),
      params,
    );
  });
});

describe("fuzzing: generated paths, query strings and headers", () => {
  it("unknown, malformed and out-of-range path segments are a clear 4xx", { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATH_TEMPLATES), segment, async ([method, template], raw) => {
        const path = template(raw);
        fc.pre(!pathMayAnswer(method, path, raw));
        const body =
          method === "POST"
            ? JSON.stringify({
                juzNumbers: [1],
                readerName: "Aisha",
                readerEmail: "a@example.com",
                creatorEmail: creator.email,
                email: creator.email,
                newReaderName: "Bilal",
                newReaderEmail: "b@example.com",
              })
            : undefined;
        const response = await call(method, path, { rawBody: body, ip: freshIp() });
        await expectRefused("paths", response, describeInput(method, path));
      }),
      // Besides the generated ones, every hostile segment in every template, once.
      { ...params, numRuns: RUNS * 2 + PATH_EXAMPLES.length, examples: PATH_EXAMPLES },
    );
  });

  it("hostile query strings on the public list, the activity feed and delete are a clear 4xx", {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("public", "activities", "delete"), queryPairs, async (where, pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const input = asValidatorInput(pairs);
        if (where === "public") fc.pre(!publicListQuerySchema.safeParse(input).success);
        if (where === "activities") fc.pre(!activitiesQuerySchema.safeParse(input).success);
        const [method, path, token] =
          where === "public"
            ? ["GET", `/api/khatms/public?${query}`, undefined]
            : where === "activities"
              ? ["GET", `/api/khatms/${khatm.id}/activities?${query}`, creator.token]
              : ["DELETE", `/api/khatms/${khatm.id}?${query}`, undefined];
        const response = await call(method, path, { token, ip: freshIp() });
        await expectRefused("query strings", response, describeInput(method, path));
      }),
      { ...params, numRuns: RUNS * 2 },
    );
  });

  it("a reader list's hostile `before` is a 400 naming it, or a page of the list; never a 500", {
    timeout: 180_000,
  }, async () => {
    const before = fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      unicodeString,
      hugeString,
      fc.jsonValue({ maxDepth: 2 }).map((value) => btoa(encodeURIComponent(JSON.stringify(value)))),
      fc
        .tuple(fc.string(), fc.string(), fc.oneof(fc.integer(), fc.double(), fc.string()))
        .map((position) => btoa(JSON.stringify(position)).replace(/=+$/, "")),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("juzs", "pledges"), before, async (list, value) => {
        // A lone surrogate has no URL encoding: such text cannot be sent at all.
        fc.pre(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value));
        const path = `/api/readers/${encodeURIComponent(creator.email)}/${list}?before=${encodeURIComponent(value)}`;
        const response = await call("GET", path, { token: creator.token, ip: freshIp() });
        if (response.status === 200) {
          expect(Array.isArray(await response.json()), describeInput("GET", path)).toBe(true);
          tried["list positions"] = (tried["list positions"] ?? 0) + 1;
          return;
        }
        const body = (await response.clone().json()) as { field?: string };
        expect(body.field, describeInput("GET", path)).toBe("before");
        await expectRefused("list positions", response, describeInput("GET", path));
      }),
      { ...params, numRuns: RUNS * 2 },
    );
  });

  it("every search text the public list accepts answers 200 with a list, never a 500", {
    timeout: 180_000,
  }, async () => {
    // Accepted input must work too: D1 refuses LIKE patterns over 50 bytes, and a whole-name search once answered 500.
    const searchText = fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.string({ unit: "binary", maxLength: 120 }),
      fc.string({ unit: "grapheme", minLength: 40, maxLength: 120 }),
      fc.constantFrom("%".repeat(120), "_".repeat(120), "\\".repeat(60), "[a-z]*?".repeat(15)),
    );
    await fc.assert(
      fc.asyncProperty(searchText, fc.constantFrom(undefined, "true", "false"), async (q, hasAvailable) => {
        const input: Record<string, string> = hasAvailable ? { q, hasAvailable } : { q };
        fc.pre(publicListQuerySchema.safeParse(input).success);
        const response = await call("GET", `/api/khatms/public?${new URLSearchParams(input).toString()}`, {
          ip: freshIp(),
        });
        expect(response.status, `q=${JSON.stringify(q).slice(0, 80)}`).toBe(200);
        expect(Array.isArray(await response.json())).toBe(true);
        tried["accepted searches"] = (tried["accepted searches"] ?? 0) + 1;
      }),
      { ...params, numRuns: RUNS * 2 },
    );
  });

  it("garbage credentials in Authorization, X-Manage-Key and X-Reader-Key prove nothing and break nothing", {
    timeout: 180_000,
  }, async () => {
    const header = fc.constantFrom("Authorization", "X-Manage-Key", "X-Reader-Key");
    const value = fc.oneof(
      fc
        .string({ unit: "binary-ascii", minLength: 1, maxLength: 300 })
        // Header values cannot hold control characters: those are replaced, the rest stays hostile.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
        .map((text) => text.replace(/[\u0000-\u001f\u007f]/g, "x")),
      fc.constantFrom(
        "Bearer",
        "Bearer ",
        "Bearer null",
        `Bearer ${"x".repeat(4000)}`,
        "x".repeat(8000),
        "null",
        "undefined",
        "[object Object]",
      ),
    );
    await fc.assert(
      fc.asyncProperty(header, value, async (name, headerValue) => {
        const path = `/api/juzs/${reservedJuzId}/transfer`;
        const body = JSON.stringify({
          creatorEmail: creator.email,
          newReaderName: "Bilal",
          newReaderEmail: uniqueEmail("bilal"),
        });
        const response = await call("POST", path, { rawBody: body, headers: { [name]: headerValue }, ip: freshIp() });
        await expectRefused("headers", response, `${name}: ${headerValue.slice(0, 80)}`);
      }),
      params,
    );
  });
});
