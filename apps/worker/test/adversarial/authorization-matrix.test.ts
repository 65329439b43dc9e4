// The authorization matrix (SECURITY.md, "Who may do what"): every mutating endpoint and every private read,
// against every identity a request can carry. MATRIX below is the one statement of what each cell must answer; the
// test runs every cell on a fixture as built (a read's row shares one; a mutation's cell takes a fresh one unless the
// cell before it was refused and left it untouched) and fails on any difference, listing all of them at once.
import { env } from "cloudflare:test";
import {
  type Activity,
  type Juz,
  type Khatm,
  type KhatmSummary,
  type ListImportResponse,
  type ListTextResponse,
  type LiveTicketResponse,
  liveMessageSchema,
  type Organizer,
  type Pledge,
  type PushDevicesResponse,
  type ReaderJuz,
  type ReaderPledge,
  type TelegramGroupsResponse,
} from "@khatm/schema";
import { must } from "@khatm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopToken } from "../../src/email/stop-links";
import { RATE_LIMIT_VARS, type RateLimitName } from "../../src/lib/rate-limit";
import { storedKhatmState, storeRows, syncIndex } from "../khatm-state";
import type { Credentials, Person, TestKhatm } from "../khatms";
import { api, createKhatm, freshIp, listJuzs, reserve, signedIn, uniqueEmail } from "../khatms";
import { firstLiveText } from "../live";
import { expectJson } from "../observe";
import { type DeviceSubscription, fakeDevice, realServiceSubscription } from "../push";
import { telegramGroup, telegramUser } from "../telegram";
import { WRITE_METHODS, writeRouteOf } from "../write-routes";
import { emailsIn } from "./world";

/** The identities a request can carry. Typed e-mails are only ever confirmations; see `typedFor`. */
const IDENTITIES = [
  "creatorSession", // signed in with the khatm's creator e-mail
  "creatorKey", // the X-Manage-Key that POST /api/khatms returned
  "creatorKeyWrongEmail", // that key, but typing an e-mail that is not the creator's (or reader's)
  "readerSession", // signed in with the reader e-mail of juz 2, 3 (completed) and 4
  "readerKey", // the X-Reader-Key of the browser that reserved juz 2, 3 and 4
  "otherUser", // signed in as someone unrelated
  "typedEmail", // no credential, but typing the right e-mails everywhere a form asks for one
  "none", // no credential, no optional e-mail; a stranger's where one is required
  "organizerSession", // signed in as a co-organizer the creator added (issue 37), typing their own e-mail
  "removedOrganizerSession", // signed in as a co-organizer the creator added, then removed
] as const;
type Identity = (typeof IDENTITIES)[number];

/**
 * What a cell answers. Mutations: "ok" (2xx and exactly the expected change happened) or the refusal's status
 * (and nothing changed). Reads: a label saying what the answer revealed, or the refusal's status.
 */
type Outcome = string | number;

// Labels of what reads reveal.
const CREATOR_VIEW = "creator view"; // creatorEmail present, viewerIsCreator
const ORGANIZER_VIEW = "organizer view"; // viewerIsCreator as a co-organizer, without the creator's e-mail
const ORGANIZERS = "organizers"; // the co-organizers' list
const GROUPS = "Telegram groups"; // the linked Telegram group's title
const PUBLIC_VIEW = "public view"; // neither
const ALL_EMAILS = "all e-mails"; // every reserved juz's readerEmail
const OWN_EMAILS = "own e-mails"; // readerEmail only on juz 2, 3, 4 (the reader's)
const NO_EMAILS = "no e-mails";
const OWN_JUZ = "own juz"; // the reader list shows juz 2, 3, 4 of this khatm
const NOTHING = "nothing"; // an empty list
const FEED = "feed";
const LISTED = "listed";
const SELF = "self";
const LIST_READ = "list read";
const VISITOR_LIST = "visitor's list"; // the list as text: readers' names, no e-mail
const KEY_DEVICE = "the key's device"; // the push device the reader key subscribed
const SESSION_DEVICE = "the session's device"; // the push device the reader's session subscribed

/** What the khatm's own page shows each identity, by id and by code alike. */
const KHATM_VIEWS: Outcome[] = [
  CREATOR_VIEW,
  CREATOR_VIEW,
  CREATOR_VIEW,
  PUBLIC_VIEW,
  PUBLIC_VIEW,
  PUBLIC_VIEW,
  PUBLIC_VIEW,
  PUBLIC_VIEW,
  ORGANIZER_VIEW,
  PUBLIC_VIEW,
];

/** Whose e-mails a khatm's juz, parts or pledges show each identity (the creator's side all, a reader their own). */
const EMAIL_VIEWS: Outcome[] = [
  ALL_EMAILS,
  ALL_EMAILS,
  ALL_EMAILS,
  OWN_EMAILS,
  OWN_EMAILS,
  NO_EMAILS,
  NO_EMAILS,
  NO_EMAILS,
  ALL_EMAILS,
  NO_EMAILS,
];

/** What a list of the reader's own, asked for by their e-mail, shows each identity: theirs to their proofs alone. */
const OWN_LIST: Outcome[] = [NOTHING, NOTHING, NOTHING, OWN_JUZ, OWN_JUZ, NOTHING, NOTHING, NOTHING, NOTHING, NOTHING];

