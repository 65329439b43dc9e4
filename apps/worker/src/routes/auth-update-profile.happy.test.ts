import type { UserResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { call, expectJson, signIn } from "../../test/auth";

const update = (token: string, body: unknown) => call("POST", "/api/auth/update-profile", { token, body });

describe("POST /api/auth/update-profile", () => {
  it("saves name and country (trimmed) and answers the updated user, which the session check then shows", async () => {
    const { token, user } = await signIn("profile@example.com");
    const answer = await expectJson<UserResponse>(
      await update(token, { name: "  Khadija ", country: "Morocco " }),
      200,
    );
    expect(answer.user).toEqual({ ...user, name: "Khadija", country: "Morocco" });
    expect(await expectJson(await call("GET", "/api/auth/me", { token }), 200)).toEqual(answer);
  });

  it("clears a field sent empty or null", async () => {
    const { token } = await signIn("clear@example.com");
    await update(token, { name: "Umar", country: "Egypt" });
    const answer = await expectJson<UserResponse>(await update(token, { name: "", country: null }), 200);
    expect(answer.user).toMatchObject({ name: null, country: null });
  });

  it("accepts any script and punctuation in free text", async () => {
    const { token } = await signIn("unicode@example.com");
    const answer = await expectJson<UserResponse>(
      await update(token, { name: "عبد الله O'Neil", country: "Côte d’Ivoire" }),
      200,
    );
    expect(answer.user).toMatchObject({ name: "عبد الله O'Neil", country: "Côte d’Ivoire" });
  });
});
