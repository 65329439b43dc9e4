import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { ImportListDialog } from "./ImportListDialog";

const PREVIEW = {
  rows: [
    { number: 1, readerName: "Ahmed", completed: true },
    { number: 2, readerName: null, completed: false },
    { number: 3, readerName: "Yusuf", completed: false },
  ],
  unread: [{ line: "*Ramadan khatm*", reason: "noPartNumber" }],
  held: [] as number[],
};

afterEach(() => vi.unstubAllGlobals());

describe("ImportListDialog", () => {
  it("previews the pasted list, then applies it behind a confirmation", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal("fetch", async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { apply: boolean };
      bodies.push(body);
      return Response.json(body.apply ? { ...PREVIEW, message: "List applied: Juz 1 and 3 updated." } : PREVIEW);
    });
    const onClose = vi.fn();
    renderWithApp(<ImportListDialog khatmId="k1" opened onClose={onClose} />);
    const text = "*Ramadan khatm*\n1. Ahmed ✅\n2. —\n3. Yusuf";
    fireEvent.change(await screen.findByLabelText("Pasted list"), { target: { value: text } });
    expect(await screen.findByText("Ahmed")).toBeTruthy();
    expect(screen.getByText("Available")).toBeTruthy();
    expect(screen.getByText("Lines not read (1)")).toBeTruthy();
    expect(screen.getByText("· no juz number")).toBeTruthy();
    expect(bodies).toEqual([{ text, apply: false }]);

    await waitFor(() => expect(screen.getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    const confirm = await screen.findByRole("dialog", { name: "Apply this list?" });
    expect(within(confirm).getByText(/^Juz 1, 3 will be reserved on behalf of the readers named/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("List applied: Juz 1 and 3 updated.")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toContainEqual({ text, apply: true });
  });

  it("warns of juz another reader holds, and keeps Apply off", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ ...PREVIEW, held: [3] }));
    renderWithApp(<ImportListDialog khatmId="k1" opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Pasted list"), { target: { value: "1. Ahmed\n3. Yusuf" } });
    expect(
      await screen.findByText("Another reader holds Juz 3: change those lines or the board before applying."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows the API's refusal of a list too long", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = "The pasted text must be at most 1,000 lines";
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: "BAD_REQUEST", message, field: "text" }, { status: 400 }),
    );
    renderWithApp(<ImportListDialog khatmId="k1" opened onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Pasted list"), { target: { value: "\n".repeat(1000) + "x" } });
    expect(await screen.findByText(`400: ${message}`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(true);
  });
});
