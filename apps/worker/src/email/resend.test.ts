import { must } from "@khatm/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createResendSender, RESEND_ENDPOINT } from "./resend";

const message = {
  to: "reader@example.com",
  locale: "en" as const,
  subject: "Sign in to Khatms",
  text: "plain",
  html: "<p>html</p>",
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
  it("posts the message to Resend with the API key", async () => {
    const fetchMock = mockProvider(Response.json({ id: "re_123" }));
    await createResendSender({ apiKey: "re_secret", from: "Khatms <no-reply@khatms.example>" }).send(message);

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = must(fetchMock.mock.calls[0]);
    expect(url).toBe(RESEND_ENDPOINT);
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
    await expect(createResendSender({ apiKey: "k", from: "a@b.c" }).send(message)).rejects.toThrow(
      /403 .*domain not verified/,
    );
  });
});
