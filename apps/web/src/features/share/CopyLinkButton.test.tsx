import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { CopyLinkButton } from "./CopyLinkButton";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyLinkButton", () => {
  afterEach(() => vi.useRealTimers());

  it("copies the link, says 'Copied!' for 2 seconds and toasts 'Link copied!'", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    renderWithApp(<CopyLinkButton link="https://khatm.example/n/123456" />);
    const button = await screen.findByRole("button", { name: "Copy Link" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith("https://khatm.example/n/123456");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    expect(screen.getByText("Link copied!")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy();
  });

  it("asks to copy by hand when the clipboard refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    renderWithApp(<CopyLinkButton link="https://khatm.example/n/123456" label="Copy Shareable Link" />);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Copy Shareable Link" })));
    expect(await screen.findByText("Failed to copy")).toBeTruthy();
    expect(screen.getByText("Please try selecting and copying the link manually.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy Shareable Link" })).toBeTruthy();
  });
});
