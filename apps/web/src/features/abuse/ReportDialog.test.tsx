import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { ReportDialog } from "./ReportDialog";

// Only the network is replaced: the API's answers, as the worker gives them.
function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function sendReport() {
  const onClose = vi.fn();
  renderWithApp(<ReportDialog opened onClose={onClose} khatmId="k1" />);
  fireEvent.click(await screen.findByLabelText("Misleading or fake"));
  fireEvent.change(screen.getByLabelText("More details (optional)"), { target: { value: "  Not a real khatm " } });
  fireEvent.click(screen.getByRole("button", { name: "Send report" }));
  return onClose;
}

describe("ReportDialog", () => {
  it("sends the chosen reason and trimmed details, thanks the visitor and closes", async () => {
    const fetchMock = answerWith(202, { message: "Thank you. Your report has been received." });
    const onClose = await sendReport();
    expect(await screen.findByText("Thank you. Your report has been received.")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/khatms\/k1\/reports$/);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "misleading", details: "Not a real khatm" });
  });

  it("past the rate limit shows the server's clear message as its own toast, and stays open", async () => {
    const message = "Too many reports from this connection. Please try again later.";
    answerWith(429, { error: "RATE_LIMITED", message });
    const onClose = await sendReport();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText("Please slow down")).toBeTruthy();
    expect(screen.queryByText(/429/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
