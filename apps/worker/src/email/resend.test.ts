import { must } from "@khatm/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createResendSender } from "./resend";

const ENDPOINT = "https://relay.example/emails";

const message = {
  to: "reader@example.com",
  locale: "en" as const,
  subject: "Sign in to Khatms",
  text: "plain",
  html: "<p>html</p>",
  idempotencyKey: "effect-1",
};

// Only the outbound call to the provider is replaced: it is the network boundary of this module.
function mockProvider(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Resend sender", () => {
  it("posts the message to the configured URL with the API key and its idempotency key", async () => {
    const fetchMock = mockProvider(Response.json({ id: "re_123" }));
    const from = "Khatms <no-reply@khatms.example>";
    await createResendSender({ apiKey: "re_secret", from, url: ENDPOINT }).send(message);

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = must(fetchMock.mock.calls[0]);
    expect(url).toBe(ENDPOINT);
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe("effect-1");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer re_secret");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual({
      from: "Khatms <no-reply@khatms.example>",
      to: ["reader@example.com"],
      subject: "Sign in to Khatms",
      text: "plain",
      html: "<p>html</p>",
    });
  });

  it("fails with the provider's explanation when the e-mail is refused", async () => {
    mockProvider(new Response('{"message":"domain not verified"}', { status: 403 }));
    await expect(createResendSender({ apiKey: "k", from: "a@b.c", url: ENDPOINT }).send(message)).rejects.toThrow(
      /403 .*domain not verified/,
    );
  });
});
