import { describe, it } from "vitest";
import { api, createKhatm } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("DELETE /api/khatms/{id}: bad requests", () => {
  it("requires the creator e-mail as a valid query parameter", async () => {
    const khatm = await createKhatm();
    await expectError(await api("DELETE", `/api/khatms/${khatm.id}`, khatm.creator), 400, "creatorEmail");
    await expectError(
      await api("DELETE", `/api/khatms/${khatm.id}?creatorEmail=nope`, khatm.creator),
      400,
      "Please enter a valid email address",
    );
  });

  it("answers 404 for an unknown khatm", async () => {
    await expectError(await api("DELETE", "/api/khatms/unknown?creatorEmail=a%40example.com"), 404, "Khatm not found");
  });
});
