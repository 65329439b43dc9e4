import { expect, type Locator, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/api";
import { reserveFromBrowser } from "./support/khatms";
import { screenshotScreens } from "./support/screens";

// Issue 39, item 2: on a phone a 604-page khatm's picker is dense (number chips a thumb wide, a juz group a screen
// tall at most), and a returning reader finds their own pages first.
test.use({ viewport: { width: 390, height: 844 } });

const SCREEN_HEIGHT = 844;
const THUMB = 44;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "on the page").not.toBeNull();
  return found as NonNullable<typeof found>;
}

/** Opens a juz group and checks it: its chips a thumb's size at least, the whole group a screen tall at most. */
async function openGroup(page: Page, juz: number, chips: number) {
  await page.getByTestId(`part-group-${juz}`).click();
  const group = page.getByTestId(`part-group-${juz}`).locator("xpath=..");
  await expect(group.locator("[aria-pressed]")).toHaveCount(chips);
  const sizes = await group
    .locator("[aria-pressed]")
    .evaluateAll((found) =>
      found.map((chip) => chip.getBoundingClientRect()).map(({ width, height }) => [width, height]),
    );
  for (const [width, height] of sizes) {
    expect(width).toBeGreaterThanOrEqual(THUMB);
    expect(height).toBeGreaterThanOrEqual(THUMB);
  }
  expect((await box(group)).height).toBeLessThanOrEqual(SCREEN_HEIGHT);
}

for (const language of ["en", "ar"] as const) {
  test(`a 604-page khatm at 390 px: the reader's own pages first, then groups of number chips (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const made = await request.post("/api/khatms", {
      data: {
        name: language === "ar" ? "ختمة الصفحات" : "Pages in chips",
        isPublic: false,
        creatorName: "Omar",
        creatorEmail: uniqueEmail("dense"),
        division: "page",
      },
    });
    expect(made.status()).toBe(201);
    const { id, accessCode } = (await made.json()) as { id: string; accessCode: string };

    // This browser reserved pages 5 and 6 before: it comes back.
    await page.goto(`/j/${accessCode}?lang=${language}`);
    await reserveFromBrowser(page, id, [5, 6], { name: "Aisha", email: uniqueEmail("aisha") });
    await page.reload();
    const mine = page.getByTestId("my-reservations");
    await expect(mine.getByTestId("my-juz-5")).toBeVisible();
    expect((await box(mine)).y + (await box(mine)).height).toBeLessThanOrEqual(
      (await box(page.getByTestId("part-groups"))).y,
    );

    // The first juz's 21 pages less the reader's two; the last juz's 23 pages: a few rows of chips each.
    await openGroup(page, 1, 19);
    await openGroup(page, 30, 23);
    const seven = page.getByTestId("juz-7");
    const arabicSeven = new Intl.NumberFormat("ar").format(7);
    await expect(seven).toHaveAccessibleName(language === "ar" ? `الصفحة ${arabicSeven}` : "Page 7");
    await seven.click();
    await page.getByTestId("juz-8").click();
    await expect(seven).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("reserve-bar")).toBeVisible();
    await seven.scrollIntoViewIfNeeded();
    await screenshotScreens(page, `dense-picker-${language}`, { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotScreens(page, `dense-picker-mine-first-${language}`, { fullPage: false });
  });
}
