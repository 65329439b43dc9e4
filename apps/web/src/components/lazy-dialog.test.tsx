import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyDialog } from "./lazy-dialog";

interface FakeDialogProps {
  opened: boolean;
  title: string;
}

function FakeDialog({ opened, title }: FakeDialogProps) {
  return <p>{`${title}: ${opened ? "open" : "closed"}`}</p>;
}

describe("lazyDialog", () => {
  it("loads the dialog's code only when it first opens, then keeps it mounted so it can close", async () => {
    const load = vi.fn(async () => FakeDialog);
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog opened={false} title="Share" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Share/)).toBeNull();

    rerender(<Dialog opened title="Share" />);
    expect(await screen.findByText("Share: open")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => rerender(<Dialog opened={false} title="Share" />));
    expect(screen.getByText("Share: closed")).toBeTruthy();
    await act(async () => rerender(<Dialog opened title="Share" />));
    expect(screen.getByText("Share: open")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
