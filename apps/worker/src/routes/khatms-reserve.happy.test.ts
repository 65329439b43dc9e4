import { env } from "cloudflare:test";
import { juzSurahRange } from "@khatm/juz-table";
import type { Activity, Khatm, KhatmStats, ReserveResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { storeRows, syncIndex } from "../../test/khatm-state";
import { api, createKhatm, khatmWithReader, listJuzs, ORIGIN, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { hashToken } from "../lib/tokens";

describe("POST /api/khatms/{id}/reserve", () => {
  it("reserves several juz for an anonymous reader and gives the browser a reader key holding them", async () => {
    const khatm = await createKhatm();
    const readerEmail = uniqueEmail("aisha");
    const response = await api("POST", `/api/khatms/${khatm.id}/reserve`, {
      body: { juzNumbers: [3, 1, 2], readerName: "Aisha", readerEmail: readerEmail.toUpperCase() },
    });
    const answer = await expectJson<ReserveResponse>(response, 200);

    expect(answer.message).toBe("You have successfully reserved 3 juz. Thank you for your contribution to this Khatm.");
    expect(answer.readerKey).toEqual(expect.any(String));
    expect(
      answer.juzs.map((juz) => [juz.number, juz.status, juz.readerName, juz.readerEmail, juz.viewerIsReader]),
    ).toEqual([
      [1, "reserved", "Aisha", readerEmail, true],
      [2, "reserved", "Aisha", readerEmail, true],
      [3, "reserved", "Aisha", readerEmail, true],
    ]);

    // Only the key's hash is stored, on each juz it reserved (in the khatm's object, and in D1's index after the sync).
    await syncIndex(khatm.id);
    const { results } = await env.DB.prepare("SELECT holder_key_hash, id FROM juzs WHERE holder_key_hash = ?")
      .bind(await hashToken(must(answer.readerKey)))
      .all();
    expect(
      await storeRows(
        khatm.id,
        "SELECT holder_key_hash, id FROM juzs WHERE holder_key_hash = ?",
        await hashToken(must(answer.readerKey)),
      ),
    ).toEqual(results);
    expect(results.map((row) => row.id).sort()).toEqual(answer.juzs.map((juz) => juz.id).sort());

    const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
    expect(stats).toEqual({ available: 27, reserved: 3, completed: 0 });
  });

  it("keeps the browser's own reader key, adding grants to it", async () => {
    const { khatm, reader: first } = await khatmWithReader([4]);
    const second = await expectJson<ReserveResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        readerKey: first.readerKey,
        body: { juzNumbers: [5], readerName: "Aisha", readerEmail: first.readerEmail },
      }),
      200,
    );
    expect(second.readerKey).toBeUndefined();
    const juzs = await listJuzs(khatm.id, { readerKey: first.readerKey });
    expect(juzs.filter((juz) => juz.viewerIsReader).map((juz) => juz.number)).toEqual([4, 5]);
  });

  it("replaces a reader key the server did not issue with one it did", async () => {
    const { reader: answer } = await khatmWithReader([9], { readerKey: "my-own-key" });
    expect(answer.readerKey).not.toBe("my-own-key");
    expect(answer.readerKey).toMatch(/^[\w-]{43}$/);
  });

  it("treats a repeated reservation as done: success, nothing changes twice", async () => {
    const { khatm, reader: first } = await khatmWithReader([6, 7]);
    const again = await reserve(khatm.id, [6, 7], { readerKey: first.readerKey, readerEmail: first.readerEmail });
    expect(again.juzs.map((juz) => [juz.number, juz.status, juz.viewerIsReader])).toEqual([
      [6, "reserved", true],
      [7, "reserved", true],
    ]);
    const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
    expect(stats.reserved).toBe(2);
    const feed = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator),
      200,
    );
    expect(feed.filter((activity) => activity.activityType === "reserved")).toHaveLength(1);
    // One confirmation, for the reservation that happened.
    expect(await mailTo(first.readerEmail)).toHaveLength(1);
  });

  it("uses the signed-in reader's e-mail when none is typed, and links the juz to the account", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm();
    const answer = await expectJson<ReserveResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: amina.token,
        body: { juzNumbers: [8], readerName: "Amina" },
      }),
      200,
    );
    expect(answer.juzs[0]).toMatchObject({
      number: 8,
      readerId: amina.user.id,
      readerEmail: amina.email,
      viewerIsReader: true,
    });
  });

  it("records one activity per reservation, naming the reader and the juz", async () => {
    const khatm = await createKhatm();
    const { readerEmail } = await reserve(khatm.id, [1, 2, 3, 9], { readerName: "Aisha" });
    const [latest] = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator),
      200,
    );
    expect(latest).toMatchObject({
      activityType: "reserved",
      userName: "Aisha",
      userEmail: readerEmail,
      juzId: null,
      juzNumber: null,
      message: "Aisha reserved Juz 1-3 and 9",
    });
  });

  it("e-mails the reader the juz with their surahs and the links to the khatm and their reservations", async () => {
    const khatm = await createKhatm({ name: "Jumuah Khatm" });
    const { readerEmail } = await reserve(khatm.id, [2, 30], { readerName: "Aisha" });
    const [email] = await mailTo(readerEmail);
    expect(email?.subject).toBe('Your juz in "Jumuah Khatm"');
    expect(must(email).text).toContain("Assalamu alaikum Aisha,");
    expect(must(email).text).toContain(`- Juz 2: ${juzSurahRange(2)}`);
    expect(must(email).text).toContain(`- Juz 30: ${juzSurahRange(30)}`);
    expect(must(email).text).toContain(`${ORIGIN}/n/${khatm.accessCode}`);
    expect(must(email).text).toContain(`${ORIGIN}/my-reservations`);
    expect(must(email).html).toContain(`href="${ORIGIN}/n/${khatm.accessCode}"`);
  });

  it("e-mails the creator once the last juz is reserved", async () => {
    const khatm = await createKhatm({ name: "Full Khatm" });
    await reserve(
      khatm.id,
      Array.from({ length: 29 }, (_, i) => i + 1),
    );
    expect((await mailTo(khatm.creatorEmail)).map((email) => email.subject)).not.toContain(
      'All 30 juz of "Full Khatm" are reserved',
    );
    await reserve(khatm.id, [30]);
    const subjects = (await mailTo(khatm.creatorEmail)).map((email) => email.subject);
    expect(subjects).toContain('All 30 juz of "Full Khatm" are reserved');
    const answer = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(answer.stats).toEqual({ available: 0, reserved: 30, completed: 0 });
  });
});

