import { describe, expect, it } from "vitest";
import { api, createKhatm, markConfirmed, reserve, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";
import { createCount, pledge, progress } from "../../test/pledges";

async function createWith(body: Record<string, unknown>): Promise<Response> {
  const creatorEmail = uniqueEmail("creator");
  await markConfirmed(creatorEmail);
  return api("POST", "/api/khatms", {
    body: { name: "Salawat", isPublic: false, creatorName: "Khadija", creatorEmail, ...body },
  });
}

/** The field a 400 names. */
async function badField(response: Response): Promise<string> {
  return (await expectJson<{ field: string }>(response, 400)).field;
}

describe("creating a counted recitation with bad input", () => {
  it("asks for a target: missing, 0, 1,000,001 or not whole is a 400 naming target", async () => {
    expect(await badField(await createWith({ division: "count", recitation: "Salawat" }))).toBe("target");
    for (const target of [0, 1_000_001, 2.5, -3, "41"]) {
      expect(
        await badField(await createWith({ division: "count", target, recitation: "Salawat" })),
        String(target),
      ).toBe("target");
    }
    const answer = await expectJson<{ message: string }>(await createWith({ division: "count" }), 400);
    expect(answer.message).toBe("A counted recitation needs a target: how many times it is to be read.");
    await expectJson(await createWith({ division: "count", target: 1_000_000, recitation: "Salawat" }), 201);
  });

  it("takes a recitation of 1 to 120 characters", async () => {
    const long = "x".repeat(121);
    expect(await badField(await createWith({ division: "count", target: 41, recitation: long }))).toBe("recitation");
    expect(await badField(await createWith({ division: "count", target: 41, recitation: "  " }))).toBe("recitation");
    await expectJson(await createWith({ division: "count", target: 41, recitation: "x".repeat(120) }), 201);
  });
});

describe("pledging with bad input", () => {
  it("refuses a negative, zero or fractional amount (400 naming amount)", async () => {
    const khatm = await createCount(41);
    for (const amount of [-1, 0, 1.5, "3"]) {
      const body = { amount, readerName: "Aisha", readerEmail: uniqueEmail() };
      expect(await badField(await api("POST", `/api/khatms/${khatm.id}/pledges`, { body })), String(amount)).toBe(
        "amount",
      );
    }
  });

  it("refuses more than remains with a 409 saying how many remain, and changes nothing", async () => {
    const khatm = await createCount(41);
    await pledge(khatm.id, 10);
    const body = { amount: 32, readerName: "Aisha", readerEmail: uniqueEmail() };
    await expectError(await api("POST", `/api/khatms/${khatm.id}/pledges`, { body }), 409, "Only 31 remain");
    await pledge(khatm.id, 30);
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/pledges`, { body: { ...body, amount: 2 } }),
      409,
      "Only 1 remains",
    );
  });

  it("refuses progress over the pledge or below zero, and progress on an unknown pledge", async () => {
    const khatm = await createCount(41);
    const mine = await pledge(khatm.id, 5);
    expect(await badField(await progress(mine.id, 6, { readerKey: mine.readerKey }))).toBe("done");
    expect(await badField(await progress(mine.id, -1, { readerKey: mine.readerKey }))).toBe("done");
    expect(await badField(await progress(mine.id, 1.5, { readerKey: mine.readerKey }))).toBe("done");
    await expectError(await progress(`${khatm.id}.999`, 1, khatm.creator), 404, "Pledge not found");
    expect(await badField(await progress("not-a-pledge", 1))).toBe("id");
  });

  it("asks a signed-out reader for an e-mail", async () => {
    const khatm = await createCount(41);
    const body = { amount: 1, readerName: "Aisha" };
    expect(await badField(await api("POST", `/api/khatms/${khatm.id}/pledges`, { body }))).toBe("readerEmail");
  });

  it("keeps pledges and parts apart: no pledge on a juz khatm, no reservation on a count", async () => {
    const juzKhatm = await createKhatm();
    const body = { amount: 1, readerName: "Aisha", readerEmail: uniqueEmail() };
    await expectError(
      await api("POST", `/api/khatms/${juzKhatm.id}/pledges`, { body }),
      409,
      "This Khatm is not a counted recitation",
    );
    const count = await createCount(41);
    const reservation = { juzNumbers: [1], readerName: "Aisha", readerEmail: uniqueEmail() };
    await expectError(
      await api("POST", `/api/khatms/${count.id}/reserve`, { body: reservation }),
      409,
      "it has no parts to reserve",
    );
    // The reservation helper still works on the juz khatm beside it.
    await reserve(juzKhatm.id, [1]);
  });
});
