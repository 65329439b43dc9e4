import type { Juz, ReserveResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, khatmWithReader, listJuzs, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, storedJuzs } from "../../test/observe";

describe("reserving: who holds what", () => {
  it("gives no grant to a browser that repeats another reader's reservation by typing their e-mail", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([3], { readerName: "Aisha" });

    // Someone else types Aisha's e-mail: the juz stays Aisha's, and this browser gains nothing over it.
    const intruder = await expectJson<ReserveResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers: [3], readerName: "Aisha", readerEmail: aisha.readerEmail },
      }),
      200,
    );
    expect(intruder.juzs[0]).toMatchObject({ number: 3, viewerIsReader: false });
    expect(intruder.juzs[0]).not.toHaveProperty("readerEmail");
    const juzs = await listJuzs(khatm.id, { readerKey: intruder.readerKey });
    expect(juzs.find((juz) => juz.number === 3)).toMatchObject({ viewerIsReader: false });
    await expectError(
      await api("POST", `/api/juzs/${must(juzs.find((juz) => juz.number === 3)).id}/cancel`, {
        readerKey: intruder.readerKey,
        body: { email: aisha.readerEmail },
      }),
      403,
    );
  });

  it("does not link the juz to the signed-in account when reserving under another e-mail", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm();
    const other = uniqueEmail("friend");
    const answer = await expectJson<ReserveResponse>(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: amina.token,
        body: { juzNumbers: [1], readerName: "Friend", readerEmail: other },
      }),
      200,
    );
    expect(answer.juzs[0]).toMatchObject({ readerId: null, readerEmail: other });
  });
});

describe("POST /api/khatms/{id}/reserve-on-behalf: creator only", () => {
  const body = (creatorEmail: string) => ({ juzNumbers: [1], readerName: "Omar", creatorEmail });

  it("refuses a typed creator e-mail without proof, and changes nothing", async () => {
    const khatm = await createKhatm();
    const path = `/api/khatms/${khatm.id}/reserve-on-behalf`;
    await expectError(
      await api("POST", path, { body: body(khatm.creatorEmail) }),
      403,
      "Only the creator of this Khatm",
    );
    const someone = await signedIn("someone");
    await expectError(await api("POST", path, { token: someone.token, body: body(khatm.creatorEmail) }), 403);
    await expectError(await api("POST", path, { manageKey: "guessed-key", body: body(khatm.creatorEmail) }), 403);
    // Another khatm's manage key proves nothing here.
    const other = await createKhatm();
    await expectError(await api("POST", path, { ...other.creator, body: body(khatm.creatorEmail) }), 403);
    expect((await storedJuzs(khatm.id))[0]).toMatchObject({ status: "available" });
  });

  it("refuses the proven creator whose confirmation e-mail does not match", async () => {
    const khatm = await createKhatm();
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...khatm.creator, body: body(uniqueEmail()) }),
      403,
      "does not match the creator's email",
    );
  });
});

describe("juz answers hide e-mails from those who may not see them", () => {
  it("shows reader e-mails to the creator and to the reader, never to others", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([5]);
    const byNumber = (juzs: Juz[]) => must(juzs.find((juz) => juz.number === 5));

    expect(byNumber(await listJuzs(khatm.id, khatm.creator))).toMatchObject({
      readerEmail: aisha.readerEmail,
      viewerIsReader: false,
    });
    expect(byNumber(await listJuzs(khatm.id, { readerKey: aisha.readerKey }))).toMatchObject({
      readerEmail: aisha.readerEmail,
      viewerIsReader: true,
    });
    for (const stranger of [{}, { readerKey: (await reserve(khatm.id, [6])).readerKey }]) {
      const juz = byNumber(await listJuzs(khatm.id, stranger));
      expect(juz).toMatchObject({ readerName: "Aisha", viewerIsReader: false });
      expect(juz).not.toHaveProperty("readerEmail");
    }
    const everyone = JSON.stringify(await listJuzs(khatm.id));
    expect(everyone).not.toContain("@");
  });
});
