import { describe, it } from "vitest";
import { api, createKhatm, freshIp } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("reading khatms: bad requests", () => {
  it("answers 400 to a code that is not 6 digits, and 404 to an unknown one", async () => {
    const ip = freshIp();
    await expectError(await api("GET", "/api/khatms/code/12345", { ip }), 400, "Access code must be 6 digits");
    await expectError(await api("GET", "/api/khatms/code/12345a", { ip }), 400, "Access code must be 6 digits");
    // Any code but the one khatm's is unknown.
    const khatm = await createKhatm();
    const unknown = khatm.accessCode === "000000" ? "000001" : "000000";
    await expectError(await api("GET", `/api/khatms/code/${unknown}`, { ip }), 404, "Khatm not found");
  });

  it("answers 404 to an unknown id on every khatm read", async () => {
    for (const path of ["", "/stats", "/juzs", "/activities"]) {
      await expectError(await api("GET", `/api/khatms/no-such-id${path}`), 404, "Khatm not found");
    }
  });

  it("answers 400 to a bad activities limit", async () => {
    const khatm = await createKhatm();
    await expectError(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=0`, khatm.creator),
      400,
      "limit must be at least 1",
    );
    await expectError(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=500`, khatm.creator),
      400,
      "limit must be at most 50",
    );
    await expectError(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=many`, khatm.creator),
      400,
      "limit must be a number",
    );
  });
});
