import { describe, it } from "vitest";
import { api } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("GET /api/readers/{email}/juzs: bad requests", () => {
  it("answers 400 to something that is not an e-mail", async () => {
    await expectError(await api("GET", "/api/readers/not-an-email/juzs"), 400, "Please enter a valid email address");
  });
});
