import { partSurahRange } from "@khatm/juz-table";
import type { ReaderJuz } from "@khatm/schema";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { JuzRow } from "./JuzRow";
import { ReservationActionDialog } from "./ReservationActionDialog";

const row = (number: number, khatm: ReaderJuz["khatm"]): ReaderJuz => ({
  id: number,
  khatmId: khatm.id,
  number,
  surahs: "",
  status: "reserved",
  readerId: null,
  readerName: "Amina",
  reservedAt: "2026-03-01T10:00:00.000Z",
  completedAt: null,
  viewerIsReader: true,
  readerAnonymous: false,
  khatm,
});
const pageRow = row(300, { id: "k1", name: "Pages", accessCode: "111111", division: "page" });
const juzRow = row(5, { id: "k2", name: "Family", accessCode: "222222" });

/** The reader's confirmations, a page khatm's in pages and a juz khatm's in the spec's words. */
const ACTION_QUESTIONS = [
  {
    name: "to cancel a page as a page",
    kind: "cancel",
    juz: pageRow,
    question: 'Cancel your reservation for Page 300 in "Pages"? It becomes available for other readers to reserve.',
  },
  {
    name: "to cancel a juz in the spec's words",
    kind: "cancel",
    juz: juzRow,
    question: 'Cancel your reservation for Juz 5 in "Family"? It becomes available for other readers to reserve.',
  },
  {
    name: "to mark a page as completed",
    kind: "complete",
    juz: pageRow,
    question: "Have you finished reading Page 300? It will be marked as completed.",
  },
  {
    name: "to mark a juz as completed in the spec's words",
    kind: "complete",
    juz: juzRow,
    question: "Have you finished reading Juz 5? It will be marked as completed.",
  },
] as const;

describe("My Reservations rows in the khatm's division's words", () => {
  it("names a page khatm's part as a page, with its own verses", async () => {
    renderWithApp(<JuzRow juz={pageRow} />);
    expect(await screen.findByText("Page 300")).toBeTruthy();
    expect(screen.getByText(partSurahRange("page", 300))).toBeTruthy();
    expect(screen.queryByText("Juz 300")).toBeNull();
  });

  it("keeps the spec's 'Juz 5' for a juz khatm", async () => {
    renderWithApp(<JuzRow juz={juzRow} />);
    expect(await screen.findByText("Juz 5")).toBeTruthy();
  });

  for (const { name, kind, juz, question } of ACTION_QUESTIONS) {
    it(`asks ${name}`, async () => {
      renderWithApp(
        <ReservationActionDialog action={{ kind, juz }} pending={false} onConfirm={vi.fn()} onClose={vi.fn()} />,
      );
      expect(await screen.findByText(question)).toBeTruthy();
    });
  }
});
