import type { ReaderJuz } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, khatmWithReader, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";

// The list reads D1's index, which follows each khatm's Durable Object by a sync: run it first.
const readerJuzs = async (email: string, credentials = {}) => {
  await syncEveryIndex();
  return expectJson<ReaderJuz[]>(await api("GET", `/api/readers/${encodeURIComponent(email)}/juzs`, credentials), 200);
};

describe("GET /api/readers/{email}/juzs: typing an e-mail shows nothing of another reader's", () => {
  it("answers [] without a session or key, and to another signed-in user", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([1]);
    const someone = await signedIn("someone");
    expect(await readerJuzs(aisha.readerEmail)).toEqual([]);
    expect(await readerJuzs(aisha.readerEmail, { token: someone.token })).toEqual([]);
    // The creator manages the khatm, not its readers' lists.
    expect(await readerJuzs(aisha.readerEmail, khatm.creator)).toEqual([]);
  });

  it("shows another browser only what its own key reserved under that e-mail", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([1]);
    // A second browser reserves other juz under Aisha's e-mail: it sees those, never juz 1.
    const second = await reserve(khatm.id, [2], { readerEmail: aisha.readerEmail });
    expect((await readerJuzs(aisha.readerEmail, { readerKey: second.readerKey })).map((juz) => juz.number)).toEqual([
      2,
    ]);
    expect((await readerJuzs(aisha.readerEmail, { readerKey: aisha.readerKey })).map((juz) => juz.number)).toEqual([1]);
  });
});
