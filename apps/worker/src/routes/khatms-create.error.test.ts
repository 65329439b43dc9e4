import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, uniqueEmail } from "../../test/khatms";
import { expectError } from "../../test/observe";

const create = (body: unknown) => api("POST", "/api/khatms", { body });

describe("POST /api/khatms: bad requests", () => {
  it("answers 400 naming the field", async () => {
    const creator = { creatorName: "Khadija", creatorEmail: uniqueEmail() };
    await expectError(await create({ ...creator, name: "   " }), 400, "Khatm name is required");
    await expectError(await create({ ...creator }), 400, "Khatm name is required");
    await expectError(
      await create({ ...creator, name: "x".repeat(121) }),
      400,
      "Khatm name must be at most 120 characters",
    );
    await expectError(
      await create({ ...creator, name: "Khatm", occasion: "x".repeat(501) }),
      400,
      "Occasion must be at most 500 characters",
    );
    await expectError(
      await create({ ...creator, name: "Khatm", isPublic: "yes" }),
      400,
      "isPublic must be true or false",
    );
    await expectError(
      await create({ name: "Khatm", creatorName: "Khadija", creatorEmail: "not-an-email" }),
      400,
      "Please enter a valid email address",
    );
  });

  it("asks a signed-out creator for a name and an e-mail", async () => {
    expect(await expectError(await create({ name: "Khatm", creatorEmail: uniqueEmail() }), 400)).toBe(
      "creatorName: Your name is required",
    );
    expect(await expectError(await create({ name: "Khatm", creatorName: "Khadija" }), 400)).toBe(
      "creatorEmail: Your email is required",
    );
  });

  it("answers 400, never 500, to a body that is not JSON, and creates nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM khatms").first();
    await expectError(
      await api("POST", "/api/khatms", { rawBody: '{"name": "Khatm",' }),
      400,
      "The request body is not valid JSON.",
    );
    await expectError(await api("POST", "/api/khatms", { rawBody: "[]" }), 400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM khatms").first()).toEqual(before);
  });
});
