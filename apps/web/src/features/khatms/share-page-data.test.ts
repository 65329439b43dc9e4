import { partSurahRange } from "@khatm/juz-table";
import type { Juz, Khatm } from "@khatm/schema";
import { packSharePageData, SHARE_PAGE_DATA_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import { must } from "@khatm/test-support";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { getManageKey, saveManageKey, storageKeys } from "../../lib/storage";
import { khatmKeys } from "./queries";
import { adoptSharePageData } from "./share-page-data";

const khatm = { id: "k1", name: "Khatm for Maryam", accessCode: "123456" } as Khatm;
const juzs = [{ id: 1, number: 1, status: "available" }] as Juz[];

/** Hizb `number` free, as /juzs answers it. */
function freeHizb(number: number): Juz {
  const free = { readerId: null, readerName: null, reservedAt: null, completedAt: null };
  return {
    id: 5000 + number,
    khatmId: "k1",
    number,
    surahs: partSurahRange("hizb", number),
    status: "available",
    ...free,
    viewerIsReader: false,
    readerAnonymous: false,
  };
}

/** The page as the worker serves /j/123456: the data element after the app's root. */
function servePage(path: string, data: SharePageData | string = { code: "123456", khatm, juzs }) {
  window.history.replaceState(null, "", path);
  const element = document.createElement("script");
  element.id = SHARE_PAGE_DATA_ELEMENT_ID;
  element.type = "application/json";
  element.textContent = typeof data === "string" ? data : JSON.stringify(data);
  document.body.append(element);
}

function adopted() {
  const queryClient = createQueryClient();
  const view = adoptSharePageData(queryClient);
  const state = (key: readonly unknown[]) => {
    const query = queryClient.getQueryCache().find({ queryKey: key });
    // Stale by the app's freshness rule: a mounted page reads it again.
    const staleTime = must(queryClient.getDefaultOptions().queries).staleTime as number;
    return query ? { data: query.state.data, stale: query.isStaleByTime(staleTime) } : undefined;
  };
  return { view, byCode: state(khatmKeys.byCode("123456")), juzs: state(khatmKeys.juzs("k1")) };
}

describe("adoptSharePageData", () => {
  afterEach(() => {
    localStorage.clear();
    document.getElementById(SHARE_PAGE_DATA_ELEMENT_ID)?.remove();
    window.history.replaceState(null, "", "/");
  });

  it("puts the khatm and its juz in the cache, fresh, for a browser without credentials", () => {
    servePage("/j/123456");
    // The app hydrates the worker's HTML: its first render is that page.
    expect(adopted()).toEqual({
      view: "as-served",
      byCode: { data: khatm, stale: false },
      juzs: { data: juzs, stale: false },
    });
    expect(document.getElementById(SHARE_PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it("writes a hizb khatm's free hizb out again, as the API answers them, before the first render", () => {
    const hizbKhatm = { ...khatm, division: "hizb", partCount: 60 } as Khatm;
    const taken = { ...freeHizb(7), status: "reserved", readerName: "Aisha", reservedAt: "2026-03-01T10:00:00.000Z" };
    const all = Array.from({ length: 60 }, (_, index) => (index === 6 ? taken : freeHizb(index + 1))) as Juz[];
    servePage("/j/123456", packSharePageData({ code: "123456", khatm: hizbKhatm, juzs: all }, partSurahRange));
    expect(adopted().juzs).toEqual({ data: all, stale: false });
  });

  it("marks the juz stale for a browser with a reader key: it may hold some, which the anonymous read cannot say", () => {
    localStorage.setItem(storageKeys.readerKey, "reader-key");
    servePage("/j/123456");
    expect(adopted()).toEqual({
      view: "personal",
      byCode: { data: khatm, stale: false },
      juzs: { data: juzs, stale: true },
    });
  });

  it("marks both stale for a possible creator: a session, a manage key kept or arriving in the address", () => {
    const cases = [
      () => localStorage.setItem(storageKeys.sessionToken, "session"),
      () => saveManageKey("k1", "kept-key"),
      () => window.history.replaceState(null, "", "/n/123456#manage=mailed-key"),
    ];
    for (const [index, credential] of cases.entries()) {
      servePage("/n/123456");
      credential();
      expect(adopted(), `case ${index}`).toEqual({
        view: "personal",
        byCode: { data: khatm, stale: true },
        juzs: { data: juzs, stale: true },
      });
      localStorage.clear();
    }
    servePage("/n/123456#manage=mailed-key");
    adopted();
    expect(getManageKey("k1")).toBe("mailed-key");
    expect(window.location.hash).toBe("");
  });

  it("ignores data for another page or that does not parse", () => {
    servePage("/j/654321");
    expect(adopted()).toEqual({ view: null, byCode: undefined, juzs: undefined });
    servePage("/j/123456", "{not json");
    expect(adopted()).toEqual({ view: null, byCode: undefined, juzs: undefined });
  });

  it("does nothing on a page without data", () => {
    window.history.replaceState(null, "", "/j/123456");
    expect(adopted()).toEqual({ view: null, byCode: undefined, juzs: undefined });
  });
});
