import { CHANGED_KHATM_HEADER, READ_AFTER_HEADER } from "@khatm/schema/headers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api-client";
import { READ_AFTER_MAX_KHATMS, READ_AFTER_WINDOW_MS } from "./read-after-writes";

const changed = (khatmId: string) =>
  new Response("{}", { status: 200, headers: { "Content-Type": "application/json", [CHANGED_KHATM_HEADER]: khatmId } });

/** The read-after header of the next GET the app sends, after the answers given. */
async function nextReadHeader(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  fetchMock.mockImplementationOnce(async () => new Response("[]", { status: 200 }));
  await apiRequest("/api/readers/a%40example.com/juzs");
  const [, init] = fetchMock.mock.calls.at(-1) ?? [];
  return new Headers(init?.headers).get(READ_AFTER_HEADER);
}

describe("read-after-writes", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("names the khatms this tab changed on its reads, newest first, until the window has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    expect(await nextReadHeader(fetchMock)).toBeNull();

    fetchMock.mockImplementationOnce(async () => changed("khatm-a"));
    await apiRequest("/api/juzs/1/cancel", { method: "POST", body: {} });
    vi.advanceTimersByTime(1000);
    fetchMock.mockImplementationOnce(async () => changed("khatm-b"));
    await apiRequest("/api/khatms/khatm-b/reserve", { method: "POST", body: {} });
    expect(await nextReadHeader(fetchMock)).toBe("khatm-b,khatm-a");

    vi.advanceTimersByTime(READ_AFTER_WINDOW_MS - 500);
    expect(await nextReadHeader(fetchMock)).toBe("khatm-b");
    vi.advanceTimersByTime(1000);
    expect(await nextReadHeader(fetchMock)).toBeNull();
  });

  it("keeps the most recent khatms only, and a refused change names none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    for (let i = 0; i <= READ_AFTER_MAX_KHATMS; i++) {
      vi.advanceTimersByTime(10);
      fetchMock.mockImplementationOnce(async () => changed(`khatm-${i}`));
      await apiRequest(`/api/khatms/khatm-${i}/reserve`, { method: "POST", body: {} });
    }
    const named = (await nextReadHeader(fetchMock))?.split(",");
    expect(named).toHaveLength(READ_AFTER_MAX_KHATMS);
    expect(named).not.toContain("khatm-0");

    sessionStorage.clear();
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementationOnce(
      async () => new Response('{"error":"CONFLICT"}', { status: 409, headers: { [CHANGED_KHATM_HEADER]: "khatm-x" } }),
    );
    await apiRequest("/api/khatms/khatm-x/reserve", { method: "POST", body: {} }).catch(() => {});
    expect(await nextReadHeader(fetchMock)).toBeNull();
  });
});
