import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { ReadJuzLink } from "./ReadJuzLink";

const config = {
  mushaf: { juzUrl: "https://quran.com/{locale}/juz/{juz}", locales: ["en", "ar", "fa", "ur"] },
};

afterEach(() => vi.restoreAllMocks());

function stubConfig() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(config));
}

describe("ReadJuzLink", () => {
  it("opens the juz in the language the reader reads Khatm in, before the browser's", async () => {
    stubConfig();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "en"]);
    renderWithApp(<ReadJuzLink juz={12} />, { translator: createTranslator("ar", await loadCatalogue("ar")) });
    const link = await screen.findByTestId("read-juz-12");
    expect(link.getAttribute("href")).toBe("https://quran.com/ar/juz/12");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("on an English page, follows a browser language Khatm does not offer when the site does", async () => {
    stubConfig();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fa-IR", "en"]);
    renderWithApp(<ReadJuzLink juz={5} />);
    expect((await screen.findByTestId("read-juz-5")).getAttribute("href")).toBe("https://quran.com/fa/juz/5");
  });
});
