import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { must } from "@khatm/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest } from "./api-client";
import { activateTranslator } from "./i18n";

function answer(body: string, init: ResponseInit) {
  return vi.fn<typeof fetch>().mockImplementation(async () => new Response(body, init));
}

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['{"message":"Juz 3 is already reserved","error":"CONFLICT"}', "409: Juz 3 is already reserved"],
    ['{"error":"CONFLICT"}', "409: CONFLICT"],
    ["plain text", "409: plain text"],
    ["", "409: Conflict"],
  ])("turns the error answer %s into %s", async (body, text) => {
    vi.stubGlobal("fetch", answer(body, { status: 409, statusText: "Conflict" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await apiRequest("/api/x").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).message).toBe(text);
    expect((failure as ApiRequestError).status).toBe(409);
  });

  it("adds the bearer token, the cache-buster on GETs and JSON only with a body", async () => {
    localStorage.setItem("sessionToken", "tok");
    const fetchMock = answer('{"ok":true}', { status: 200 });
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/api/things");
    await apiRequest("/api/things", { method: "POST", body: { a: 1 } });
    const [getUrl, getInit] = must(fetchMock.mock.calls[0]);
    const [postUrl, postInit] = must(fetchMock.mock.calls[1]);
    expect(new URL(getUrl as URL).searchParams.has("_t")).toBe(true);
    expect(new URL(postUrl as URL).searchParams.has("_t")).toBe(false);
    expect(new Headers(must(getInit).headers).get("Authorization")).toBe("Bearer tok");
    expect(new Headers(must(getInit).headers).has("Content-Type")).toBe(false);
    expect(new Headers(must(postInit).headers).get("Content-Type")).toBe("application/json");
    expect(must(getInit).credentials).toBe("include");
  });

  it("asks for the language the app is showing, which the language menu may have changed", async () => {
    const fetchMock = answer('{"ok":true}', { status: 200 });
    vi.stubGlobal("fetch", fetchMock);
    activateTranslator(createTranslator("tr", await loadCatalogue("tr")));
    await apiRequest("/api/things");
    activateTranslator(createTranslator("ar", await loadCatalogue("ar")));
    await apiRequest("/api/things", { method: "POST", body: {} });
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(must(init).headers).get("Accept-Language"));
    expect(sent).toEqual(["tr", "ar"]);
  });

  it("answers null on 204", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 })));
    expect(await apiRequest("/api/logout", { method: "POST" })).toBeNull();
  });
});
