import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { createKhatm, randomAccessCode } from "./khatm-creation";

async function creator() {
  const email = `creator-${crypto.randomUUID()}@example.com`;
  const row = await env.DB.prepare("INSERT INTO users (email, name, created_at) VALUES (?, 'Khadija', ?) RETURNING id")
    .bind(email, new Date().toISOString())
    .first<{ id: number }>();
  return { id: must(row).id, name: "Khadija", email };
}

const draft = async () => ({
  name: "Khatm",
  occasion: null,
  dedication: null,
  isPublic: true,
  creator: await creator(),
  creatorConfirmed: true,
  locale: null,
});

describe("randomAccessCode", () => {
  it("draws 6 digits, leading zeros included", () => {
    const codes = Array.from({ length: 2000 }, randomAccessCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe("createKhatm", () => {
  it("draws a new access code when the first is taken, and writes the khatm once", async () => {
    const first = must(await createKhatm(env, await draft(), () => "424242"));
    const drawn = ["424242", "424242", "777777"];
    const second = must(await createKhatm(env, await draft(), () => must(drawn.shift())));

    expect(first.khatm.accessCode).toBe("424242");
    expect(second.khatm.accessCode).toBe("777777");
    expect(drawn).toEqual([]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM juzs WHERE khatm_id = ?")
      .bind(second.khatm.id)
      .first();
    expect(rows).toEqual({ n: 30 });
  });

  it("gives up after repeated collisions instead of looping forever", async () => {
    await createKhatm(env, await draft(), () => "100100");
    await expect(createKhatm(env, await draft(), () => "100100")).rejects.toThrow(
      /UNIQUE constraint failed: khatm_claims.access_code/,
    );
  });
});
