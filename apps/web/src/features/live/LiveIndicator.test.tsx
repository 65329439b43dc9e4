import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { LiveIndicator } from "./LiveIndicator";
import { type LiveStatusStore, useLiveStatusStore } from "./live-status";

/** A page holding the socket's state, as JoinPage and the dashboard do; it counts its own renders. */
const page = { store: undefined as LiveStatusStore | undefined, renders: 0 };
function Page() {
  page.renders++;
  page.store = useLiveStatusStore();
  return <LiveIndicator live={page.store} />;
}

describe("LiveIndicator", () => {
  it("follows the socket's state while the page that holds it does not render again", async () => {
    renderWithApp(<Page />);
    const badge = await screen.findByTestId("live-indicator");
    expect(badge.dataset.status).toBe("connecting");
    expect(badge.textContent).toContain("Connecting");
    const rendersBefore = page.renders;

    act(() => page.store?.set("live"));
    expect(screen.getByTestId("live-indicator").dataset.status).toBe("live");
    expect(screen.getByTestId("live-indicator").textContent).toContain("Live");
    act(() => page.store?.set("reconnecting"));
    expect(screen.getByTestId("live-indicator").dataset.status).toBe("reconnecting");
    expect(page.renders).toBe(rendersBefore);
  });
});
