import { describe, expect, it } from "vitest";
import { api, createKhatm, khatmWithReader, signedIn, uniqueEmail } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("DELETE /api/khatms/{id}: the proven creator only", () => {
  it("refuses the typed creator e-mail alone, other identities and a wrong e-mail, and deletes nothing", async () => {
    const { khatm, reader } = await khatmWithReader([1]);
    const someone = await signedIn("someone");
    const path = (email: string) => `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(email)}`;

    for (const credentials of [
      {},
      { readerKey: reader.readerKey },
      { token: someone.token },
      (await createKhatm()).creator,
    ]) {
      await expectError(
        await api("DELETE", path(khatm.creatorEmail), credentials),
        403,
        "Only the creator of this Khatm can delete it.",
      );
    }
    await expectError(
      await api("DELETE", path(uniqueEmail()), khatm.creator),
      403,
      "Only the creator of this Khatm can delete it.",
    );
    expect((await api("GET", `/api/khatms/${khatm.id}`)).status).toBe(200);
  });
});