//                                         creatorSession creatorKey  keyWrongEmail readerSession readerKey   otherUser   typedEmail  none
const MATRIX: Record<string, Outcome[]> = {
  "reserve juz 1": ["ok", "ok", "ok", "ok", "ok", "ok", "ok", 400, "ok", "ok"],
  "reserve-on-behalf juz 1": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "cancel juz 2 (creator form)": ["ok", "ok", 403, "ok", "ok", 403, 403, 403, "ok", 403],
  "cancel juz 2 (reader form)": ["ok", "ok", 403, "ok", "ok", 403, 403, 403, "ok", 403],
  "cancel juz 2 and 5 (5 not the reader's)": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "transfer juz 2": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "complete juz 2": ["ok", "ok", 403, "ok", "ok", 403, 403, 403, "ok", 403],
  "complete juz 5 (not the reader's)": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "uncomplete juz 3": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "delete the khatm": ["ok", "ok", 403, 403, 403, 403, 403, 403, 403, 403],
  // The reader's own choice: not even the creator may make it for them.
  "show juz 2's reader anonymously": [403, 403, 403, "ok", "ok", 403, 403, 403, 403, 403],
  "change the dedication": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "change its settings": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "send a reminder": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  // A pasted list asks no typed e-mail: the manage key or the creator's session proves it all.
  "import a pasted list": ["ok", "ok", "ok", 403, 403, 403, 403, 403, "ok", 403],
  "update the profile": ["ok", 401, 401, "ok", 401, "ok", 401, 401, "ok", "ok"],
  // A counted recitation's pledges (issue 25): the reader's pledge, made from the reader key under the reader's
  // e-mail, and a bystander's. Progress and cancellation ask no typed e-mail: a proof is all it takes.
  "pledge on the count": ["ok", "ok", "ok", "ok", "ok", "ok", "ok", 400, "ok", "ok"],
  "pledge on the count on behalf": ["ok", "ok", 403, 403, 403, 403, 403, 403, "ok", 403],
  "report progress on the reader's pledge": ["ok", "ok", "ok", "ok", "ok", 403, 403, 403, "ok", 403],
  "cancel the reader's pledge": ["ok", "ok", "ok", "ok", "ok", 403, 403, 403, "ok", 403],
  "report progress on the bystander's pledge": ["ok", "ok", "ok", 403, 403, 403, 403, 403, "ok", 403],
  "GET the count's pledges": EMAIL_VIEWS,
  "GET the reader's pledges by e-mail": OWN_LIST,
  "GET the khatm": KHATM_VIEWS,
  "GET the khatm by code": KHATM_VIEWS,
  "GET its juz": EMAIL_VIEWS,
  "read a pasted list (apply false)": [LIST_READ, LIST_READ, LIST_READ, 403, 403, 403, 403, 403, LIST_READ, 403],
  "GET the list as text": Array(IDENTITIES.length).fill(VISITOR_LIST),
  "GET its parts": EMAIL_VIEWS,
  "GET its activities": [FEED, FEED, FEED, 403, 403, 403, 403, 403, FEED, 403],
  "GET the reader's juz by e-mail": OWN_LIST,
  "GET another reader's juz by e-mail": Array(IDENTITIES.length).fill(NOTHING),
  "GET the creator's khatms by e-mail": [
    LISTED,
    NOTHING,
    NOTHING,
    NOTHING,
    NOTHING,
    NOTHING,
    NOTHING,
    NOTHING,
    NOTHING,
    NOTHING,
  ],
  "GET the session's user": [SELF, 401, 401, SELF, 401, SELF, 401, 401, SELF, SELF],
  // Push devices (issue 36): a session's or a reader key's own; the manage key owns no device, and an endpoint
  // proves nothing (another's device is a 404 to whoever did not subscribe it). An organizer's session is a session
  // like any other here: it owns the devices it subscribes, and no one else's.
  "subscribe a browser to push": ["ok", 401, 401, "ok", "ok", "ok", 401, 401, "ok", "ok"],
  "unsubscribe the reader key's device": [404, 401, 401, 404, "ok", 404, 401, 401, 404, 404],
  "unsubscribe the reader session's device": [404, 401, 401, "ok", 404, 404, 401, 401, 404, 404],
  "GET the push devices": [NOTHING, 401, 401, SESSION_DEVICE, KEY_DEVICE, NOTHING, 401, 401, NOTHING, NOTHING],
  // Abuse protection: only public khatms can be reported; a stop or review link is its own credential, which no
  // session or key replaces.
  "report the khatm (private)": [400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  "stop the reader's e-mail with a link signed by another secret": [403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  "hide the khatm with a forged review link": [403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  // A ticket from POST /live-ticket, then the socket's first message: the khatm and its juz as GET shows them.
  "open its live socket": [
    `${CREATOR_VIEW}, ${ALL_EMAILS}`,
    `${CREATOR_VIEW}, ${ALL_EMAILS}`,
    `${CREATOR_VIEW}, ${ALL_EMAILS}`,
    `${PUBLIC_VIEW}, ${OWN_EMAILS}`,
    `${PUBLIC_VIEW}, ${OWN_EMAILS}`,
    `${PUBLIC_VIEW}, ${NO_EMAILS}`,
    `${PUBLIC_VIEW}, ${NO_EMAILS}`,
    `${PUBLIC_VIEW}, ${NO_EMAILS}`,
    `${ORGANIZER_VIEW}, ${ALL_EMAILS}`,
    `${PUBLIC_VIEW}, ${NO_EMAILS}`,
  ],
  // Issue 37: only the creator chooses the organizers; an organizer may leave, and sees who the others are.
  "add an organizer": ["ok", "ok", "ok", 403, 403, 403, 403, 403, 403, 403],
  "remove the organizer": ["ok", "ok", "ok", 403, 403, 403, 403, 403, "ok", 403],
  "GET its organizers": [ORGANIZERS, ORGANIZERS, ORGANIZERS, 403, 403, 403, 403, 403, ORGANIZERS, 403],
  // Issue 38: the Telegram groups that follow the khatm are its organizers' to see and unlink.
  "GET its Telegram groups": [GROUPS, GROUPS, GROUPS, 403, 403, 403, 403, 403, GROUPS, 403],
  "unlink its Telegram group": ["ok", "ok", "ok", 403, 403, 403, 403, 403, "ok", 403],
};

/** Until beforeAll signs them in, stand-ins: enough to read each row's method and path when the tests are listed. */
const standIn = (who: string): Person => ({ email: `${who}@stand-in.test`, token: "", user: {} as Person["user"] });
let creator = standIn("creator");
let reader = standIn("reader");
let other = standIn("other");
let organizer = standIn("organizer");
let removedOrganizer = standIn("removed");
/** The reader of juz 5: someone neither the reader nor the creator. */
const bystanderEmail = uniqueEmail("bystander");
const wrongEmail = uniqueEmail("wrong");
const strangerEmail = uniqueEmail("stranger");

interface Fixture {
  khatm: TestKhatm;
  /** For the pledge rows: the creator's private counted recitation, with the reader's and a bystander's pledge. */
  count: { khatm: TestKhatm; readerPledge: string; bystanderPledge: string } | null;
  /** Juz id by number. */
  ids: Record<number, number>;
  readerKey: string;
  transfereeEmail: string;
  /** Push devices at the fake push service: subscribed by the reader key, by the reader's session, and a new one. */
  devices: { key: DeviceSubscription; session: DeviceSubscription; fresh: DeviceSubscription };
  /** The Telegram group that follows the khatm (issue 38). */
  telegramChatId: string;
}

/**
 * A private khatm of the creator: juz 1 available, 2 and 4 reserved and 3 completed by the reader (from the
 * browser whose key is `readerKey`, under the reader's e-mail), 5 reserved by a bystander.
 */
async function buildFixture(withCount = false, withTelegram = false): Promise<Fixture> {
  fixturesBuilt += 1;
  const khatm = await createKhatm({ creator, name: "Matrix Khatm", isPublic: false });
  await withOrganizers(khatm.id);
  const mine = await reserve(khatm.id, [2, 3, 4], { readerName: "Rahma", readerEmail: reader.email });
  await reserve(khatm.id, [5], { readerName: "Bystander", readerEmail: bystanderEmail });
  const ids = Object.fromEntries((await listJuzs(khatm.id, khatm.creator)).map((juz) => [juz.number, juz.id]));
  const completed = await api("POST", `/api/juzs/${ids[3]}/complete`, { readerKey: mine.readerKey, body: {} });
  expect(completed.status).toBe(200);
  // The by-e-mail lists read D1's index, which the khatm's alarm writes shortly after each change.
  await syncIndex(khatm.id);
  const count = withCount ? await buildCount(mine.readerKey) : null;
  const devices = {
    key: (await fakeDevice()).subscription,
    session: (await fakeDevice()).subscription,
    fresh: (await fakeDevice()).subscription,
  };
  for (const [credentials, body] of [
    [{ readerKey: mine.readerKey }, devices.key],
    [{ token: reader.token }, devices.session],
  ] as const) {
    expect((await api("POST", "/api/push/subscriptions", { ...credentials, body })).status).toBe(201);
  }
  // Only the Telegram rows link a group: each fixture of the others is made ten times a row.
  const group = telegramGroup("Matrix group");
  if (withTelegram) expect((await group.say(telegramUser("Matrix"), `/khatm ${khatm.accessCode}`)).status).toBe(200);
  return {
    khatm,
    ids,
    count,
    readerKey: mine.readerKey,
    transfereeEmail: uniqueEmail("transferee"),
    devices,
    telegramChatId: String(group.id),
  };
}

/** The creator's private count of 41: the reader pledged 3 (from their reader key), a bystander 2. */
async function buildCount(readerKey: string): Promise<NonNullable<Fixture["count"]>> {
  const made = await api("POST", "/api/khatms", {
    token: creator.token,
    body: { name: "Matrix Count", isPublic: false, division: "count", target: 41, recitation: "Surah Ya-Sin" },
  });
  const khatm = { ...(await expectJson<TestKhatm>(made, 201)), creatorEmail: creator.email, creator: {} };
  const pledgeAs = async (body: object, credentials: Credentials) =>
    (
      await expectJson<{ id: string }>(
        await api("POST", `/api/khatms/${khatm.id}/pledges`, { ...credentials, body }),
        200,
      )
    ).id;
  await withOrganizers(khatm.id);
  const readerPledge = await pledgeAs({ amount: 3, readerName: "Rahma", readerEmail: reader.email }, { readerKey });
  const bystanderPledge = await pledgeAs({ amount: 2, readerName: "Bystander", readerEmail: bystanderEmail }, {});
  await syncIndex(khatm.id);
  return { khatm, readerPledge, bystanderPledge };
}

/** The khatm's co-organizer, and the one the creator added and removed again. */
async function withOrganizers(khatmId: string): Promise<void> {
  const path = `/api/khatms/${khatmId}/organizers`;
  for (const person of [organizer, removedOrganizer]) {
    const added = await api("POST", path, { token: creator.token, body: { email: person.email }, ip: freshIp() });
    expect(added.status).toBe(201);
  }
  const removal = `${path}/${encodeURIComponent(removedOrganizer.email)}`;
  expect((await api("DELETE", removal, { token: creator.token, ip: freshIp() })).status).toBe(204);
}

function credentialsOf(identity: Identity, fixture: Fixture): Credentials {
  switch (identity) {
    case "creatorSession":
      return { token: creator.token };
    case "creatorKey":
    case "creatorKeyWrongEmail":
      // The pledge rows act on the count, whose own manage key proves its creator.
      return { manageKey: (fixture.count?.khatm ?? fixture.khatm).manageKey };
    case "readerSession":
      return { token: reader.token };
    case "readerKey":
      return { readerKey: fixture.readerKey };
    case "otherUser":
      return { token: other.token };
    case "organizerSession":
      return { token: organizer.token };
    case "removedOrganizerSession":
      return { token: removedOrganizer.token };
    case "typedEmail":
    case "none":
      return {};
  }
}

/** The e-mails an identity types into confirmation fields; null: it leaves optional ones out. */
interface Typed {
  creator: string | null;
  reader: string | null;
  bystander: string | null;
}

function typedFor(identity: Identity): Typed {
  if (identity === "none") return { creator: null, reader: null, bystander: null };
  if (identity === "creatorKeyWrongEmail") return { creator: wrongEmail, reader: wrongEmail, bystander: wrongEmail };
  // Where a form asks for the creator's e-mail, an organizer gives their own (issue 37).
  if (identity === "organizerSession")
    return { creator: organizer.email, reader: reader.email, bystander: bystanderEmail };
  if (identity === "removedOrganizerSession") {
    return { creator: removedOrganizer.email, reader: reader.email, bystander: bystanderEmail };
  }
  return { creator: creator.email, reader: reader.email, bystander: bystanderEmail };
}

/** Where a field is required, "none" types a stranger's e-mail; where optional, nothing. */
const required = (email: string | null) => email ?? strangerEmail;
const optional = (email: string | null) => email ?? undefined;

interface CellRequest {
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  request(fixture: Fixture, typed: Typed): CellRequest;
  /** Mutations: whether the stored state after a 2xx is exactly what the action promises. */
  effect?(after: StoredState, fixture: Fixture): boolean;
  /** Reads: what the answer revealed. */
  classify?(response: Response, fixture: Fixture, identity: Identity): Promise<Outcome>;
}

/** A POST to /api/juzs/{id of juz `number`}/{action}, and one to /api/khatms/{id}/{action}. */
const juzPost = (fx: Fixture, number: number, action: string, body: unknown): CellRequest => ({
  method: "POST",
  path: `/api/juzs/${fx.ids[number]}/${action}`,
  body,
});
const khatmPost = (fx: Fixture, action: string, body: unknown): CellRequest => ({
  method: "POST",
  path: `/api/khatms/${fx.khatm.id}/${action}`,
  body,
});

const juzIn = (state: StoredState, number: number) => state.juzs.find((juz) => juz.number === number);
const countOf = (fx: Fixture) => must(fx.count);
/** The pledge row of an API pledge id ("{khatmId}.{n}"). */
const pledgeIn = (state: StoredState, pledgeId: string) =>
  state.pledges.find((pledge) => `${pledge.khatm_id}.${pledge.id}` === pledgeId);

const ROWS: Record<string, Row> = {
  "reserve juz 1": {
    request: (fx, typed) =>
      khatmPost(fx, "reserve", { juzNumbers: [1], readerName: "Zaynab", readerEmail: optional(typed.reader) }),
    effect: (after) => juzIn(after, 1)?.status === "reserved",
  },
  "reserve-on-behalf juz 1": {
    request: (fx, typed) =>
      khatmPost(fx, "reserve-on-behalf", {
        juzNumbers: [1],
        readerName: "Behalf Reader",
        creatorEmail: required(typed.creator),
      }),
    effect: (after) => juzIn(after, 1)?.status === "reserved" && juzIn(after, 1)?.reader_name === "Behalf Reader",
  },
  "cancel juz 2 (creator form)": {
    request: (fx, typed) => juzPost(fx, 2, "cancel", { creatorEmail: optional(typed.creator) }),
    effect: (after) => juzIn(after, 2)?.status === "available" && juzIn(after, 2)?.reader_email === null,
  },
  "cancel juz 2 (reader form)": {
    request: (fx, typed) => juzPost(fx, 2, "cancel", { email: optional(typed.reader), juzNumbers: [2] }),
    effect: (after) => juzIn(after, 2)?.status === "available",
  },
  "cancel juz 2 and 5 (5 not the reader's)": {
    // The bulk form: the creator types its own e-mail; a reader would type theirs, which juz 5 does not match.
    request: (fx, typed) => juzPost(fx, 2, "cancel", { email: optional(typed.creator), juzNumbers: [2, 5] }),
    effect: (after) => juzIn(after, 2)?.status === "available" && juzIn(after, 5)?.status === "available",
  },
  "transfer juz 2": {
    request: (fx, typed) =>
      juzPost(fx, 2, "transfer", {
        creatorEmail: required(typed.creator),
        newReaderName: "Transferee",
        newReaderEmail: fx.transfereeEmail,
      }),
    effect: (after, fx) =>
      juzIn(after, 2)?.status === "reserved" && juzIn(after, 2)?.reader_email === fx.transfereeEmail,
  },
  "complete juz 2": {
    request: (fx, typed) => juzPost(fx, 2, "complete", { readerEmail: optional(typed.reader) }),
    effect: (after) => juzIn(after, 2)?.status === "completed",
  },
  "complete juz 5 (not the reader's)": {
    request: (fx, typed) => juzPost(fx, 5, "complete", { readerEmail: optional(typed.bystander) }),
    effect: (after) => juzIn(after, 5)?.status === "completed",
  },
  "uncomplete juz 3": {
    request: (fx, typed) => juzPost(fx, 3, "uncomplete", { email: required(typed.creator), juzNumbers: [3] }),
    effect: (after) => juzIn(after, 3)?.status === "reserved" && juzIn(after, 3)?.reader_email === reader.email,
  },
  "delete the khatm": {
    request: (fx, typed) => ({
      method: "DELETE",
      path: `/api/khatms/${fx.khatm.id}?creatorEmail=${encodeURIComponent(required(typed.creator))}`,
    }),
    effect: (after) =>
      after.khatm === null && after.juzs.length === 0 && after.activities.length === 0 && after.grants.length === 0,
  },
  "show juz 2's reader anonymously": {
    request: (fx, typed) => juzPost(fx, 2, "anonymity", { anonymous: true, email: optional(typed.reader) }),
    effect: (after) => juzIn(after, 2)?.reader_anonymous === 1 && juzIn(after, 2)?.reader_name === "Rahma",
  },
  "change the dedication": {
    request: (fx, typed) => ({
      method: "PUT",
      path: `/api/khatms/${fx.khatm.id}/dedication`,
      body: { dedication: "Matrix dedication", creatorEmail: optional(typed.creator) },
    }),
    effect: (after) => after.khatm?.dedication === "Matrix dedication",
  },
  "change its settings": {
    request: (fx, typed) => ({
      method: "PATCH",
      path: `/api/khatms/${fx.khatm.id}/settings`,
      body: { creatorEmail: optional(typed.creator), staleDays: 5 },
    }),
    effect: (after) => after.khatm?.stale_days === 5,
  },
  "send a reminder": {
    request: (fx, typed) => khatmPost(fx, "reminders", { creatorEmail: optional(typed.creator) }),
    effect: (after) => typeof after.khatm?.manual_reminder_at === "string",
  },
  "import a pasted list": {
    request: (fx) => khatmPost(fx, "list-import", { text: "1. Imported Reader\n6. Imported Reader ✅", apply: true }),
    effect: (after) =>
      juzIn(after, 1)?.reader_name === "Imported Reader" &&
      juzIn(after, 1)?.status === "reserved" &&
      juzIn(after, 6)?.status === "completed",
  },
  "update the profile": {
    request: () => ({
      method: "POST",
      path: "/api/auth/update-profile",
      body: { name: "Renamed", country: "Morocco" },
    }),
    // Only the caller's own account may change: checked through users in StoredState.
    effect: () => true,
  },
  "report the khatm (private)": {
    request: (fx) => khatmPost(fx, "reports", { reason: "spam", details: "Spam" }),
    effect: () => false,
  },
  "stop the reader's e-mail with a link signed by another secret": {
    request: () => ({ method: "POST", path: `/api/email/stop/${encodeURIComponent(forgedStopToken)}` }),
    effect: () => false,
  },
  "hide the khatm with a forged review link": {
    request: (fx) => ({
      method: "POST",
      path: `/api/reviews/${encodeURIComponent(`review:${fx.khatm.id}:hide:guessed.c2lnbmF0dXJl`)}`,
    }),
    effect: (after) => after.khatm !== null,
  },
  "pledge on the count": {
    request: (fx, typed) => ({
      method: "POST",
      path: `/api/khatms/${countOf(fx).khatm.id}/pledges`,
      body: { amount: 2, readerName: "Zaynab", readerEmail: optional(typed.reader) },
    }),
    effect: (after) => after.pledges.length === 3,
  },
  "pledge on the count on behalf": {
    request: (fx, typed) => ({
      method: "POST",
      path: `/api/khatms/${countOf(fx).khatm.id}/pledges-on-behalf`,
      body: { amount: 2, readerName: "Behalf Reader", creatorEmail: required(typed.creator) },
    }),
    effect: (after) => after.pledges.some((pledge) => pledge.reader_name === "Behalf Reader"),
  },
  "report progress on the reader's pledge": {
    request: (fx) => ({ method: "POST", path: `/api/pledges/${countOf(fx).readerPledge}/progress`, body: { done: 1 } }),
    effect: (after, fx) => pledgeIn(after, countOf(fx).readerPledge)?.done === 1,
  },
  "cancel the reader's pledge": {
    request: (fx) => ({ method: "POST", path: `/api/pledges/${countOf(fx).readerPledge}/cancel` }),
    effect: (after, fx) => typeof pledgeIn(after, countOf(fx).readerPledge)?.cancelled_at === "string",
  },
  "report progress on the bystander's pledge": {
    request: (fx) => ({
      method: "POST",
      path: `/api/pledges/${countOf(fx).bystanderPledge}/progress`,
      body: { done: 1 },
    }),
    effect: (after, fx) => pledgeIn(after, countOf(fx).bystanderPledge)?.done === 1,
  },
  "subscribe a browser to push": {
    request: (fx) => ({ method: "POST", path: "/api/push/subscriptions", body: fx.devices.fresh }),
    effect: (after, fx) => after.devices.some((device) => device.endpoint === fx.devices.fresh.endpoint),
  },
  "unsubscribe the reader key's device": {
    request: (fx) => ({
      method: "DELETE",
      path: "/api/push/subscriptions",
      body: { endpoint: fx.devices.key.endpoint },
    }),
    effect: (after, fx) => after.devices.map((device) => device.endpoint).join() === fx.devices.session.endpoint,
  },
  "unsubscribe the reader session's device": {
    request: (fx) => ({
      method: "DELETE",
      path: "/api/push/subscriptions",
      body: { endpoint: fx.devices.session.endpoint },
    }),
    effect: (after, fx) => after.devices.map((device) => device.endpoint).join() === fx.devices.key.endpoint,
  },
  "GET the push devices": {
    request: () => ({ method: "GET", path: "/api/push/subscriptions" }),
    classify: async (response, fx) => {
      const text = await response.clone().text();
      const { devices } = await expectJson<PushDevicesResponse>(response, 200);
      const secrets = [fx.devices.key, fx.devices.session].flatMap((device) => [device.endpoint, device.keys.auth]);
      if (secrets.some((secret) => text.includes(secret))) return "an endpoint or a key";
      // The sessions own devices of earlier rows' fixtures too: what counts is which of this fixture's they see.
      const endpoints = await Promise.all(
        devices.map(
          async ({ id }) =>
            (
              await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE id = ?")
                .bind(id)
                .first<{ endpoint: string }>()
            )?.endpoint,
        ),
      );
      const seen = [
        endpoints.includes(fx.devices.key.endpoint) ? KEY_DEVICE : null,
        endpoints.includes(fx.devices.session.endpoint) ? SESSION_DEVICE : null,
      ].filter(Boolean);
      return seen.length ? seen.join(", ") : NOTHING;
    },
  },
  "GET the count's pledges": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${countOf(fx).khatm.id}/pledges` }),
    classify: async (response) => {
      const pledges = await expectJson<Pledge[]>(response, 200);
      const shown = pledges.filter((pledge) => pledge.readerEmail != null).map((pledge) => pledge.readerName);
      const label: Record<string, string> = { "Rahma,Bystander": ALL_EMAILS, Rahma: OWN_EMAILS, "": NO_EMAILS };
      return label[shown.join(",")] ?? `e-mails of ${shown.join(",")}`;
    },
  },
  "GET the reader's pledges by e-mail": {
    request: () => ({ method: "GET", path: `/api/readers/${encodeURIComponent(reader.email)}/pledges` }),
    classify: async (response, fx) => {
      const pledges = (await expectJson<ReaderPledge[]>(response, 200)).filter(
        (pledge) => pledge.khatmId === countOf(fx).khatm.id,
      );
      if (pledges.length === 0) return NOTHING;
      return pledges.length === 1 && pledges[0]?.id === countOf(fx).readerPledge
        ? OWN_JUZ
        : `${pledges.length} pledges`;
    },
  },
  "GET the khatm": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}` }),
    classify: async (response, fx) => khatmView(await expectJson<Khatm>(response, 200), fx),
  },
  "GET the khatm by code": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/code/${fx.khatm.accessCode}` }),
    classify: async (response, fx) => khatmView(await expectJson<Khatm>(response, 200), fx),
  },
  "GET its juz": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}/juzs` }),
    classify: async (response) => juzView(await expectJson<Juz[]>(response, 200)),
  },
  "read a pasted list (apply false)": {
    request: (fx) => khatmPost(fx, "list-import", { text: "1. Imported Reader\n2. Rahma ✅", apply: false }),
    classify: async (response) => {
      const { rows } = await expectJson<ListImportResponse>(response, 200);
      return rows.length === 2 ? LIST_READ : `${rows.length} rows`;
    },
  },
  "GET the list as text": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}/list-text` }),
    classify: async (response) => {
      const { text } = await expectJson<ListTextResponse>(response, 200);
      if (emailsIn(text).length) return `list naming ${emailsIn(text).join(", ")}`;
      return text.includes("2. Rahma") && text.includes("5. Bystander") ? VISITOR_LIST : "list without its readers";
    },
  },
  "GET its parts": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}/parts` }),
    classify: async (response) => juzView(await expectJson<Juz[]>(response, 200)),
  },
  "GET its activities": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}/activities?limit=50` }),
    classify: async (response) => {
      const feed = await expectJson<Activity[]>(response, 200);
      return feed.some((activity) => activity.activityType === "created") ? FEED : `feed of ${feed.length}`;
    },
  },
  "GET the reader's juz by e-mail": {
    request: () => ({ method: "GET", path: `/api/readers/${encodeURIComponent(reader.email)}/juzs` }),
    classify: (response, fx) => readerJuzView(response, fx),
  },
  "GET another reader's juz by e-mail": {
    request: () => ({ method: "GET", path: `/api/readers/${encodeURIComponent(bystanderEmail)}/juzs` }),
    classify: (response, fx) => readerJuzView(response, fx),
  },
  "GET the creator's khatms by e-mail": {
    request: () => ({ method: "GET", path: `/api/khatms/creator/${encodeURIComponent(creator.email)}` }),
    classify: async (response, fx) => {
      const list = await expectJson<KhatmSummary[]>(response, 200);
      if (list.length === 0) return NOTHING;
      return list.some((khatm) => khatm.id === fx.khatm.id) ? LISTED : `list of ${list.length} without this khatm`;
    },
  },
  "open its live socket": {
    request: (fx) => ({ method: "POST", path: `/api/khatms/${fx.khatm.id}/live-ticket` }),
    classify: async (response, fx) => {
      const { ticket } = await expectJson<LiveTicketResponse>(response, 200);
      const { status, text } = await firstLiveText(fx.khatm.id, ticket);
      if (status !== 101) return `upgrade refused: ${status}`;
      const message = liveMessageSchema.parse(JSON.parse(text));
      if (message.type !== "snapshot") return `first message ${message.type}`;
      return `${khatmView(message.khatm, fx)}, ${juzView(message.juzs)}`;
    },
  },
  "add an organizer": {
    request: (fx) => khatmPost(fx, "organizers", { email: fx.transfereeEmail }),
    effect: (after, fx) => organizersIn(after).includes(fx.transfereeEmail),
  },
  "remove the organizer": {
    request: (fx) => ({
      method: "DELETE",
      path: `/api/khatms/${fx.khatm.id}/organizers/${encodeURIComponent(organizer.email)}`,
    }),
    effect: (after) => organizersIn(after).length === 0,
  },
  "GET its organizers": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}/organizers` }),
    classify: async (response) => {
      const list = await expectJson<Organizer[]>(response, 200);
      return list.map((entry) => entry.email).join(",") === organizer.email
        ? ORGANIZERS
        : `list ${JSON.stringify(list)}`;
    },
  },
  "GET its Telegram groups": {
    request: (fx) => ({ method: "GET", path: `/api/khatms/${fx.khatm.id}/telegram-groups` }),
    classify: async (response, fx) => {
      const { groups } = await expectJson<TelegramGroupsResponse>(response, 200);
      return groups.map((group) => `${group.chatId} ${group.title}`).join(",") === `${fx.telegramChatId} Matrix group`
        ? GROUPS
        : `groups ${JSON.stringify(groups)}`;
    },
  },
  "unlink its Telegram group": {
    request: (fx) => ({ method: "DELETE", path: `/api/khatms/${fx.khatm.id}/telegram-groups/${fx.telegramChatId}` }),
    effect: (after) => after.telegramGroups.length === 0,
  },
  "GET the session's user": {
    request: () => ({ method: "GET", path: "/api/auth/me" }),
    classify: async (response, _fx, identity) => {
      const { user } = await expectJson<{ user: { email: string } }>(response, 200);
      return user.email === ownEmail(identity) ? SELF : `user ${user.email}`;
    },
  },
};

