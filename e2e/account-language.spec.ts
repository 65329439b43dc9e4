import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { expect, type Page, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

// A signed-in person's language lives on their account: chosen in the menu on one browser, it is the app's language
// on the next browser they sign in on, whatever that browser's own languages.

/** Waits until the app has adopted the page's language menu (a painted select is plain HTML before). */
async function menuReady(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("[data-testid='language-menu']") ?? {}).some((key) => key.startsWith("__react")),
  );
}

/** The path of the `count`th sign-in link e-mailed to `email`, once it is in the dev outbox. */
async function newMagicLink(page: Page, email: string, count: number): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      links = messages.flatMap((message) => message.text.match(/https?:\/\/\S+\/verify-login\?token=\S+/) ?? []);
      return links.length;
    })
    .toBe(count);
  // Newest first; opened on the server the test talks to, whatever origin the e-mail names.
  const url = new URL(links[0] ?? "");
  return `${url.pathname}${url.search}`;
}

test("a language chosen while signed in is the app's language on a fresh browser after sign-in", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("account-language");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, email);
  await page.goto("/");
  await menuReady(page);
  const saved = page.waitForResponse((response) => response.url().includes("/api/auth/update-profile"));
  await page.getByTestId("language-menu").selectOption("fr");
  expect((await saved).ok()).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  const french = createTranslator("fr", await loadCatalogue("fr"));
  // An English browser, signed in from scratch.
  const fresh = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  try {
    const other = await fresh.newPage();
    const asked = await other.request.post("/api/auth/magic-link", { data: { email } });
    expect(asked.ok()).toBe(true);
    await other.goto(await newMagicLink(other, email, 2));
    await expect(other.getByRole("heading", { name: french.t("auth.loginSuccessTitle") })).toBeVisible();
    await expect(other.locator("html")).toHaveAttribute("lang", "fr");
    await other.goto("/");
    await expect(other.locator("html")).toHaveAttribute("lang", "fr");
    await expect(other.getByTestId("language-menu")).toHaveValue("fr");
  } finally {
    await fresh.close();
  }
});
