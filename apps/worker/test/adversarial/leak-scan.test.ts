// Leak scan (SECURITY.md, "What others can see"): a crawler walks every GET answer of the API as an anonymous
// visitor, as a signed-in user who created none of the khatms, and as a reader's browser, following every khatm id
// and access code it finds and trying every e-mail address of the world in the by-e-mail endpoints. No answer may
// hold an e-mail address but the viewer's own, a secret (keys, tokens, their hashes), the name of a reader who chose
// to be shown as 'Anonymous reader', or, in the public list and search, a private khatm. The browser side of this (pages and their API traffic) is e2e/security-leaks.spec.ts.
import { env } from "cloudflare:test";
import { type Division, JUZ_COUNT } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopPath, stopTokenOf } from "../abuse/mail";
import { syncIndex } from "../khatm-state";
import type { Credentials, Person, TestKhatm } from "../khatms";
import { api, createKhatm, freshIp, juzId, reserve, signedIn, uniqueEmail } from "../khatms";
import { firstLiveText, liveTicket } from "../live";
import { expectJson, mailTo } from "../observe";
import { fakeDevice } from "../push";
import { deliverListEdits, telegramGroup, telegramUser } from "../telegram";
import { emailsIn } from "./world";

interface World {
  khatms: { public: TestKhatm[]; private: TestKhatm[] };
  /** Every e-mail address stored anywhere in the world. */
  emails: string[];
  /** Every secret issued (keys, session tokens) and every hash stored. */
  secrets: string[];
  visitor: Person;
  /** The reader key of a browser that reserved under `keyHolderEmail`. */
  keyHolder: { readerKey: string; email: string };
  /** A co-organizer (issue 37) of the second private khatm, signed in. */
  organizer: Person;
  /** A Telegram group (issue 38) following each khatm, with what the bot sent it. */
  telegramGroups: Array<ReturnType<typeof telegramGroup>>;
}

let world: World;
const stats = { answers: 0, viewers: 0, leaks: 0 };

/** Text only the private khatms carry, so any list showing them is caught even without ids. */
const PRIVATE_MARK = `Hidden${crypto.randomUUID().slice(0, 6)}`;
/** In the names of readers who chose anonymity: only the creator and those readers may see them. */
const ANONYMOUS_MARK = `Veiled${crypto.randomUUID().slice(0, 6)}`;

