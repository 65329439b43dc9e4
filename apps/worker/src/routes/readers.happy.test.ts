import type { ReaderJuz } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, createKhatm, khatmWithReader, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";

// The list reads D1's index, which follows each khatm's Durable Object by a sync: run it first.
const readerJuzs = async (email: string, credentials = {}) => {
  await syncEveryIndex();
  return expectJson<ReaderJuz[]>(
    await api("GET", `/api/readers/${encodeURIComponent(email)}/juzs?_t=1`, credentials),
    200,
  );
};

describe("GET /api/readers/{email}/juzs", () => {
  it("gives the signed-in reader all their juz across khatms, with each khatm", async () => {
    const amina = await signedIn("amina");
    const first = await createKhatm({ name: "First" });
    const second = await createKhatm({ name: "Second" });
    // Reserved from two different browsers: the session sees both.
    await reserve(first.id, [3], { readerEmail: amina.email, readerName: "Amina" });
    const other = await reserve(second.id, [1, 2], { readerEmail: amina.email, readerName: "Amina" });
    await expectJson(
      await api("POST", `/api/juzs/${must(other.juzs[1]).id}/complete`, { readerKey: other.readerKey, body: {} }),
      200,
    );

    const juzs = await readerJuzs(amina.email.toUpperCase(), { token: amina.token });
    expect(juzs.map((juz) => [juz.khatm.name, juz.number, juz.status, juz.readerEmail, juz.viewerIsReader])).toEqual([
      ["Second", 1, "reserved", amina.email, true],
      ["Second", 2, "completed", amina.email, true],
      ["First", 3, "reserved", amina.email, true],
    ]);
    expect(must(juzs[0]).khatm).toEqual({ id: second.id, name: "Second", accessCode: second.accessCode });
  });

  it("gives an anonymous browser the juz its reader key reserved under that e-mail", async () => {
    const { reader: aisha } = await khatmWithReader([4, 5]);
    const juzs = await readerJuzs(aisha.readerEmail, { readerKey: aisha.readerKey });
    expect(juzs.map((juz) => juz.number)).toEqual([4, 5]);
  });
});
