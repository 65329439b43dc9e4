import type { Division } from "@khatm/schema/rules";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { LeftSelectionNotice } from "../khatms/LeftSelectionNotice";
import { CreatorDialogs } from "./CreatorDialogs";
import type { CreatorActions } from "./use-creator-actions";

/** The board's actions with one dialog open on the given parts; the dialogs only read these fields. */
function actionsWith(open: "complete" | "cancel" | "uncomplete" | "behalf", numbers: number[]): CreatorActions {
  const pending = { reserve: false, behalf: false, cancel: false, transfer: false, complete: false, uncomplete: false };
  return {
    dialog: { open, last: open, numbers, first: undefined },
    closeDialog: vi.fn(),
    confirmEmail: "",
    pending,
  } as unknown as CreatorActions;
}

function renderDialog(open: Parameters<typeof actionsWith>[0], numbers: number[], division?: Division) {
  renderWithApp(<CreatorDialogs actions={actionsWith(open, numbers)} division={division} />);
}

describe("the creator's dialogs in the khatm's division's words", () => {
  it("asks to complete pages as pages", async () => {
    renderDialog("complete", [12, 13, 14], "page");
    expect(await screen.findByText("Mark Multiple Pages as Completed")).toBeTruthy();
    expect(screen.getByText("Mark Pages 12-14 as completed? This action cannot be undone.")).toBeTruthy();
  });

  it("keeps the spec's words for a juz khatm", async () => {
    renderDialog("complete", [1, 2]);
    expect(await screen.findByText("Mark Multiple Juzs as Completed")).toBeTruthy();
    expect(screen.getByText("Mark Juz 1-2 as completed? This action cannot be undone.")).toBeTruthy();
  });

  it("cancels hizb as hizb", async () => {
    renderDialog("cancel", [3, 5], "hizb");
    expect(
      await screen.findByText(
        "Cancel the reservation of Hizb 3, 5? These hizb become available for other readers again.",
      ),
    ).toBeTruthy();
  });

  it("names a page khatm's selection when reserving on behalf", async () => {
    renderDialog("behalf", [300, 301], "page");
    expect(await screen.findByText("Reserve on Behalf of Another Reader")).toBeTruthy();
    expect(screen.getByText("Pages 300-301")).toBeTruthy();
  });

  it("keeps the spec's cancel text for a juz khatm", async () => {
    renderDialog("uncomplete", [4]);
    expect(
      await screen.findByText("Mark Juz 4 as not completed? The juz go back to reserved for their readers."),
    ).toBeTruthy();
  });
});

describe("LeftSelectionNotice", () => {
  const notice = (division?: Division) =>
    renderWithApp(
      <LeftSelectionNotice
        numbers={[12, 14]}
        onClose={vi.fn()}
        title="join.takenTitle"
        message="join.taken"
        testId="taken"
        division={division}
      />,
    );

  it("names a page khatm's parts as pages", async () => {
    notice("page");
    expect(
      await screen.findByText(
        "Pages 12 and 14 were just reserved by someone else, so they have left your selection. Please choose another.",
      ),
    ).toBeTruthy();
  });

  it("names a juz khatm's as the spec's", async () => {
    notice();
    expect(await screen.findByText(/^Juz 12 and 14 were just reserved/)).toBeTruthy();
  });
});
