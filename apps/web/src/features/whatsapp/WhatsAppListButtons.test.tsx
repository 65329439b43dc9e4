import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { WhatsAppListButtons } from "./WhatsAppListButtons";

const LIST = "*Family khatm*\n\n1. Ahmed ✅\n2. —\n\n1/30 reserved · 1 completed\nhttps://khatm.example/j/123456";

afterEach(() => vi.unstubAllGlobals());

describe("WhatsAppListButtons", () => {
  it("copies the khatm's list, says 'Copied!' and toasts 'List copied!'; sending it is the WhatsApp choice's", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ text: LIST }));
    vi.stubGlobal("fetch", fetchMock);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithApp(<WhatsAppListButtons khatmId="k1" />);
    const copy = await screen.findByRole("button", { name: "Copy list for WhatsApp" });
    await waitFor(() => expect(copy.hasAttribute("disabled")).toBe(false));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/khatms\/k1\/list-text\?/);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(LIST);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    expect(screen.getByText("List copied!")).toBeTruthy();
    // No share sheet on a desktop (jsdom has no navigator.share).
    expect(screen.queryByRole("button", { name: "Share list" })).toBeNull();
  });

  it("says so when the list cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", async () => Response.json({ error: "INTERNAL", message: "down" }, { status: 500 }));
    renderWithApp(<WhatsAppListButtons khatmId="k1" />);
    expect(await screen.findByText("Could not load the list. Please try again.")).toBeTruthy();
  });
});