describe("POST /api/khatms/{id}/reserve-on-behalf", () => {
  it("lets the creator (manage key) reserve for a reader without e-mail", async () => {
    const khatm = await createKhatm();
    const answer = await expectJson<ReserveResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, {
        ...khatm.creator,
        body: { juzNumbers: [10, 11], readerName: "Grandma", creatorEmail: khatm.creatorEmail },
      }),
      200,
    );
    expect(answer.message).toBe("You have successfully reserved 2 juz on behalf of Grandma.");
    expect(answer.readerKey).toBeUndefined();
    expect(
      answer.juzs.map((juz) => [juz.number, juz.status, juz.readerName, juz.readerEmail, juz.viewerIsReader]),
    ).toEqual([
      [10, "reserved", "Grandma", null, false],
      [11, "reserved", "Grandma", null, false],
    ]);
    const [latest] = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator),
      200,
    );
    expect(latest).toMatchObject({ userName: "Khadija", message: "The creator reserved Juz 10-11 for Grandma" });
  });

  it("lets the signed-in creator reserve for a reader with e-mail, who is told by e-mail", async () => {
    const khadija = await signedIn("khadija");
    const khatm = await createKhatm({ creator: khadija, name: "Masjid Khatm" });
    const omar = uniqueEmail("omar");
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, {
        token: khadija.token,
        body: { juzNumbers: [12], readerName: "Omar", readerEmail: omar, creatorEmail: khadija.email },
      }),
      200,
    );
    const [email] = await mailTo(omar);
    expect(email?.text).toContain(`reserved 1 juz for you in the Khatm "Masjid Khatm"`);
  });
});