function juzView(juzs: Juz[]): Outcome {
  const shown = juzs.filter((juz) => juz.readerEmail != null).map((juz) => juz.number);
  const label: Record<string, string> = { "2,3,4,5": ALL_EMAILS, "2,3,4": OWN_EMAILS, "": NO_EMAILS };
  return label[shown.join(",")] ?? `e-mails of juz ${shown.join(",")}`;
}

/** The co-organizers' addresses in the khatm's stored row. */
function organizersIn(state: StoredState): string[] {
  const stored = state.khatm?.organizers;
  const list = (typeof stored === "string" ? JSON.parse(stored) : []) as Array<{ email: string }>;
  return list.map((entry) => entry.email);
}

function khatmView(khatm: Khatm, fixture: Fixture): Outcome {
  if (khatm.viewerIsCreator && khatm.creatorEmail === fixture.khatm.creatorEmail) return CREATOR_VIEW;
  if (khatm.viewerIsCreator && khatm.viewerRole === "organizer" && !("creatorEmail" in khatm)) return ORGANIZER_VIEW;
  if (!khatm.viewerIsCreator && !("creatorEmail" in khatm)) return PUBLIC_VIEW;
  return `inconsistent view (viewerIsCreator ${khatm.viewerIsCreator}, creatorEmail ${khatm.creatorEmail})`;
}

