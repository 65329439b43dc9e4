import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "./body-limit";

const tooLarge = JSON.stringify({ email: "a@example.com", padding: "x".repeat(API_BODY_LIMIT_BYTES) });
const expected = { error: "PAYLOAD_TOO_LARGE", message: "The request body is too large (at most 16 KB)." };

describe("API body limit", () => {
  it("answers 413 to a body declared larger than the limit", async () => {
    const response = await SELF.fetch("https://khatm.test/api/auth/magic-link", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: tooLarge,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(expected);
  });

  it("answers 413 to a streamed body that grows past the limit", async () => {
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode("x".repeat(API_BODY_LIMIT_BYTES / 2)));
        controller.close();
      },
    });
    const response = await SELF.fetch("https://khatm.test/api/auth/magic-link", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(expected);
  });
});
