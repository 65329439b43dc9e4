import { AVAILABLE_LOCALES, createTranslator, LOCALES } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { LOCALE_COOKIE } from "@khatm/schema/headers";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateTranslator } from "../../lib/i18n";
import { storageKeys } from "../../lib/storage";
import { englishTranslator, renderWithApp } from "../../test/render";
import { AuthProvider } from "../auth/auth-context";
import { KhatmNotFound } from "../khatms/KhatmNotFound";
import { LanguageMenu } from "./LanguageMenu";

/** English with two texts changed, standing in for the locale the page was opened in. */
const changed = createTranslator("en", {
  ...english,
  khatm: { ...english.khatm, notFoundTitle: "Aucune khatm" },
  layout: { ...english.layout, language: "Langue" },
});

afterEach(() => {
  activateTranslator(englishTranslator);
  localStorage.clear();
});

function renderPage() {
  renderWithApp(
    <AuthProvider>
      <LanguageMenu />
      <KhatmNotFound />
    </AuthProvider>,
    { translator: changed },
  );
}

describe("LanguageMenu", () => {
  it("lists every available language in its own script, the current one chosen", async () => {
    renderPage();
    const menu = await screen.findByRole("combobox", { name: "Langue" });
    const options = within(menu).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual(
      AVAILABLE_LOCALES.map((code) => [code, LOCALES[code].name, code]),
    );
    expect((menu as HTMLSelectElement).value).toBe("en");
  });

  it("switches the page's texts in place and remembers the choice", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Aucune khatm" })).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: "Langue" }), { target: { value: "en" } });

    expect(await screen.findByRole("heading", { name: "Khatm Not Found" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Language" })).toBeTruthy();
    expect(localStorage.getItem(storageKeys.locale)).toBe("en");
    // And in the cookie the worker paints a returning reader's share page in.
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
  });
});