async function readerJuzView(response: Response, fixture: Fixture): Promise<Outcome> {
  const juzs = (await expectJson<ReaderJuz[]>(response, 200)).filter((juz) => juz.khatmId === fixture.khatm.id);
  const numbers = juzs.map((juz) => juz.number).join(",");
  if (numbers === "") return NOTHING;
  return numbers === "2,3,4" ? OWN_JUZ : `juz ${numbers}`;
}

/** The account e-mail of a signed-in identity. */
function ownEmail(identity: Identity): string | null {
  return (
    {
      creatorSession: creator.email,
      readerSession: reader.email,
      otherUser: other.email,
      organizerSession: organizer.email,
      removedOrganizerSession: removedOrganizer.email,
    }[identity as string] ?? null
  );
}

/** Everything stored about the fixture's khatm, and the users' profiles: what a refused request must leave alone. */
interface StoredState {
  khatm: Record<string, unknown> | null;
  juzs: Array<
    { number: number; status: string; reader_name: string | null; reader_email: string | null } & Record<
      string,
      unknown
    >
  >;
  activities: unknown[];
  grants: unknown[];
  users: unknown[];
  /** Every stopped address (by hash): no identity may stop someone's e-mail. */
  stops: unknown[];
  /** The Telegram groups linked to the khatm, as its object holds them. */
  telegramGroups: unknown[];
  /** The fixture's push devices (by endpoint), and whose they are. */
  devices: Array<{ endpoint: string; user_id: number | null; key_hash: string | null }>;
  /** The count's pledges, when the fixture has one. */
  pledges: Array<{ id: number; khatm_id: string; reader_name: string; done: number; cancelled_at: string | null }>;
}

