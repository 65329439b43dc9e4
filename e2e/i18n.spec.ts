import { AVAILABLE_LOCALES, type AvailableLocale, createTranslator, directionOf, LOCALES } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { expect, type Page, test } from "@playwright/test";
import { createKhatm, readOutbox, reserveJuzs, uniqueEmail } from "./support/api";
import { hydrated, throttleCpu } from "./support/hydration";
import { keepScreenshot } from "./support/screens";

// Locale-neutral: these checks read attributes, test ids and the catalogue-free parts of the page, so they hold for
// every locale once its catalogue is available (a locale not yet available is skipped).
const available = (locale: string): locale is AvailableLocale =>
  (AVAILABLE_LOCALES as readonly string[]).includes(locale);

async function expectLaidOut(page: Page, locale: AvailableLocale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", directionOf(locale));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, "no sideways scroll").toBeLessThanOrEqual(0);
}

test("a code in Arabic-Indic, Eastern Arabic-Indic or Bengali digits opens the khatm", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Digits Khatm" });
  for (const zero of [0x0660, 0x06f0, 0x09e6]) {
    const code = [...khatm.accessCode].map((digit) => String.fromCharCode(zero + Number(digit))).join("");
    await page.goto(`/n/${code}`);
    await expect(page.getByRole("heading", { name: "Digits Khatm" })).toBeVisible();
  }
  await page.goto("/");
  const field = page.getByLabel("Access code");
  await field.pressSequentially("٤٨٢۹١");
  await expect(field).toHaveValue("48291");
  await expect(page.getByRole("button", { name: "Join", exact: true })).toBeDisabled();
});

test("the language menu switches the page in place and is remembered", async ({ page, request }) => {
  const other = (AVAILABLE_LOCALES as readonly string[]).find((locale) => locale !== "en") ?? "";
  test.skip(!available(other), "only English is available yet");
  const target = other as AvailableLocale;
  const khatm = await createKhatm(request, { name: "Switch Khatm" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/n/${khatm.accessCode}`);
  // In place, once the app has adopted the painted page (during hydration too: the next test).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("[data-testid='language-menu']") ?? {}).some((key) => key.startsWith("__react")),
  );
  await page.getByTestId("language-menu").selectOption(target);
  await expect(page).toHaveURL(new RegExp(`/n/${khatm.accessCode}$`));
  await expect(page.getByRole("heading", { name: "Switch Khatm" })).toBeVisible();
  await expectLaidOut(page, target);
  await expect(page.getByTestId("language-menu")).toHaveValue(target);
  // The next visit's page comes painted in the language chosen, before any script runs (the choice's cookie).
  const next = await page.reload();
  expect(await next?.text()).toMatch(new RegExp(`<html[^>]* lang="${target}"`));
  await expectLaidOut(page, target);
});

test("a language chosen on the painted page while the app hydrates it is kept (4x slower CPU)", async ({
  page,
  request,
}) => {
  const target = "tr";
  test.skip(!available(target), "Turkish is not available yet");
  const khatm = await createKhatm(request, { name: "Early Choice Khatm" });
  await throttleCpu(page);
  await page.goto(`/j/${khatm.accessCode}`, { waitUntil: "commit" });
  // As soon as React has adopted the menu: a <select> changed before that is put back to the painted language by
  // hydration (React sets a select's options from its props as it adopts it).
  await hydrated(page, "[data-testid='language-menu']");
  await page.getByTestId("language-menu").selectOption(target);
  await expectLaidOut(page, target);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  await expect(page.getByTestId("language-menu")).toHaveValue(target);
  // The app keeps the language chosen for the next visit.
  await page.goto(`/j/${khatm.accessCode}`);
  await expectLaidOut(page, target);
});

/** A reader reserves juz 3 and 4 on the join page as it reads in `locale`: the labels are the catalogue's. */
async function reserveTwoOnPage(page: Page, locale: AvailableLocale) {
  const { t } = createTranslator(locale, await loadCatalogue(locale));
  await page.getByTestId("juz-3").click();
  await page.getByTestId("juz-4").click();
  const form = page.getByTestId("reservation-form");
  await form.getByLabel(t("join.yourName")).fill("Aisha");
  await form.getByLabel(t("join.yourEmail")).fill(uniqueEmail("i18n-ui"));
  await form.getByRole("checkbox", { name: t("join.createAccount") }).uncheck();
  await form.getByRole("button", { name: t("join.reserveButton", { count: 2 }) }).click();
  await expect(page.getByText(t("toasts.reserved", { count: 2 }))).toBeVisible();
  await expect(page.getByTestId("my-juz-3")).toBeVisible();
  await expect(page.getByTestId("my-juz-4")).toBeVisible();
}

const runs: Array<[AvailableLocale | string, number]> = [
  ["ar", 390],
  ["ur", 390],
  ["ar", 1280],
  ["tr", 1280],
  ["id", 1280],
];

for (const [locale, width] of runs) {
  test(`home, join (reserving two juz), dashboard, create and My Reservations in ${locale} at ${width} px`, async ({
    page,
    request,
  }) => {
    test.skip(!available(locale), `${locale} is not available yet`);
    test.setTimeout(90_000);
    const khatm = await createKhatm(request, { name: `${LOCALES[locale as AvailableLocale].name} Khatm` });
    await reserveJuzs(request, khatm.id, [1, 2], { readerName: "Aisha", readerEmail: uniqueEmail("i18n") });
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", `/j/${khatm.accessCode}`, `/n/${khatm.accessCode}`, "/create", "/my-reservations"]) {
      await page.goto(`${path}?lang=${locale}`);
      await expectLaidOut(page, locale as AvailableLocale);
      if (path.startsWith("/j/")) await reserveTwoOnPage(page, locale as AvailableLocale);
      // My Reservations first checks the sign-in: shoot the reservations this browser made, not the spinner.
      if (path === "/my-reservations") await expect(page.getByTestId("reservation-group").first()).toBeVisible();
      const name = path.split("/")[1] || "home";
      await keepScreenshot(page, {
        path: `e2e-output/screenshots/i18n-${locale}-${name}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

// The e-mail a reader gets on reserving, as a phone's mail app shows it (issue 39's screenshots looked at): its
// direction, and the surahs of the parts in the e-mail's own script.
for (const locale of ["ar", "ur"] as const) {
  test(`the reservation e-mail in ${locale} at 390 px, its surahs in Arabic script`, async ({ page, request }) => {
    const khatm = await createKhatm(request, { name: `${LOCALES[locale].name} Khatm` });
    const readerEmail = uniqueEmail(`mail-${locale}`);
    const reserved = await request.post(`/api/khatms/${khatm.id}/reserve`, {
      data: { juzNumbers: [3, 4], readerName: "Aisha", readerEmail },
      headers: { "Accept-Language": locale },
    });
    expect(reserved.ok(), await reserved.text()).toBe(true);
    let html = "";
    await expect
      .poll(async () => {
        html = (await readOutbox(request, readerEmail))[0]?.html ?? "";
        return html;
      })
      .toContain(`<html lang="${locale}"`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(html);
    await expectLaidOut(page, locale);
    // Juz 3 begins in Al-Baqarah: quran-meta's Arabic name, in Arabic and Urdu alike.
    await expect(page.locator("body")).toContainText("البَقَرَة");
    await keepScreenshot(page, { path: `e2e-output/screenshots/i18n-${locale}-email-390.png`, fullPage: true });
  });
}
