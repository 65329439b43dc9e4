import { MantineProvider } from "@mantine/core";
import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { englishTranslator, renderWithApp } from "../../test/render";
import { I18nProvider } from "../i18n/i18n-context";
import { LiveIndicator } from "./LiveIndicator";
import { type LiveStatusStore, useLiveStatusStore } from "./live-status";

/** A page holding the socket's state, as JoinPage and the dashboard do; it counts its own renders. */
const page = { store: undefined as LiveStatusStore | undefined, renders: 0 };
function Page() {
  page.renders++;
  page.store = useLiveStatusStore();
  return <LiveIndicator live={page.store} />;
}

function ServerPage() {
  return (
    <I18nProvider translator={englishTranslator}>
      <MantineProvider>
        <LiveIndicator live={useLiveStatusStore()} />
      </MantineProvider>
    </I18nProvider>
  );
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

  it("keeps its place but shows nothing on the page the server paints, where no socket is connecting", () => {
    const html = renderToString(<ServerPage />);
    expect(html).toContain('data-status="painted"');
    expect(html).toMatch(/visibility:\s*hidden/);
    expect(html).toContain('aria-hidden="true"');
  });
});
