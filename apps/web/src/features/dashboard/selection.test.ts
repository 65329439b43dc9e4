import type { Juz, JuzStatus } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { nextFreeNumbers } from "../khatms/quick-picks";
import { addParts, changedSince, filterJuzs, nextFilter, toggleJuz } from "./selection";
import { checkTransfer } from "./TransferJuzDialog";

function juz(number: number, status: JuzStatus): Juz {
  return {
    id: 100 + number,
    khatmId: "k1",
    number,
    surahs: "",
    status,
    readerId: null,
    readerName: status === "available" ? null : "Reader",
    reservedAt: null,
    completedAt: null,
    viewerIsReader: false,
    readerAnonymous: false,
  };
}

const juzs = [juz(1, "available"), juz(2, "available"), juz(3, "reserved"), juz(4, "completed")];

describe("toggleJuz", () => {
  it("adds juz of the same status, sorted, and removes a selected one", () => {
    const first = toggleJuz([], must(juzs[1]), juzs);
    expect(first).toEqual({ ok: true, selected: [2] });
    expect(toggleJuz([2], must(juzs[0]), juzs)).toEqual({ ok: true, selected: [1, 2] });
    expect(toggleJuz([1, 2], must(juzs[0]), juzs)).toEqual({ ok: true, selected: [2] });
  });
  it("refuses a juz of another status, naming the selection's status", () => {
    expect(toggleJuz([1], must(juzs[2]), juzs)).toEqual({ ok: false, status: "available" });
    expect(toggleJuz([3], must(juzs[3]), juzs)).toEqual({ ok: false, status: "reserved" });
  });
});

describe("changedSince", () => {
  it("names the selected juz whose status is no longer the selection's", () => {
    const now = [juz(1, "available"), juz(2, "reserved"), juz(3, "reserved"), juz(4, "completed")];
    expect(changedSince([1, 2], "available", now)).toEqual([2]);
    expect(changedSince([2, 3], "reserved", now)).toEqual([]);
    expect(changedSince([3, 4], "reserved", now)).toEqual([4]);
  });
  it("names nothing while nothing is selected", () => {
    expect(changedSince([], undefined, juzs)).toEqual([]);
  });
});

describe("creator filter", () => {
  it("shows every juz by default and counts completed juz as reserved", () => {
    expect(filterJuzs(juzs, ["available", "reserved"])).toHaveLength(4);
    expect(filterJuzs(juzs, ["reserved"]).map((j) => j.number)).toEqual([3, 4]);
    expect(filterJuzs(juzs, ["available"]).map((j) => j.number)).toEqual([1, 2]);
  });
  it("keeps at least one status selected", () => {
    expect(nextFilter(["available"], [])).toEqual(["available"]);
    expect(nextFilter(["available", "reserved"], ["reserved"])).toEqual(["reserved"]);
  });
});

describe("checkTransfer", () => {
  const complete = { newReaderName: "Omar", newReaderEmail: "omar@example.org", creatorEmail: "c@example.org" };
  it("needs all three fields", () => {
    expect(checkTransfer({ ...complete, newReaderEmail: "" })).toBe("Please fill in all fields");
    expect(checkTransfer({ ...complete, creatorEmail: " " })).toBe("Please fill in all fields");
  });
  it("checks name and e-mails", () => {
    expect(checkTransfer({ ...complete, newReaderName: "O" })).toBe("Name must be at least 2 characters");
    expect(checkTransfer({ ...complete, newReaderEmail: "omar" })).toBe("Please enter a valid email address");
    expect(checkTransfer(complete)).toBeNull();
  });
});

describe("addParts", () => {
  const parts = [juz(1, "available"), juz(2, "reserved"), juz(3, "available"), juz(4, "reserved")];

  it("adds parts of the selection's status, sorted, once each", () => {
    expect(addParts([3], [1, 3], "available", parts)).toEqual({ ok: true, selected: [1, 3] });
    expect(addParts([], [4, 2], "reserved", parts)).toEqual({ ok: true, selected: [2, 4] });
  });

  it("refuses parts of another status than the selection's, with the selection's", () => {
    expect(addParts([1], [2, 4], "reserved", parts)).toEqual({ ok: false, status: "available" });
  });
});

describe("nextFreeNumbers", () => {
  const parts = [1, 2, 3, 4, 5, 6, 7, 8].map((number) => juz(number, number === 2 ? "reserved" : "available"));

  it("takes the free parts after the last selected, then from the start", () => {
    expect(nextFreeNumbers(parts, [])).toEqual([1, 3, 4, 5, 6]);
    expect(nextFreeNumbers(parts, [5], 3)).toEqual([6, 7, 8]);
    expect(nextFreeNumbers(parts, [7], 3)).toEqual([8, 1, 3]);
    expect(nextFreeNumbers(parts, [1, 3, 4, 5, 6, 7, 8])).toEqual([]);
  });
});
