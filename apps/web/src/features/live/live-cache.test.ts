import type { Juz, Khatm, LiveMessage } from "@khatm/schema";
import { freePart } from "@khatm/schema/share-page";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { khatmKeys } from "../khatms/queries";
import { liveCache } from "./live-cache";

const juz = (number: number, status: Juz["status"] = "available"): Juz => ({
  ...freePart(number, "k1", number, ""),
  status,
  readerName: status === "available" ? null : "Aisha",
});
const stats = (reserved: number) => ({ available: 30 - reserved, reserved, completed: 0 });
const khatm = (reserved: number) => ({ id: "k1", accessCode: "123456", stats: stats(reserved) }) as Khatm;
const all = (taken: number[] = []) =>
  Array.from({ length: 30 }, (_, i) => juz(i + 1, taken.includes(i + 1) ? "reserved" : "available"));

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(khatmKeys.byCode("123456"), khatm(0));
  queryClient.setQueryData(khatmKeys.juzs("k1"), all());
  const resync = vi.fn();
  const apply = liveCache(queryClient, "k1", "123456");
  const send = (message: LiveMessage) => apply(message, resync);
  const grid = () => queryClient.getQueryData<Juz[]>(khatmKeys.juzs("k1"));
  const taken = () => (grid() ?? []).filter((entry) => entry.status !== "available").map((entry) => entry.number);
  const counts = () => queryClient.getQueryData<Khatm>(khatmKeys.byCode("123456"))?.stats;
  return { send, resync, taken, counts };
}

describe("liveCache", () => {
  it("merges a change that follows the version it holds, counts included", () => {
    const { send, resync, taken, counts } = setUp();
    send({ type: "snapshot", version: 4, khatm: khatm(0), juzs: all() });
    send({ type: "change", version: 5, khatm: khatm(2), juzs: [juz(3, "reserved"), juz(4, "reserved")] });
    expect(taken()).toEqual([3, 4]);
    expect(counts()).toEqual(stats(2));
    // An old or repeated change changes nothing.
    send({ type: "change", version: 5, khatm: khatm(0), juzs: [juz(3), juz(4)] });
    expect(taken()).toEqual([3, 4]);
    expect(resync).not.toHaveBeenCalled();
  });

  it("asks for a snapshot after a gap, ignores changes until it comes, then follows it", () => {
    const { send, resync, taken } = setUp();
    send({ type: "snapshot", version: 1, khatm: khatm(0), juzs: all() });
    send({ type: "change", version: 3, khatm: khatm(1), juzs: [juz(9, "reserved")] });
    send({ type: "change", version: 4, khatm: khatm(2), juzs: [juz(10, "reserved")] });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(taken()).toEqual([]);
    send({ type: "snapshot", version: 4, khatm: khatm(3), juzs: all([8, 9, 10]) });
    expect(taken()).toEqual([8, 9, 10]);
    send({ type: "change", version: 5, khatm: khatm(4), juzs: [juz(11, "reserved")] });
    expect(taken()).toEqual([8, 9, 10, 11]);
  });

  it("marks the list for WhatsApp stale with each change, so it is read again before it is copied", () => {
    const queryClient = new QueryClient();
    const listKey = [...khatmKeys.detail("k1"), "list-text", "en"];
    const apply = liveCache(queryClient, "k1", "123456");
    apply({ type: "snapshot", version: 1, khatm: khatm(0), juzs: all() }, vi.fn());
    queryClient.setQueryData(listKey, "1. —");
    apply({ type: "change", version: 2, khatm: khatm(1), juzs: [juz(1, "reserved")] }, vi.fn());
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("asks for a snapshot when a change comes before any", () => {
    const { send, resync, taken } = setUp();
    send({ type: "change", version: 7, khatm: khatm(1), juzs: [juz(2, "reserved")] });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(taken()).toEqual([]);
  });
});
