import type { ReaderJuz } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { groupReservations } from "./group-reservations";

const ramadan = { id: "k1", name: "Ramadan Khatm", accessCode: "123456" };
const memorial = { id: "k2", name: "For Grandfather", accessCode: "654321" };

function juz(number: number, status: ReaderJuz["status"], khatm = ramadan): ReaderJuz {
  return {
    id: number * 10,
    khatmId: khatm.id,
    number,
    surahs: "",
    status,
    readerId: 1,
    readerName: "Amina",
    readerEmail: "amina@example.org",
    reservedAt: "2025-05-01T00:00:00.000Z",
    completedAt: status === "completed" ? "2025-05-02T00:00:00.000Z" : null,
    viewerIsReader: true,
    readerAnonymous: false,
    khatm,
  };
}

describe("groupReservations", () => {
  it("groups by khatm in the API's order and splits reserved from completed, each sorted by juz", () => {
    const groups = groupReservations([
      juz(9, "reserved"),
      juz(2, "completed", memorial),
      juz(3, "reserved"),
      juz(1, "completed"),
      juz(4, "reserved", memorial),
    ]);
    expect(groups.map((group) => group.khatm.name)).toEqual(["Ramadan Khatm", "For Grandfather"]);
    expect(must(groups[0]).reserved.map((j) => j.number)).toEqual([3, 9]);
    expect(must(groups[0]).completed.map((j) => j.number)).toEqual([1]);
    expect(must(groups[1]).reserved.map((j) => j.number)).toEqual([4]);
    expect(must(groups[1]).completed.map((j) => j.number)).toEqual([2]);
  });

  it("leaves out juz that are available again and khatms left empty", () => {
    expect(groupReservations([juz(5, "available")])).toEqual([]);
  });
});