async function buildWorld(): Promise<World> {
  const [creator, readerUser, visitor] = [
    await signedIn("creator"),
    await signedIn("reader"),
    await signedIn("visitor"),
  ];
  const signedOutCreator = uniqueEmail("anon-creator");
  // One public and one private khatm are divided otherwise (hizb, page), so their parts are crawled too.
  const make = (isPublic: boolean, byEmail: boolean, name: string, division?: Division) =>
    byEmail
      ? api("POST", "/api/khatms", {
          body: {
            name,
            occasion: isPublic ? "Open" : `${PRIVATE_MARK} occasion`,
            isPublic,
            creatorName: "Hamza",
            creatorEmail: signedOutCreator,
            division,
          },
        })
          .then((response) => expectJson<TestKhatm>(response, 201))
          .then((created) => ({
            ...created,
            creatorEmail: signedOutCreator,
            creator: { manageKey: created.manageKey },
          }))
      : createKhatm({ creator, name, isPublic, occasion: isPublic ? "Open" : `${PRIVATE_MARK} occasion` });

  const makeCount = (isPublic: boolean, creatorEmail: string) =>
    api("POST", "/api/khatms", {
      body: {
        name: isPublic ? "Public Count" : `${PRIVATE_MARK} Count`,
        occasion: isPublic ? "Open" : `${PRIVATE_MARK} occasion`,
        isPublic,
        creatorName: "Hamza",
        creatorEmail,
        division: "count",
        target: 41,
        recitation: "Surah Ya-Sin",
      },
    })
      .then((response) => expectJson<TestKhatm>(response, 201))
      .then((created) => ({ ...created, creatorEmail, creator: { manageKey: created.manageKey } }));

  const publicKhatms = [
    await make(true, false, "Public One"),
    await make(true, true, "Public Two", "hizb"),
    await make(true, false, "Public Full"),
  ];
  const privateKhatms = [
    await make(false, false, `${PRIVATE_MARK} Family`),
    await make(false, true, `${PRIVATE_MARK} Friends`, "page"),
  ];

  const emails = [creator.email, readerUser.email, visitor.email, signedOutCreator];
  const secrets = [
    creator.token,
    readerUser.token,
    visitor.token,
    ...[...publicKhatms, ...privateKhatms].map((khatm) => khatm.manageKey),
  ];
  const anonymousReader = uniqueEmail("anon-reader");
  emails.push(anonymousReader);
  let keyHolderKey = "";

  for (const khatm of [...publicKhatms, ...privateKhatms]) {
    // A signed-in reader, an anonymous reader with a key, a reservation on behalf with an e-mail, a transfer,
    // completions and cancellations: every way an e-mail gets into juz rows and activities.
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: readerUser.token,
        body: { juzNumbers: [1, 2], readerName: "Rahma" },
      }),
      200,
    );
    const anonymous = await reserve(khatm.id, [3, 4], {
      readerName: "Anon",
      readerEmail: anonymousReader,
      readerKey: keyHolderKey || undefined,
    });
    keyHolderKey = anonymous.readerKey;
    const behalf = uniqueEmail("behalf");
    const transferee = uniqueEmail("transferee");
    emails.push(behalf, transferee);
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, {
        ...khatm.creator,
        body: { juzNumbers: [5, 6], readerName: "Behalf", readerEmail: behalf, creatorEmail: khatm.creatorEmail },
      }),
      200,
    );
    const transfer = { creatorEmail: khatm.creatorEmail, newReaderName: "Transferee", newReaderEmail: transferee };
    await expectJson(
      await api("POST", `/api/juzs/${await juzId(khatm.id, 6)}/transfer`, { ...khatm.creator, body: transfer }),
      200,
    );
    await expectJson(
      await api("POST", `/api/juzs/${await juzId(khatm.id, 2)}/complete`, { token: readerUser.token, body: {} }),
      200,
    );
    await expectJson(
      await api("POST", `/api/juzs/${await juzId(khatm.id, 4)}/cancel`, { readerKey: keyHolderKey, body: {} }),
      200,
    );
    // Anonymity chosen when reserving (then completed), and chosen later by a signed-in reader.
    const veiled = await reserve(khatm.id, [7], { readerName: `${ANONYMOUS_MARK} One`, anonymous: true });
    emails.push(veiled.readerEmail);
    await expectJson(await api("POST", `/api/juzs/${await juzId(khatm.id, 7)}/complete`, { ...veiled, body: {} }), 200);
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: readerUser.token,
        body: { juzNumbers: [8], readerName: `${ANONYMOUS_MARK} Two` },
      }),
      200,
    );
    const anonymity = { anonymous: true };
    await expectJson(
      await api("POST", `/api/juzs/${await juzId(khatm.id, 8)}/anonymity`, {
        token: readerUser.token,
        body: anonymity,
      }),
      200,
    );
  }
  // The visitor reads in one public khatm: its own e-mail may appear in its own answers.
  await expectJson(
    await api("POST", `/api/khatms/${must(publicKhatms[0]).id}/reserve`, {
      token: visitor.token,
      body: { juzNumbers: [10], readerName: "Visitor" },
    }),
    200,
  );
  // "Public Full": every juz reserved (4 was cancelled above), so it moves to the fully reserved list.
  const filler = uniqueEmail("filler");
  emails.push(filler);
  const rest = Array.from({ length: JUZ_COUNT }, (_, i) => i + 1).filter((n) => n === 4 || n > 8);
  await reserve(must(publicKhatms[2]).id, rest, { readerName: "Filler", readerEmail: filler });
  secrets.push(keyHolderKey);

  // Counted recitations (issue 25), one public and one private: pledges by a signed-in reader, by the key holder's
  // browser, by the creator on someone's behalf, and by a reader who chose anonymity, some of them reported.
  const counts = [await makeCount(true, signedOutCreator), await makeCount(false, signedOutCreator)];
  for (const count of counts) {
    await expectJson(
      await api("POST", `/api/khatms/${count.id}/pledges`, {
        token: readerUser.token,
        body: { amount: 3, readerName: "Rahma" },
      }),
      200,
    );
    const pledged = await expectJson<{ id: string }>(
      await api("POST", `/api/khatms/${count.id}/pledges`, {
        readerKey: keyHolderKey,
        body: { amount: 2, readerName: "Anon", readerEmail: anonymousReader },
      }),
      200,
    );
    await expectJson(
      await api("POST", `/api/pledges/${pledged.id}/progress`, { readerKey: keyHolderKey, body: { done: 1 } }),
      200,
    );
    const behalf = uniqueEmail("pledge-behalf");
    const veiled = uniqueEmail("pledge-veiled");
    emails.push(behalf, veiled);
    await expectJson(
      await api("POST", `/api/khatms/${count.id}/pledges-on-behalf`, {
        ...count.creator,
        body: { amount: 4, readerName: "Behalf", readerEmail: behalf, creatorEmail: count.creatorEmail },
      }),
      200,
    );
    await expectJson(
      await api("POST", `/api/khatms/${count.id}/pledges`, {
        body: { amount: 1, readerName: `${ANONYMOUS_MARK} Three`, readerEmail: veiled, anonymous: true },
      }),
      200,
    );
  }
  publicKhatms.push(must(counts[0]));
  privateKhatms.push(must(counts[1]));

  // A co-organizer of one private khatm, added by its creator's manage key (issue 37).
  const organizer = await signedIn("organizer");
  const organized = must(privateKhatms[1]);
  const addition = { ...organized.creator, body: { email: organizer.email } };
  await expectJson(await api("POST", `/api/khatms/${organized.id}/organizers`, addition), 201);
  emails.push(organizer.email);
  secrets.push(organizer.token);
  // Push devices (issue 36) of the signed-in reader and of the key holder's browser: their endpoints and keys are
  // what lets anyone push to them, so they are secrets too.
  for (const credentials of [{ token: readerUser.token }, { readerKey: keyHolderKey }]) {
    const { subscription } = await fakeDevice();
    await expectJson(await api("POST", "/api/push/subscriptions", { ...credentials, body: subscription }), 201);
    secrets.push(
      subscription.endpoint,
      must(subscription.endpoint.split("/").pop()),
      ...Object.values(subscription.keys),
    );
  }

  // A Telegram group follows each khatm (issue 38): its list posted, edited after a member takes a part, and the
  // creator's reminder posted in the second private khatm's group. All of it is what a visitor sees.
  const telegramGroups: World["telegramGroups"] = [];
  for (const khatm of [...publicKhatms, ...privateKhatms]) {
    const group = telegramGroup();
    const member = telegramUser("Tariq");
    await group.say(member, `/khatm ${khatm.accessCode}`);
    await group.say(member, "/take 30");
    await deliverListEdits(khatm.id);
    telegramGroups.push(group);
  }
  const reminded = must(privateKhatms[1]);
  await expectJson(
    await api("POST", `/api/khatms/${reminded.id}/reminders`, {
      ...reminded.creator,
      body: { creatorEmail: reminded.creatorEmail },
    }),
    200,
  );

  // The grants reach D1's index with each khatm's sync.
  for (const khatm of [...publicKhatms, ...privateKhatms]) await syncIndex(khatm.id);
  const stored = await env.DB.batch([
    env.DB.prepare("SELECT manage_key_hash AS h FROM khatms"),
    env.DB.prepare("SELECT token_hash AS h FROM sessions"),
    env.DB.prepare("SELECT key_hash AS h FROM reader_grants"),
    env.DB.prepare("SELECT key_hash AS h FROM push_subscriptions WHERE key_hash IS NOT NULL"),
  ]);
  secrets.push(...stored.flatMap((result) => (result.results as Array<{ h: string }>).map((row) => row.h)));
  return {
    khatms: { public: publicKhatms, private: privateKhatms },
    emails,
    secrets,
    visitor,
    keyHolder: { readerKey: keyHolderKey, email: anonymousReader },
    organizer,
    telegramGroups,
  };
}

