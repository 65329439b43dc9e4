import { afterEach, describe, expect, it } from "vitest";
import { getManageKey } from "../../lib/storage";
import { adoptManageKeyFromUrl, hasManageKeyInUrl } from "./manage-key";

describe("adoptManageKeyFromUrl", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("saves the e-mailed key for the khatm and removes it from the address", () => {
    window.history.replaceState(null, "", "/n/123456?x=1#manage=s3cr%2Bet");
    expect(hasManageKeyInUrl()).toBe(true);
    expect(adoptManageKeyFromUrl("khatm-1")).toBe(true);
    expect(hasManageKeyInUrl()).toBe(false);
    expect(getManageKey("khatm-1")).toBe("s3cr+et");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/n/123456?x=1");
  });

  it("leaves other fragments alone", () => {
    window.history.replaceState(null, "", "/n/123456#top");
    expect(hasManageKeyInUrl()).toBe(false);
    expect(adoptManageKeyFromUrl("khatm-1")).toBe(false);
    expect(window.location.hash).toBe("#top");
    expect(getManageKey("khatm-1")).toBeNull();
  });
});
