import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { WhatsAppChoice } from "./WhatsAppChoice";

const LIST = "*Family khatm*\n\n1. Ahmed ✅\n2. —\n\n1/30 reserved · 1 completed\nhttps://khatm.example/j/123456";
const INVITATION = "You are invited: https://khatm.example/n/123456";

afterEach(() => vi.unstubAllGlobals());

describe("WhatsAppChoice", () => {
  it("is one WhatsApp button whose choice says what each sends: the link or the list", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ text: LIST }));
    renderWithApp(<WhatsAppChoice khatmId="k1" invitation={INVITATION} />);
    fireEvent.click(await screen.findByRole("button", { name: "Share via WhatsApp" }));
    const link = await screen.findByRole("menuitem", { name: /^Send the link/ });
    expect(link.textContent).toContain("The invitation to join, with the khatm's link");
    expect(link.getAttribute("href")).toBe(`https://wa.me/?text=${encodeURIComponent(INVITATION)}`);
    // Its list once read (the dialog reads it as it opens). jsdom may have closed the menu meanwhile: its items are
    // still there, hidden.
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: /^Send the list/, hidden: true }).getAttribute("href")).toBe(
        `https://wa.me/?text=${encodeURIComponent(LIST)}`,
      ),
    );
    expect(screen.getByRole("menuitem", { name: /^Send the list/, hidden: true }).textContent).toContain(
      "Every part and who reads it, as one message for the group",
    );
  });

  it("offers no list to send while it cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", async () => Response.json({ error: "INTERNAL", message: "down" }, { status: 500 }));
    renderWithApp(<WhatsAppChoice khatmId="k1" invitation={INVITATION} />);
    fireEvent.click(await screen.findByRole("button", { name: "Share via WhatsApp" }));
    const list = await screen.findByRole("menuitem", { name: /^Send the list/ });
    expect(list.getAttribute("href")).toBeNull();
    expect(list.hasAttribute("data-disabled")).toBe(true);
  });
});