async function storedState(fixture: Fixture): Promise<StoredState> {
  const id = fixture.khatm.id;
  // The khatm's truth is in its Durable Object; the users are in D1.
  const { khatm, juzs, activities, grants } = await storedKhatmState(id);
  const users = await env.DB.prepare("SELECT id, name, country FROM users WHERE email IN (?, ?, ?, ?, ?) ORDER BY id")
    .bind(creator.email, reader.email, other.email, organizer.email, removedOrganizer.email)
    .all();
  const stops = await env.DB.prepare(
    "SELECT address_hash, stopped_at FROM email_addresses WHERE stopped_at IS NOT NULL ORDER BY address_hash",
  ).all();
  const count = fixture.count?.khatm.id;
  const pledges = count
    ? (await storeRows(count, "SELECT * FROM pledges ORDER BY id")).map((row) => ({ ...row, khatm_id: count }))
    : [];
  const endpoints = Object.values(fixture.devices).map((device) => device.endpoint);
  const devices = await env.DB.prepare(
    `SELECT endpoint, user_id, key_hash FROM push_subscriptions WHERE endpoint IN (?, ?, ?) ORDER BY endpoint`,
  )
    .bind(...endpoints)
    .all<StoredState["devices"][number]>();
  const telegramGroups = await storeRows(id, "SELECT chat_id, title FROM telegram_groups ORDER BY chat_id");
  return {
    telegramGroups,
    devices: devices.results,
    khatm,
    juzs: juzs as StoredState["juzs"],
    activities,
    grants,
    users: users.results,
    stops: stops.results,
    pledges: pledges as StoredState["pledges"],
  };
}

