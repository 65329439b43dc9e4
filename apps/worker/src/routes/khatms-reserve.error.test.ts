import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, reserve, uniqueEmail } from "../../test/khatms";
import { expectError, expectMutation, storedJuzs } from "../../test/observe";

const reserveBody = (juzNumbers: unknown, extra: Record<string, unknown> = {}) => ({
  juzNumbers,
  readerName: "Aisha",
  readerEmail: uniqueEmail(),
  ...extra,
});

describe("POST /api/khatms/{id}/reserve: bad requests", () => {
  it("answers 400 naming the field", async () => {
    const khatm = await createKhatm();
    const path = `/api/khatms/${khatm.id}/reserve`;
    await expectError(
      await api("POST", path, { body: reserveBody([1], { readerName: "A" }) }),
      400,
      "Name must be at least 2 characters",
    );
    await expectError(
      await api("POST", path, { body: reserveBody([]) }),
      400,
      "Please select at least one juz to reserve",
    );
    await expectError(
      await api("POST", path, { body: reserveBody([0, 31]) }),
      400,
      "Juz numbers must be whole numbers from 1 to 30",
    );
    await expectError(await api("POST", path, { body: reserveBody([2, 2]) }), 400, "Each juz may be listed only once");
    await expectError(
      await api("POST", path, { body: reserveBody([1], { readerEmail: "not-an-email" }) }),
      400,
      "Please enter a valid email address",
    );
    await expectError(
      await api("POST", path, { rawBody: "{ juzNumbers: [1" }),
      400,
      "The request body is not valid JSON.",
    );
  });

  it("asks an anonymous reader for an e-mail", async () => {
    const khatm = await createKhatm();
    const message = await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, { body: { juzNumbers: [1], readerName: "Aisha" } }),
      400,
    );
    expect(message).toBe("readerEmail: Please provide your email address to continue");
  });

  it("answers 404 for an unknown khatm", async () => {
    await expectError(
      await api("POST", "/api/khatms/no-such-khatm/reserve", { body: reserveBody([1]) }),
      404,
      "Khatm not found",
    );
  });
});

describe("POST /api/khatms/{id}/reserve: juz no longer available", () => {
  it("answers 409 naming the taken juz and reserves none of the others (all or nothing)", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [3, 7], { readerName: "Omar" });
    const before = await storedJuzs(khatm.id);

    const message = await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, { body: reserveBody([1, 3, 5, 7]) }),
      409,
    );
    expect(message).toBe("Juz 3 and 7 are no longer available. Please choose other juz.");
    expect(await storedJuzs(khatm.id)).toEqual(before);
  });

  it("refuses a completed juz even to its own reader", async () => {
    const khatm = await createKhatm();
    const { readerEmail, readerKey } = await reserve(khatm.id, [4]);
    await expectMutation(await juzAction(khatm.id, 4, "complete", {}, { readerKey }));
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        readerKey,
        body: { juzNumbers: [4], readerName: "Aisha", readerEmail },
      }),
      409,
      "Juz 4 is no longer available",
    );
  });
});

describe("POST /api/khatms/{id}/reserve-on-behalf: bad requests", () => {
  it("requires the creator e-mail as confirmation (400) and a valid reader name", async () => {
    const khatm = await createKhatm();
    const path = `/api/khatms/${khatm.id}/reserve-on-behalf`;
    await expectError(
      await api("POST", path, { ...khatm.creator, body: { juzNumbers: [1], readerName: "Omar" } }),
      400,
      "creatorEmail",
    );
    await expectError(
      await api("POST", path, {
        ...khatm.creator,
        body: { juzNumbers: [1], readerName: "O", creatorEmail: khatm.creatorEmail },
      }),
      400,
      "Name must be at least 2 characters",
    );
  });

  it("answers 409 for taken juz and 404 for an unknown khatm", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [2]);
    const body = { juzNumbers: [1, 2], readerName: "Omar", creatorEmail: khatm.creatorEmail };
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...khatm.creator, body }),
      409,
      "Juz 2 is no longer available",
    );
    await expectError(await api("POST", "/api/khatms/unknown/reserve-on-behalf", { ...khatm.creator, body }), 404);
  });
});
