import { describe, expect, it } from "vitest";
import { base64url, fromBase64url } from "./base64url";
import { hmacKey, hmacSignature, hmacVerifies } from "./hmac";

describe("HMAC signatures", () => {
  it("verify for the message and key they were made with, and for nothing else", async () => {
    const key = await hmacKey("one secret");
    const signature = await hmacSignature(key, "stop:khatm-1");
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(await hmacVerifies(key, signature, "stop:khatm-1")).toBe(true);
    expect(await hmacVerifies(key, signature, "stop:khatm-2")).toBe(false);
    expect(await hmacVerifies(await hmacKey("another secret"), signature, "stop:khatm-1")).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(await hmacVerifies(key, flipped, "stop:khatm-1")).toBe(false);
  });

  it("refuse a signature that is not URL-safe base64 without throwing", async () => {
    const key = await hmacKey("one secret");
    for (const text of ["a", "!!!!", "ab cd", ""]) expect(await hmacVerifies(key, text, "stop:khatm-1")).toBe(false);
  });
});

describe("URL-safe base64", () => {
  it("writes bytes without '+', '/' or padding, and reads them back", () => {
    const bytes = new Uint8Array([251, 255, 191, 104, 105]);
    expect(base64url(bytes)).toBe("-_-_aGk");
    expect(fromBase64url("-_-_aGk")).toEqual(bytes);
    expect(fromBase64url("a")).toBeNull();
  });
});