function withTypedEmailsInQuery(path: string, typed: Typed, identity: Identity): string {
  // Reads have no body: the typed-email identity puts its e-mails in the query, to show they prove nothing there.
  if (identity !== "typedEmail" && identity !== "creatorKeyWrongEmail") return path;
  const query = new URLSearchParams({
    creatorEmail: must(typed.creator),
    email: must(typed.reader),
    readerEmail: must(typed.reader),
  });
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/** Runs one cell and answers what it observed, in the vocabulary of MATRIX. */
async function runCell(rowName: string, identity: Identity, fixture: Fixture): Promise<Outcome> {
  const row = must(ROWS[rowName]);
  const typed = typedFor(identity);
  const request = row.request(fixture, typed);
  const path = request.method === "GET" ? withTypedEmailsInQuery(request.path, typed, identity) : request.path;
  const before = row.effect ? await storedState(fixture) : null;
  const response = await api(request.method, path, {
    ...credentialsOf(identity, fixture),
    body: request.body,
    ip: freshIp(),
  });

  if (response.status >= 400) {
    const text = await response.text();
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error !== "string" || typeof body.message !== "string" || !body.message)
      return `${response.status} without {error, message}`;
    if (emailsIn(text).length) return `${response.status} naming ${emailsIn(text).join(", ")}`;
    if (before && JSON.stringify(await storedState(fixture)) !== JSON.stringify(before))
      return `${response.status}, yet state changed`;
    return response.status;
  }
  if (row.classify) return row.classify(response, fixture, identity);

  const after = await storedState(fixture);
  if (!must(row.effect)(after, fixture)) return `${response.status} without the change`;
  // Only the caller's own profile may change; a khatm action must leave profiles alone.
  const changedUsers = (after.users as Array<{ id: number }>).filter(
    (user, i) => JSON.stringify(user) !== JSON.stringify(must(before).users[i]),
  );
  const allowed = rowName === "update the profile" ? [identityUserId(identity)] : [];
  if (changedUsers.some((user) => !allowed.includes(user.id))) return `${response.status}, changing another profile`;
  return "ok";
}

