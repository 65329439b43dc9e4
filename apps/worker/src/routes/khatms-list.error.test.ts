import { describe, it } from "vitest";
import { api } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("khatm lists: bad requests", () => {
  it("answers 400 to bad public-list filters", async () => {
    await expectError(
      await api("GET", "/api/khatms/public?hasAvailable=maybe"),
      400,
      "hasAvailable must be true or false",
    );
    await expectError(await api("GET", "/api/khatms/public?limit=0"), 400, "limit must be at least 1");
    await expectError(await api("GET", "/api/khatms/public?limit=101"), 400, "limit must be at most 100");
    await expectError(await api("GET", `/api/khatms/public?q=${"x".repeat(121)}`), 400, "Search text is too long");
  });

  it("answers 400 to a creator list for something that is not an e-mail", async () => {
    await expectError(await api("GET", "/api/khatms/creator/not-an-email"), 400, "Please enter a valid email address");
  });
});
