import type { Juz } from "@khatm/schema";
import { ANONYMOUS_READER_NAME } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, khatmWithReader, listJuzs, reserve, signedIn } from "../../test/khatms";
import { expectError, expectJson, expectMutation } from "../../test/observe";
import { openSharePage } from "../../test/share-pages";

const juzNumber = (juzs: Juz[], number: number) => must(juzs.find((juz) => juz.number === number));

describe("anonymous readers", () => {
  it("show as 'Anonymous reader' to visitors, by name to the creator and to themself", async () => {
    const { khatm, reader } = await khatmWithReader([3], { readerName: "Maryam Hidden", anonymous: true });
    const visitor = juzNumber(await listJuzs(khatm.id), 3);
    expect(visitor).toMatchObject({ readerName: ANONYMOUS_READER_NAME, readerId: null, readerAnonymous: true });
    expect(visitor.readerEmail).toBeUndefined();
    expect(juzNumber(await listJuzs(khatm.id, khatm.creator), 3)).toMatchObject({
      readerName: "Maryam Hidden",
      readerEmail: reader.readerEmail,
    });
    expect(juzNumber(await listJuzs(khatm.id, { readerKey: reader.readerKey }), 3).readerName).toBe("Maryam Hidden");
    // The page painted for a visitor, its data and its preview carry no trace of the name either.
    const page = await openSharePage(`/n/${khatm.accessCode}`);
    expect(page.html).not.toContain("Maryam Hidden");
    expect(juzNumber(must(page.data).juzs, 3).readerName).toBe(ANONYMOUS_READER_NAME);
  });

  it("hides a signed-in reader's account id from others", async () => {
    const khatm = await createKhatm();
    const person = await signedIn("anon-user");
    const body = { juzNumbers: [4], readerName: "Yusuf", anonymous: true };
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve`, { token: person.token, body }), 200);
    expect(juzNumber(await listJuzs(khatm.id), 4).readerId).toBeNull();
    expect(juzNumber(await listJuzs(khatm.id, { token: person.token }), 4).readerId).toBe(person.user.id);
  });

  it("can be switched on and off by the reader, for several juz at once", async () => {
    const { khatm, reader } = await khatmWithReader([5, 6], { readerName: "Bilal" });
    const on = await expectMutation(
      await juzAction(
        khatm.id,
        5,
        "anonymity",
        { anonymous: true, juzNumbers: [5, 6] },
        { readerKey: reader.readerKey },
      ),
    );
    expect(on.message).toBe("You are now shown as an anonymous reader for Juz 5-6.");
    expect(on.juzs.map((juz) => [juz.readerName, juz.readerAnonymous])).toEqual([
      ["Bilal", true],
      ["Bilal", true],
    ]);
    expect(juzNumber(await listJuzs(khatm.id), 6).readerName).toBe(ANONYMOUS_READER_NAME);

    const off = await expectMutation(
      await juzAction(khatm.id, 6, "anonymity", { anonymous: false }, { readerKey: reader.readerKey }),
    );
    expect(off.message).toBe("You are now shown by your name for Juz 6.");
    const visitor = await listJuzs(khatm.id);
    expect([juzNumber(visitor, 5).readerName, juzNumber(visitor, 6).readerName]).toEqual([
      ANONYMOUS_READER_NAME,
      "Bilal",
    ]);
  });

  it("is the reader's choice alone: the creator and other browsers get 403, nothing changes", async () => {
    const { khatm, reader } = await khatmWithReader([7], { readerName: "Hana", anonymous: true });
    const other = await reserve(khatm.id, [8]);
    for (const credentials of [khatm.creator, { readerKey: other.readerKey }, {}]) {
      await expectError(await juzAction(khatm.id, 7, "anonymity", { anonymous: false }, credentials), 403);
    }
    await expectError(
      await juzAction(khatm.id, 7, "anonymity", { anonymous: false, email: other.readerEmail }, reader),
      403,
      "does not match",
    );
    expect(juzNumber(await listJuzs(khatm.id), 7).readerName).toBe(ANONYMOUS_READER_NAME);
  });

  it("answers 403 for a juz nobody holds (all or nothing), 400 for a bad body", async () => {
    const { khatm, reader } = await khatmWithReader([9]);
    await expectError(
      await juzAction(khatm.id, 9, "anonymity", { anonymous: true, juzNumbers: [9, 10] }, reader),
      403,
      "Only the reader",
    );
    expect(juzNumber(await listJuzs(khatm.id), 9).readerAnonymous).toBe(false);
    await expectError(await juzAction(khatm.id, 9, "anonymity", { anonymous: "yes" }, reader), 400, "true or false");
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers: [11], readerName: "Ali", readerEmail: "ali@example.com", anonymous: 1 },
      }),
      400,
    );
  });

  it("ends with the reservation: a cancelled juz reserved again shows its new reader", async () => {
    const { khatm, reader } = await khatmWithReader([12], { readerName: "Sara", anonymous: true });
    await expectMutation(await juzAction(khatm.id, 12, "cancel", {}, { readerKey: reader.readerKey }));
    await reserve(khatm.id, [12], { readerName: "Omar" });
    expect(juzNumber(await listJuzs(khatm.id), 12)).toMatchObject({ readerName: "Omar", readerAnonymous: false });
  });
});