function identityUserId(identity: Identity): number | null {
  return (
    {
      creatorSession: creator.user.id,
      readerSession: reader.user.id,
      otherUser: other.user.id,
      organizerSession: organizer.user.id,
      removedOrganizerSession: removedOrganizer.user.id,
    }[identity as string] ?? null
  );
}

let cellsRun = 0;
let fixturesBuilt = 0;
let forgedStopToken: string;

beforeAll(async () => {
  [creator, reader, other] = [await signedIn("creator"), await signedIn("reader"), await signedIn("other")];
  [organizer, removedOrganizer] = [await signedIn("organizer"), await signedIn("removed")];
  forgedStopToken = await stopToken("not-the-deployment-secret", reader.email);
});

afterAll(() => {
  console.log(
    `[adversarial] authorization matrix: ${cellsRun} cells (${Object.keys(MATRIX).length} rows x ${IDENTITIES.length} identities), ${fixturesBuilt} fixtures`,
  );
});

describe("authorization matrix", () => {
  it("states an outcome for every identity in every row, and has a request for every row", () => {
    for (const [name, outcomes] of Object.entries(MATRIX)) {
      expect(outcomes, name).toHaveLength(IDENTITIES.length);
      expect(ROWS[name], name).toBeDefined();
    }
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [rowName, expected] of Object.entries(MATRIX)) {
    it(rowName, { timeout: 60_000 }, async () => {
      const isRead = must(ROWS[rowName]).classify !== undefined;
      const withCount = rowName.includes("pledge");
      const withTelegram = rowName.includes("Telegram");
      const actual: Record<string, Outcome> = {};
      let fixture: Fixture | null = null;
      for (const identity of IDENTITIES) {
        fixture ??= await buildFixture(withCount, withTelegram);
        const outcome = await runCell(rowName, identity, fixture);
        actual[identity] = outcome;
        cellsRun += 1;
        // Each cell starts from a fixture as built. Reads change nothing, and a mutation answered with a bare status
        // was refused and left every stored fact as it found it (runCell compares them): the next identity takes the
        // same fixture. After a change, or anything unexpected, it gets a fresh one.
        if (!isRead && typeof outcome !== "number") fixture = null;
      }
      expect(actual).toEqual(Object.fromEntries(IDENTITIES.map((identity, i) => [identity, expected[i]])));
    });
  }
});

/** The limits issue 40 added or extended to more routes: the rows below must reach each of them. */
const NEW_LIMITS: RateLimitName[] = [
  "reservePerIp",
  "progressPerIp",
  "cancelPerIp",
  "listImportPerIp",
  "changePerIp",
  "liveTicketPerIp",
];

/** A stand-in fixture, enough to learn each row's method and path before building a real one. */
const PLACEHOLDER: Fixture = {
  khatm: { id: "khatm" } as TestKhatm,
  count: { khatm: { id: "count" } as TestKhatm, readerPledge: "count.1", bystanderPledge: "count.2" },
  ids: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [i + 1, i + 1])),
  readerKey: "key",
  transfereeEmail: "transferee@example.com",
  devices: { key: realServiceSubscription(), session: realServiceSubscription(), fresh: realServiceSubscription() },
  telegramChatId: "-100",
};

