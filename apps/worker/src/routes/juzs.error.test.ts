import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, khatmWithReader, reserve } from "../../test/khatms";
import { expectError, expectMutation, storedJuzs } from "../../test/observe";

describe("juz actions: bad requests", () => {
  it("answers 400 for a juz id that is not a positive number, and for malformed bodies", async () => {
    await expectError(await api("POST", "/api/juzs/abc/cancel", { body: {} }), 400, "Juz id must be a number");
    await expectError(await api("POST", "/api/juzs/-4/complete", { body: {} }), 400, "Juz id must be positive");
    const khatm = await createKhatm();
    await expectError(
      await juzAction(khatm.id, 1, "cancel", { email: "nope" }),
      400,
      "Please enter a valid email address",
    );
    await expectError(
      await juzAction(khatm.id, 1, "complete", { juzNumbers: [31] }),
      400,
      "Juz numbers must be whole numbers from 1 to 30",
    );
    await expectError(
      await juzAction(
        khatm.id,
        1,
        "transfer",
        { creatorEmail: khatm.creatorEmail, newReaderName: "Omar" },
        khatm.creator,
      ),
      400,
      "newReaderEmail",
    );
    await expectError(await juzAction(khatm.id, 1, "uncomplete", {}, khatm.creator), 400, "email");
    await expectError(
      await api("POST", "/api/juzs/1/cancel", { rawBody: "not json" }),
      400,
      "The request body is not valid JSON.",
    );
  });

  it("answers 404 for an unknown juz", async () => {
    for (const action of ["cancel", "transfer", "complete", "uncomplete"]) {
      const body = {
        creatorEmail: "a@example.com",
        email: "a@example.com",
        newReaderName: "Omar",
        newReaderEmail: "o@example.com",
      };
      await expectError(await api("POST", `/api/juzs/99999999/${action}`, { body }), 404, "Juz not found");
    }
  });
});

describe("juz actions: juz in the wrong state answer 409 and change nothing", () => {
  it("cancel needs reserved juz (all of them)", async () => {
    const { khatm, reader } = await khatmWithReader([1, 2]);
    await expectMutation(await juzAction(khatm.id, 2, "complete", {}, { readerKey: reader.readerKey }));
    const before = await storedJuzs(khatm.id);
    const message = await expectError(
      await juzAction(khatm.id, 1, "cancel", { juzNumbers: [1, 2, 3] }, khatm.creator),
      409,
    );
    expect(message).toBe("Juz 2-3 are not reserved, so there is no reservation to cancel.");
    expect(await storedJuzs(khatm.id)).toEqual(before);
  });

  it("transfer needs a reserved juz", async () => {
    const khatm = await createKhatm();
    await expectError(
      await juzAction(
        khatm.id,
        4,
        "transfer",
        { creatorEmail: khatm.creatorEmail, newReaderName: "Omar", newReaderEmail: "omar@example.com" },
        khatm.creator,
      ),
      409,
      "Juz 4 is not reserved, so it cannot be transferred.",
    );
  });

  it("complete needs reserved (or already completed) juz", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [5]);
    await expectError(
      await juzAction(khatm.id, 5, "complete", { juzNumbers: [5, 6] }, khatm.creator),
      409,
      "Juz 6 is not reserved",
    );
    expect((await storedJuzs(khatm.id))[4]).toMatchObject({ status: "reserved" });
  });

  it("uncomplete needs completed juz", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [7]);
    await expectError(
      await juzAction(khatm.id, 7, "uncomplete", { email: khatm.creatorEmail }, khatm.creator),
      409,
      "Juz 7 is not completed, so it cannot be marked as not completed.",
    );
  });

  it("answers 404 once the khatm is deleted", async () => {
    const { khatm, reader } = await khatmWithReader([8]);
    const juz = must(reader.juzs[0]).id;
    const deleted = await api(
      "DELETE",
      `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
      khatm.creator,
    );
    expect(deleted.status).toBe(204);
    await expectError(await api("POST", `/api/juzs/${juz}/cancel`, { readerKey: reader.readerKey, body: {} }), 404);
  });
});
