import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { toastUnexpectedErrors } from "./unexpected-errors";

describe("toastUnexpectedErrors", () => {
  it("logs a rejection nothing handled and shows the spec's 'An unexpected error occurred' toast", async () => {
    const target = new EventTarget() as Window;
    toastUnexpectedErrors(target);
    renderWithApp(<p>page</p>);
    await screen.findByText("page");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});

    const reason = new Error("boom");
    const event = Object.assign(new Event("unhandledrejection"), { reason });
    target.dispatchEvent(event);

    expect(await screen.findByText("An unexpected error occurred")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Unexpected error", reason);
    log.mockRestore();
  });
});