/** Each row that writes, with the per-client limit its route names (rows of limits keyed otherwise are left out). */
function limitedRows(): Array<{ rowName: string; limit: RateLimitName }> {
  return Object.keys(MATRIX).flatMap((rowName) => {
    const request = must(ROWS[rowName]).request(PLACEHOLDER, typedFor("none"));
    if (!(WRITE_METHODS as readonly string[]).includes(request.method)) return [];
    const limit = writeRouteOf(request.method, request.path)?.limits[0];
    if (!limit) throw new Error(`${rowName}: ${request.method} ${request.path} is no write route that names a limit`);
    return "perClient" in limit ? [{ rowName, limit: limit.perClient }] : [];
  });
}

describe("authorization matrix, from a client whose allowance is spent", () => {
  const rows = limitedRows();

  for (const { rowName, limit } of rows) {
    it(`${rowName}: 429 with Retry-After (${limit}) and nothing changed`, { timeout: 60_000 }, async () => {
      const row = must(ROWS[rowName]);
      const fixture = await buildFixture(rowName.includes("pledge"), rowName.includes("Telegram"));
      // As an identity the row lets through where one is: the refusal is then the limit's alone.
      const identity = IDENTITIES[must(MATRIX[rowName]).indexOf("ok")] ?? "creatorSession";
      const request = row.request(fixture, typedFor(identity));
      const spent = { ...env, [RATE_LIMIT_VARS[limit]]: "0/600" };
      const before = await storedState(fixture);
      const response = await api(request.method, request.path, {
        ...credentialsOf(identity, fixture),
        body: request.body,
        ip: freshIp(),
        env: spent,
      });
      const body = await expectJson<{ error: string; message: string }>(response, 429);
      expect(body.error).toBe("RATE_LIMITED");
      expect(response.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(emailsIn(JSON.stringify(body))).toEqual([]);
      expect(await storedState(fixture)).toEqual(before);
    });
  }

  it("reaches every limit issue 40 added", () => {
    const reached = new Set(rows.map((row) => row.limit));
    for (const name of NEW_LIMITS) expect(reached, name).toContain(name);
  });
});
