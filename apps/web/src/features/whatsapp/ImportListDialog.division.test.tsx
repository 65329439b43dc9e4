import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { ImportListDialog } from "./ImportListDialog";

const PREVIEW = {
  rows: [
    { number: 300, readerName: "Ali", completed: true },
    { number: 301, readerName: "Zainab", completed: false },
  ],
  unread: [],
  held: [] as number[],
};

afterEach(() => vi.unstubAllGlobals());

describe("ImportListDialog on a page khatm", () => {
  it("names the held pages and the pages it will reserve as pages", async () => {
    vi.stubGlobal("fetch", async () => Response.json(PREVIEW));
    renderWithApp(<ImportListDialog khatmId="k1" division="page" opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Pasted list"), {
      target: { value: "Page 300: Ali ✅\n301. Zainab" },
    });
    expect(await screen.findByText("Ali")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    const confirm = await screen.findByRole("dialog", { name: "Apply this list?" });
    expect(
      within(confirm).getByText(
        "Pages 300-301 will be reserved on behalf of the readers named, and those marked ✅ marked as completed. Any pages a reader already holds stay as they are.",
      ),
    ).toBeTruthy();
  });

  it("warns of a page another reader holds", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ ...PREVIEW, held: [301] }));
    renderWithApp(<ImportListDialog khatmId="k1" division="page" opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Pasted list"), { target: { value: "301. Zainab" } });
    expect(
      await screen.findByText("Another reader holds Page 301: change those lines or the board before applying."),
    ).toBeTruthy();
  });
});
