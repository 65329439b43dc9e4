import type { AvailableLocale } from "@khatm/i18n";
import type { User } from "@khatm/schema";
import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app";
import { activateTranslator } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { storageKeys } from "../../lib/storage";
import { amina, quietConsoleAndRestoreStubs } from "../../test/auth";
import { englishTranslator } from "../../test/render";
import { KhatmNotFound } from "../khatms/KhatmNotFound";
import { LanguageMenu } from "./LanguageMenu";

quietConsoleAndRestoreStubs();
afterEach(() => {
  activateTranslator(englishTranslator);
  localStorage.clear();
});

/** The API at the network boundary: one signed-in account; the profile update saves what it is sent. */
function stubAccount(account: User) {
  let user = account;
  const updates: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === "/api/auth/me") return Response.json({ user });
    if (url.pathname === "/api/auth/update-profile") {
      const body = JSON.parse(String(init?.body)) as Partial<User>;
      updates.push(body);
      user = { ...user, ...body };
      return Response.json({ user });
    }
    return Response.json({ error: "NOT_FOUND", message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem(storageKeys.sessionToken, "good-token");
  return { updates, fetchMock };
}

/** The app as main.tsx renders it (App: its providers, AccountLanguage among them) around one page of its own. */
function renderApp() {
  const page = () => (
    <>
      <LanguageMenu />
      <KhatmNotFound />
    </>
  );
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() });
  render(<App queryClient={createQueryClient()} router={router} translator={englishTranslator} />);
}

const heading = (name: string) => screen.findByRole("heading", { name }, { timeout: 3000 });
const htmlLang = () => document.documentElement.lang as AvailableLocale;

describe("the account's language", () => {
  it("is what a signed-in person chooses in the menu, saved with their name and country as they were", async () => {
    const { updates } = stubAccount({ ...amina, country: "Morocco", locale: "en" });
    renderApp();
    await heading("Khatm Not Found");
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "fr" } });
    expect(await heading("Khatm introuvable")).toBeTruthy();
    await waitFor(() => expect(updates).toEqual([{ name: "Amina", country: "Morocco", locale: "fr" }]));
    expect(localStorage.getItem(storageKeys.locale)).toBe("fr");
  });

  it("wins on load over the browser's language when this browser has not followed it yet", async () => {
    stubAccount({ ...amina, locale: "fr" });
    localStorage.setItem(storageKeys.locale, "en");
    renderApp();
    expect(await heading("Khatm introuvable")).toBeTruthy();
    expect(htmlLang()).toBe("fr");
    expect(localStorage.getItem(storageKeys.locale)).toBe("fr");
  });

  it("leaves a language picked on this browser since it followed the account's", async () => {
    const { updates, fetchMock } = stubAccount({ ...amina, locale: "fr" });
    localStorage.setItem(storageKeys.accountLocale, "fr");
    renderApp();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await heading("Khatm Not Found");
    expect(htmlLang()).toBe("en");
    expect(updates).toEqual([]);
  });

  it("is not touched by a signed-out visitor's choice", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderApp();
    fireEvent.change(await screen.findByRole("combobox", { name: "Language" }), { target: { value: "fr" } });
    expect(await heading("Khatm introuvable")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
