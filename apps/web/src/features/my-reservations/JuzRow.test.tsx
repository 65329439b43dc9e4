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

  it("asks to cancel a page as a page, and a juz in the spec's words", async () => {
    const view = renderWithApp(
      <ReservationActionDialog
        action={{ kind: "cancel", juz: pageRow }}
        pending={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'Cancel your reservation for Page 300 in "Pages"? It becomes available for other readers to reserve.',
      ),
    ).toBeTruthy();
    view.unmount();
    renderWithApp(
      <ReservationActionDialog
        action={{ kind: "cancel", juz: juzRow }}
        pending={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'Cancel your reservation for Juz 5 in "Family"? It becomes available for other readers to reserve.',
      ),
    ).toBeTruthy();
  });

  it("asks to mark a page or a juz as completed in the spec's words", async () => {
    const view = renderWithApp(
      <ReservationActionDialog
        action={{ kind: "complete", juz: pageRow }}
        pending={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText("Have you finished reading Page 300? It will be marked as completed.")).toBeTruthy();
    view.unmount();
    renderWithApp(
      <ReservationActionDialog
        action={{ kind: "complete", juz: juzRow }}
        pending={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText("Have you finished reading Juz 5? It will be marked as completed.")).toBeTruthy();
  });
});