interface Viewer {
  name: string;
  credentials: Credentials;
  /** The e-mail addresses this viewer has proven are theirs: the only ones its answers may hold. */
  own: string[];
}

interface Crawl {
  answers: Array<{ path: string; status: number; text: string }>;
}

const PLEDGE_ID = /\.\d+$/;

/** Ids and codes in an answer, wherever they sit. */
function linksIn(value: unknown, found: { ids: Set<string>; codes: Set<string> }): void {
  if (Array.isArray(value)) for (const item of value) linksIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      // A pledge's id is "{khatmId}.{n}": its khatmId beside it names the khatm.
      if ((key === "id" || key === "khatmId") && typeof inner === "string" && !PLEDGE_ID.test(inner))
        found.ids.add(inner);
      else if (key === "accessCode" && typeof inner === "string") found.codes.add(inner);
      else linksIn(inner, found);
    }
  }
}

/**
 * Every GET the API offers, reached the way a visitor can: the lists and searches (the home page's query among
 * them), the links it was given (every khatm's code and id: a shared link is all it takes), whatever those answers
 * lead to, and every e-mail of the world typed into the by-e-mail endpoints.
 */
async function crawl(viewer: Viewer): Promise<Crawl> {
  const all = [...world.khatms.public, ...world.khatms.private];
  const queue: string[] = [
    "/api/health",
    "/api/auth/me",
    "/api/push/key",
    "/api/push/subscriptions",
    "/api/khatms/public",
    "/api/khatms/public?hasAvailable=true&limit=3",
    "/api/khatms/public?hasAvailable=false",
    "/api/khatms/public?limit=100",
    ...[
      PRIVATE_MARK,
      "Family",
      "Friends",
      "@",
      "example",
      "occasion",
      "%",
      "_",
      ...all.map((khatm) => khatm.accessCode),
    ].map((q) => `/api/khatms/public?q=${encodeURIComponent(q)}`),
    ...all.map((khatm) => `/api/khatms/code/${khatm.accessCode}`),
    ...all.map((khatm) => `/api/khatms/${khatm.id}`),
    ...world.emails.flatMap((email) => [
      `/api/readers/${encodeURIComponent(email)}/juzs`,
      `/api/readers/${encodeURIComponent(email)}/pledges`,
      `/api/khatms/creator/${encodeURIComponent(email)}`,
    ]),
  ];
  const seen = new Set<string>();
  const answers: Crawl["answers"] = [];
  while (queue.length) {
    const path = must(queue.shift());
    if (seen.has(path)) continue;
    seen.add(path);
    if (path.endsWith("/live")) {
      answers.push(await liveSnapshot(path, viewer.credentials));
      continue;
    }
    const response = await api("GET", path, { ...viewer.credentials, ip: freshIp() });
    const text = await response.text();
    answers.push({ path, status: response.status, text });
    // A push device's id names no khatm: the device list leads nowhere.
    if (response.status !== 200 || path.startsWith("/api/push/")) continue;
    const found = { ids: new Set<string>(), codes: new Set<string>() };
    linksIn(JSON.parse(text), found);
    for (const id of found.ids)
      queue.push(
        `/api/khatms/${id}`,
        `/api/khatms/${id}/stats`,
        `/api/khatms/${id}/juzs`,
        `/api/khatms/${id}/parts`,
        `/api/khatms/${id}/activities?limit=50`,
        `/api/khatms/${id}/series`,
        `/api/khatms/${id}/list-text`,
        `/api/khatms/${id}/live`,
        `/api/khatms/${id}/pledges`,
        `/api/khatms/${id}/organizers`,
        `/api/khatms/${id}/telegram-groups`,
      );
    for (const code of found.codes) queue.push(`/api/khatms/code/${code}`);
  }
  return { answers };
}

