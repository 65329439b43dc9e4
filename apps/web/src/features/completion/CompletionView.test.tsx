import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { COMPLETION_DUA } from "@khatm/schema/dua";
import { must } from "@khatm/test-support";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMPLETED_JUZ_KHATM } from "../../test/completed-khatm";
import { renderWithApp } from "../../test/render";
import { CompletionView, completedKhatm } from "./CompletionView";

const khatm = COMPLETED_JUZ_KHATM;

afterEach(() => vi.restoreAllMocks());

describe("CompletionView", () => {
  it("celebrates with the khatm's dates, its readers and the du'a in Arabic with a translation", async () => {
    renderWithApp(<CompletionView khatm={must(completedKhatm(khatm))} actions={<button type="button">Next</button>} />);
    expect(await screen.findByText("Alhamdulillah, this Khatm is complete")).toBeTruthy();
    expect(screen.getByTestId("completion-dates").textContent).toBe("Started Mar 1, 2026 · Completed Mar 29, 2026");
    expect(screen.getByTestId("completion-readers").textContent).toBe("12 readers took part");
    const arabic = screen.getByTestId("dua-arabic");
    expect(arabic.textContent).toBe(COMPLETION_DUA.arabic);
    expect(arabic.getAttribute("dir")).toBe("rtl");
    expect(screen.getByTestId("dua-translation").textContent).toBe(`“${COMPLETION_DUA.translations.en}”`);
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });

  it("gives the translation in the page's language, or the browser's where the page's has none", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ms-MY", "id", "en"]);
    const urdu = renderWithApp(<CompletionView khatm={must(completedKhatm(khatm))} />, {
      translator: createTranslator("ur", await loadCatalogue("ur")),
    });
    const translation = await screen.findByTestId("dua-translation");
    await vi.waitFor(() => expect(translation.textContent).toBe(`“${COMPLETION_DUA.translations.ur}”`));
    expect(translation.getAttribute("dir")).toBe("rtl");
    urdu.unmount();
    // quran-json has no Malay: the browser's next language that it has.
    renderWithApp(<CompletionView khatm={must(completedKhatm(khatm))} />, {
      translator: createTranslator("ms", await loadCatalogue("ms")),
    });
    const indonesian = await screen.findByTestId("dua-translation");
    await vi.waitFor(() => expect(indonesian.textContent).toBe(`“${COMPLETION_DUA.translations.id}”`));
    expect(indonesian.getAttribute("dir")).toBe("ltr");
  });

  it("on an Arabic page, gives the du'a without a translation and names the surah in Arabic", async () => {
    renderWithApp(<CompletionView khatm={must(completedKhatm(khatm))} />, {
      translator: createTranslator("ar", await loadCatalogue("ar")),
    });
    expect((await screen.findByTestId("dua-arabic")).textContent).toBe(COMPLETION_DUA.arabic);
    expect(screen.queryByTestId("dua-translation")).toBeNull();
    expect(screen.getByTestId("dua-reference").textContent).toBe("البَقَرَة 2:127");
  });

  it("is only for a completed khatm", () => {
    expect(completedKhatm({ ...khatm, completion: null })).toBeNull();
  });
});
