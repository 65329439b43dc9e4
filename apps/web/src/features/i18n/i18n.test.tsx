import { createTranslator } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { MantineProvider } from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateTranslator, chooseLocale } from "../../lib/i18n";
import { englishTranslator } from "../../test/render";
import { KhatmNotFound } from "../khatms/KhatmNotFound";
import { I18nProvider } from "./i18n-context";

/** English with two texts changed, standing in for another locale's catalogue. */
const changed = createTranslator("en", {
  ...english,
  khatm: { ...english.khatm, notFoundTitle: "Aucune khatm", returnHome: "Retour" },
});

afterEach(() => activateTranslator(englishTranslator));

describe("the app's texts", () => {
  it("come from the provider's catalogue", async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: KhatmNotFound }),
      history: createMemoryHistory(),
    });
    render(
      <I18nProvider translator={changed}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Aucune khatm" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour" })).toBeTruthy();
    expect(screen.queryByText("Khatm Not Found")).toBeNull();
  });

  it("write the locale into <html lang dir>", () => {
    activateTranslator(changed);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
  });
});

describe("chooseLocale", () => {
  const url = (search = "") => new URL(`https://khatms.example/j/123456${search}`);

  it("takes ?lang=, then the stored choice, then the browser's languages, of the available locales", () => {
    expect(chooseLocale(url("?lang=tr"), "id", ["fr"])).toBe("tr");
    expect(chooseLocale(url("?lang=xx"), "ms", ["fr"])).toBe("ms");
    expect(chooseLocale(url(), "xx", ["de-DE", "id-ID", "fr"])).toBe("id");
  });

  it("falls back to English when no language asked for is available", () => {
    expect(chooseLocale(url("?lang=de"), "xx", ["de-DE", "es"])).toBe("en");
    expect(chooseLocale(url(), null, ["de-DE", "fr"])).toBe("fr");
  });
});