/** The live socket's first message (its snapshot), opened with a ticket for the viewer; the ticket is scanned too. */
async function liveSnapshot(path: string, credentials: Credentials): Promise<Crawl["answers"][number]> {
  const id = path.split("/")[3] ?? "";
  const ticket = await liveTicket(id, credentials);
  const { status, text } = await firstLiveText(id, ticket);
  return { path, status, text: `${ticket}\n${text}` };
}

/**
 * Crawls as a viewer whose one proven e-mail is `email`: no leak, and its own reservation is shown to it with that
 * e-mail (the scan would see a leak if the e-mail were someone else's).
 */
async function expectOnlyOwnEmail(viewer: Omit<Viewer, "own">, email: string): Promise<void> {
  const crawled = await crawl({ ...viewer, own: [email] });
  expectNoLeaks({ ...viewer, own: [email] }, crawled);
  expect(crawled.answers.some((answer) => answer.text.includes(email))).toBe(true);
}

function expectNoLeaks(viewer: Viewer, { answers }: Crawl): void {
  const privateIds = world.khatms.private.map((khatm) => khatm.id);
  const privateCodes = world.khatms.private.map((khatm) => khatm.accessCode);
  const leaks: string[] = [];
  for (const { path, status, text } of answers) {
    const foreign = emailsIn(text).filter((email) => !viewer.own.includes(email));
    if (foreign.length) leaks.push(`${path} (${status}) shows ${foreign.join(", ")}`);
    if (text.includes(ANONYMOUS_MARK)) leaks.push(`${path} (${status}) names an anonymous reader`);
    const secret = world.secrets.find((candidate) => text.includes(candidate));
    if (secret) leaks.push(`${path} (${status}) shows a secret ${secret.slice(0, 8)}…`);
    if (path.startsWith("/api/khatms/public")) {
      const listed = [...privateIds, ...privateCodes, PRIVATE_MARK].filter((needle) => text.includes(needle));
      if (listed.length) leaks.push(`${path} lists a private khatm (${listed.join(", ")})`);
    }
    if (status >= 500) leaks.push(`${path} answered ${status}`);
  }
  stats.answers += answers.length;
  stats.viewers += 1;
  stats.leaks += leaks.length;
  expect(leaks, `${viewer.name}: leaks`).toEqual([]);
}

beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

afterAll(() => {
  console.log(
    `[adversarial] leak scan: ${stats.answers} GET answers (live snapshots included) crawled as ${stats.viewers} viewers, ${stats.leaks} leaks`,
  );
});

describe("leak scan of every GET answer", () => {
  it("shows an anonymous visitor no e-mail, no secret and no private khatm in any list", {
    timeout: 120_000,
  }, async () => {
    const viewer = { name: "anonymous", credentials: {}, own: [] };
    const crawled = await crawl(viewer);
    expectNoLeaks(viewer, crawled);
    // The crawl did reach everything: every public khatm from the lists, the private ones only through their links.
    const paths = crawled.answers.filter((answer) => answer.status === 200).map((answer) => answer.path);
    for (const khatm of world.khatms.public) expect(paths).toContain(`/api/khatms/${khatm.id}/juzs`);
    for (const khatm of world.khatms.public) expect(paths).toContain(`/api/khatms/${khatm.id}/parts`);
    for (const khatm of world.khatms.private) expect(paths).toContain(`/api/khatms/${khatm.id}/stats`);
    const sockets = crawled.answers.filter((answer) => answer.status === 101).map((answer) => answer.path);
    for (const khatm of world.khatms.private) expect(sockets).toContain(`/api/khatms/${khatm.id}/live`);
  });

  it("shows a signed-in user who created none of the khatms nothing but its own e-mail", {
    timeout: 120_000,
  }, async () => {
    await expectOnlyOwnEmail(
      { name: "signed-in visitor", credentials: { token: world.visitor.token } },
      world.visitor.email,
    );
  });

  it("shows a reader's browser (reader key) only the e-mail it reserved with", { timeout: 120_000 }, async () => {
    const viewer = { name: "reader key", credentials: { readerKey: world.keyHolder.readerKey } };
    await expectOnlyOwnEmail(viewer, world.keyHolder.email);
  });

  it("shows a co-organizer the readers' e-mails of the khatm it organizes, never its creator's, and nothing of the others", {
    timeout: 120_000,
  }, async () => {
    const khatm = must(world.khatms.private[1]);
    const { organizer } = world;
    const viewer = { name: "co-organizer", credentials: { token: organizer.token }, own: [organizer.email] };
    const { answers } = await crawl(viewer);
    const isOrganized = (path: string) => path.includes(khatm.id) || path.includes(khatm.accessCode);
    expectNoLeaks(
      { ...viewer, name: "co-organizer, other khatms" },
      { answers: answers.filter((a) => !isOrganized(a.path)) },
    );
    const organized = answers.filter((answer) => isOrganized(answer.path));
    const seen = new Set(organized.flatMap((answer) => emailsIn(answer.text)));
    // The board's e-mails are an organizer's to see (the control: the crawl reached them), the creator's address not.
    expect(seen).toContain(world.keyHolder.email);
    expect(seen).toContain(organizer.email);
    expect(seen).not.toContain(khatm.creatorEmail);
    for (const { path, status, text } of organized) {
      expect(
        world.secrets.filter((secret) => text.includes(secret)),
        path,
      ).toEqual([]);
      expect(status, path).toBeLessThan(500);
    }
    const listed = answers.find(
      (answer) => answer.path === `/api/khatms/creator/${encodeURIComponent(organizer.email)}`,
    );
    expect(listed?.text).toContain(`"role":"organizer"`);
  });

  it("would notice a leak: crawling with the creator's manage key finds the readers' e-mails it may see", {
    timeout: 120_000,
  }, async () => {
    // The control of the scan itself: the same crawl and matcher, as someone entitled to e-mails.
    const khatm = must(world.khatms.private[1]);
    const { answers } = await crawl({ name: "creator key", credentials: khatm.creator, own: [] });
    const seen = new Set(answers.flatMap((answer) => emailsIn(answer.text)));
    expect(seen).toContain(khatm.creatorEmail);
    expect(seen).toContain(world.keyHolder.email);
    // The live socket's snapshot too.
    const live = answers.find((answer) => answer.path === `/api/khatms/${khatm.id}/live`);
    expect(emailsIn(live?.text ?? "")).toContain(world.keyHolder.email);
    // And the names of its anonymous readers, which the creator sees (they organise the khatm).
    expect(answers.some((answer) => answer.text.includes(`${ANONYMOUS_MARK} One`))).toBe(true);
    expect(live?.text).toContain(`${ANONYMOUS_MARK} Two`);
    // But the list as a WhatsApp message is what a visitor sees, even for the creator: no e-mail, no hidden name.
    const list = answers.find((answer) => answer.path === `/api/khatms/${khatm.id}/list-text`);
    expect(list?.text).toContain("Rahma");
    expect(emailsIn(list?.text ?? "")).toEqual([]);
    expect(list?.text).not.toContain(ANONYMOUS_MARK);
  });

  it("the pasted-list import answers its creator, a refused creator and a stranger no e-mail, secret or hidden name", async () => {
    const khatm = must(world.khatms.private[1]);
    const answers: Crawl["answers"] = [];
    const post = async (credentials: Credentials, text: string, apply: boolean) => {
      const path = `/api/khatms/${khatm.id}/list-import`;
      const response = await api("POST", path, { ...credentials, body: { text, apply }, ip: freshIp() });
      answers.push({ path: `${path} ${apply}`, status: response.status, text: await response.text() });
    };
    // Pages 1, 3, 7 and 8 of this page khatm are held (7 and 8 by anonymous readers): the list names others for them.
    const colliding = "1. Someone Else\n3. Another\n7. Mallory ✅\n8. Eve\n9. New Reader";
    await post(khatm.creator, colliding, false);
    await post(khatm.creator, colliding, true);
    await post({}, colliding, false);
    await post({ readerKey: world.keyHolder.readerKey }, colliding, true);
    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 403, 403]);
    expect(answers[1]?.text).toContain("Pages 1, 3 and 7-8");
    expectNoLeaks({ name: "pasted-list import", credentials: {}, own: [] }, { answers });
  });

  it("the abuse endpoints (reports, stop links, reviews) answer no e-mail and no secret", async () => {
    const adminEnv = { ...env, ADMIN_EMAIL: "operator@khatm.test" };
    const khatm = must(world.khatms.public[0]);
    const [created] = await mailTo(khatm.creatorEmail);
    const stop = stopTokenOf(must(created));
    const answers: Crawl["answers"] = [];
    const record = async (path: string, response: Response) =>
      answers.push({
        path,
        status: response.status,
        text: `${response.headers.get("Location") ?? ""}\n${await response.text()}`,
      });
    for (const reason of ["spam", "offensive", "misleading"]) {
      const path = `/api/khatms/${khatm.id}/reports`;
      await record(path, await api("POST", path, { body: { reason, details: reason }, ip: freshIp(), env: adminEnv }));
    }
    for (const method of ["GET", "POST", "DELETE"]) await record(stopPath(stop), await api(method, stopPath(stop)));
    const review = must((await mailTo("operator@khatm.test")).find((m) => m.text.includes(khatm.accessCode)));
    const restore = must(review.text.match(/restore\): \S+\/review\/(\S+)/))[1];
    await record("/api/reviews", await api("POST", `/api/reviews/${must(restore)}`));
    await record("/api/reviews (used)", await api("POST", `/api/reviews/${must(restore)}`));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 303, 200, 200, 200, 403]);
    // The creator's e-mail is what a stop link stands for: it must not appear, nor the token's secret parts.
    world.secrets.push(decodeURIComponent(must(restore)).split(".")[1] ?? "");
    expectNoLeaks({ name: "abuse endpoints", credentials: {}, own: [] }, { answers });
    expect(answers.some((answer) => answer.text.includes(khatm.creatorEmail))).toBe(false);
  });

  it("sends Telegram no e-mail, no secret and no anonymous reader's name in any call (issue 38)", async () => {
    const calls = (await Promise.all(world.telegramGroups.map((group) => group.seen()))).flatMap((seen) => seen.calls);
    // The control: the scan reads the lists posted, their edits and the reminder.
    expect(calls.filter((call) => call.method === "sendMessage").length).toBeGreaterThan(world.telegramGroups.length);
    expect(calls.some((call) => call.method === "editMessageText" && call.status === 200)).toBe(true);
    expect(calls.some((call) => String(call.params.text).startsWith("A reminder"))).toBe(true);
    expect(calls.some((call) => String(call.params.text).includes("Anonymous reader"))).toBe(true);
    const answers = calls.map((call) => ({
      path: `telegram ${call.method} ${call.params.chat_id}`,
      status: call.status,
      text: JSON.stringify(call.params),
    }));
    expectNoLeaks({ name: "Telegram calls", credentials: {}, own: [] }, { answers });
  });

  it("lists private khatms nowhere public, whatever the search: name, occasion, code, or wildcards", async () => {
    const searches = [
      PRIVATE_MARK,
      `${PRIVATE_MARK} Family`,
      "%",
      "_",
      "%%",
      "\\",
      "' OR 1=1 --",
      ...world.khatms.private.map((khatm) => khatm.accessCode),
    ];
    for (const q of searches) {
      const list = await expectJson<Array<{ id: string; isPublic: boolean }>>(
        await api("GET", `/api/khatms/public?q=${encodeURIComponent(q)}&limit=100`),
        200,
      );
      expect(
        list.every((khatm) => khatm.isPublic),
        q,
      ).toBe(true);
      expect(
        list.map((khatm) => khatm.id).filter((id) => world.khatms.private.some((khatm) => khatm.id === id)),
        q,
      ).toEqual([]);
    }
    // The wildcards are taken literally: "%" matches no name here rather than every row.
    const percent = await expectJson<unknown[]>(
      await api("GET", `/api/khatms/public?q=${encodeURIComponent("%")}`),
      200,
    );
    expect(percent).toEqual([]);
    const full = await expectJson<Array<{ id: string }>>(
      await api("GET", "/api/khatms/public?hasAvailable=false"),
      200,
    );
    expect(full.map((khatm) => khatm.id)).toEqual([must(world.khatms.public[2]).id]);
  });
});
