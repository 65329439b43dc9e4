import { describe, expect, it } from "vitest";
import { api } from "../../test/khatms";
import { expectJson } from "../../test/observe";

// "GET /khatms/:id" would also take these paths, with the word for a khatm id (404 "Khatm not found").
describe("/api/khatms paths that start with a fixed word", () => {
  it("GET /api/khatms/public is the public list", async () => {
    expect(Array.isArray(await expectJson(await api("GET", "/api/khatms/public"), 200))).toBe(true);
  });

  it("GET /api/khatms/creator/{email} is the creator's list", async () => {
    expect(await expectJson(await api("GET", "/api/khatms/creator/nobody%40example.com"), 200)).toEqual([]);
  });
});
