import { type AvailableLocale, calendarDayText, createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createKhatm, uniqueEmail } from "./support/api";
import { signIn } from "./support/auth";
import { screenshotScreens } from "./support/screens";

// Issue 37, organizing together, at 390 px in English and Arabic: a co-organizer added from the board signs in and
// reserves on behalf; a finish-by date's pace on the share page; a rename from the settings.

const DAY_MS = 86_400_000;
const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US", viewport: PHONE });
  return context.newPage();
}

async function translator(locale: AvailableLocale) {
  return createTranslator(locale, await loadCatalogue(locale));
}

for (const locale of ["en", "ar"] as const) {
  test(`[${locale}] the creator adds an organizer, who signs in and reserves on behalf from the board`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const i18n = await translator(locale);
    const { t } = i18n;
    const khatm = await createKhatm(request, { name: `Masjid Khatm ${locale}`, creatorName: "Hafsa" });
    const organizerEmail = uniqueEmail("organizer");

    // The creator's board (the manage link's key), in the locale.
    const creator = await phonePage(browser);
    await creator.goto(`/n/${khatm.accessCode}?lang=${locale}#manage=${encodeURIComponent(khatm.manageKey)}`);
    const card = creator.getByTestId("organizers");
    await expect(card).toContainText(t("organizers.none"));
    await card.getByLabel(t("organizers.emailLabel")).fill(organizerEmail);
    await card.getByRole("button", { name: t("organizers.add") }).click();
    await expect(card.getByTestId("organizer")).toContainText(organizerEmail);
    await expect(
      card.getByRole("button", { name: t("organizers.removeLabel", { email: organizerEmail }) }),
    ).toBeVisible();
    await screenshotScreens(creator, `organizers-board-${locale}`);

    // The invitation reached the dev outbox; the organizer signs in with that address and opens the board.
    const organizer = await phonePage(browser);
    await signIn(organizer, organizerEmail);
    await organizer.goto(`/n/${khatm.accessCode}?lang=${locale}`);
    await expect(organizer.locator("html")).toHaveAttribute("lang", locale);
    // An organizer has the board, not the Delete button, and sees the organizers without Add or Remove.
    const theirs = organizer.getByTestId("organizers");
    await expect(theirs.getByTestId("organizer")).toContainText(organizerEmail);
    await expect(theirs.getByRole("button", { name: t("organizers.add") })).toHaveCount(0);
    await expect(organizer.getByRole("button", { name: t("dashboard.delete") })).toHaveCount(0);

    await organizer.getByTestId("juz-7").click();
    await organizer
      .getByTestId("selection-actions")
      .getByRole("button", { name: t("dashboard.reserveForOthers") })
      .click();
    const dialog = organizer.getByRole("dialog");
    await dialog.getByLabel(t("dashboard.readerName")).fill("Bilal");
    await dialog.getByRole("button", { name: t("dashboard.reserve"), exact: true }).click();
    await expect(organizer.getByTestId("juz-7")).toContainText("Bilal");
    await screenshotScreens(organizer, `organizers-reserved-${locale}`);

    // The khatm is on the organizer's My Khatms, marked "Organizer".
    await organizer.goto(`/my-khatms?lang=${locale}`);
    const listed = organizer.getByTestId("my-khatm-card").filter({ hasText: `Masjid Khatm ${locale}` });
    await expect(listed.getByTestId("organizer-badge")).toHaveText(t("organizers.badge"));

    // The creator's feed names the organizer who did it.
    await creator.reload();
    await expect(creator.getByTestId("recent-activity")).toContainText(organizerEmail.split("@")[0] ?? "");
  });

  test(`[${locale}] a khatm with a finish-by date shows its pace on the share page, and is renamed from the settings`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const i18n = await translator(locale);
    const { t } = i18n;
    const finishBy = new Date(Date.now() + 9 * DAY_MS).toISOString().slice(0, 10);
    const made = await request.post("/api/khatms", {
      data: {
        name: `Before Eid ${locale}`,
        isPublic: false,
        creatorName: "Hafsa",
        creatorEmail: uniqueEmail("creator"),
        finishBy,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const khatm = (await made.json()) as { id: string; accessCode: string; manageKey: string };

    const reader = await phonePage(browser);
    await reader.goto(`/j/${khatm.accessCode}?lang=${locale}`);
    const line = reader.getByTestId("finish-by");
    await expect(line).toContainText(t("finishBy.finishBy", { date: calendarDayText(locale, finishBy) }));
    const counted = t("parts.counted", { count: 3, division: "juz" });
    await expect(line).toContainText(t("finishBy.pace", { days: 10, counted }));
    await screenshotScreens(reader, `finish-by-share-${locale}`);

    const creator = await phonePage(browser);
    await creator.goto(`/n/${khatm.accessCode}?lang=${locale}#manage=${encodeURIComponent(khatm.manageKey)}`);
    await expect(creator.getByTestId("finish-by")).toBeVisible();
    const settings = creator.getByTestId("reading-settings");
    await settings.getByTestId("settings-name").fill(`Before Eid al-Adha ${locale}`);
    await settings.getByRole("button", { name: t("together.saveSettings") }).click();
    await expect(creator.getByRole("heading", { level: 1 })).toHaveText(`Before Eid al-Adha ${locale}`);
    await screenshotScreens(creator, `rename-settings-${locale}`);

    // The reader's page follows (painted anew, and live).
    await reader.reload();
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(`Before Eid al-Adha ${locale}`);
  });
}
