import { must } from "@khatm/test-support";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/api";
import { takeoverOf, watchTakeover } from "./support/hydration";
import { expectToast, keepScreenshot, screenshotScreens } from "./support/screens";

// Issue 24: a khatm divided by page (604 parts) or hizb (60), usable on a 390 px phone.
const PHONE = { width: 390, height: 844 };
const LIVE_WITHIN = { timeout: 5_000 };
const SHOTS = process.env.DIV_SHOTS;

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** Also keeps the screenshots in DIV_SHOTS when set (the screenshots to look at). */
async function shoot(page: Page, name: string) {
  await screenshotScreens(page, name);
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.waitForTimeout(250);
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test("a 604-page khatm on a phone: the next 5 free pages reserved and completed, the creator's board live", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const creator = await phonePage(browser);
  await creator.goto("/create");
  const divideBy = creator.getByLabel("Divide by");
  await expect(divideBy).toHaveValue("juz");
  await expect(divideBy.locator("option")).toHaveText([
    "Juz (30 parts)",
    "Hizb (60 parts)",
    "Quarters (240 parts)",
    "Pages (604 parts)",
    "Surahs (114 parts)",
  ]);
  await creator.getByLabel("Khatm Name").fill("Pages of Ramadan");
  await divideBy.selectOption("page");
  await creator.getByLabel("Your Name").fill("Fatima");
  await creator.getByLabel("Your Email").fill(uniqueEmail("creator"));
  await shoot(creator, "div-create");
  await creator.getByRole("button", { name: "Create Khatm" }).click();
  await expect(creator).toHaveURL(/\/success\?code=\d{6}$/);
  const code = must(await creator.getByTestId("access-code").textContent()).trim();

  await creator.goto(`/n/${code}`);
  await expect(creator.getByRole("button", { name: "Delete" })).toBeVisible();
  await expect(creator.getByText("0/604 pages reserved")).toBeVisible();
  // Grouped by juz, collapsed: no card is laid out until a group opens.
  await expect(creator.getByTestId("part-groups")).toBeVisible();
  await expect(creator.getByTestId("juz-1")).toHaveCount(0);
  await expect(creator.getByTestId("part-group-1")).toContainText("21 free of 21");
  await creator.getByTestId("part-group-1").click();
  await expect(creator.getByTestId("juz-1")).toContainText("Page 1");

  const reader = await phonePage(browser);
  await reader.goto(`/j/${code}`);
  await expect(reader.getByTestId("juz-1")).toHaveCount(0);
  await reader.getByRole("button", { name: "Select the next free 5 pages" }).click();
  const form = reader.getByTestId("reservation-form");
  await expect(form).toContainText("Page 1 +4");
  await expect(form).toContainText("Pages 1-5");
  await shoot(reader, "div-join-pages");
  await form.getByLabel("Your Name").fill("Yusuf");
  await form.getByLabel("Your Email").fill(uniqueEmail("pages"));
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();
  await form.getByRole("button", { name: /Reserve/ }).click();
  await expectToast(reader, /successfully reserved Pages 1-5/);

  // The creator's board follows without a reload: the group's count and the cards.
  await expect(creator.getByText("5/604 pages reserved")).toBeVisible(LIVE_WITHIN);
  await expect(creator.getByTestId("part-group-1")).toContainText("16 free of 21", LIVE_WITHIN);
  await expect(creator.getByTestId("juz-3")).toContainText("by Yusuf", LIVE_WITHIN);

  // The reader completes the five from "My Reservations".
  const mine = reader.getByTestId("my-reservations");
  await expect(mine.getByTestId("my-juz-5")).toContainText("Page 5");
  await expect(mine.getByTestId("read-juz-5")).toHaveAttribute("href", /\/page\/5$/);
  for (const number of [1, 2, 3, 4, 5]) {
    await mine.getByTestId(`my-juz-${number}`).getByRole("button", { name: "Complete" }).click();
    await reader
      .getByRole("dialog")
      .getByRole("button", { name: /Mark as Completed/i })
      .click();
    await expect(mine.getByTestId(`my-juz-${number}`)).toContainText("Completed");
  }
  await expect(creator.getByText("5/604 pages reserved")).toBeVisible();
  await expect(creator.getByTestId("juz-5")).toContainText("Completed", LIVE_WITHIN);
  await shoot(creator, "div-board-pages");
  await shoot(reader, "div-join-pages-completed");

  // The creator's quick picks: the next free pages, then a group's completed ones (one status at a time).
  await creator.getByRole("button", { name: "Select the next free 5 pages" }).click();
  const bar = creator.getByTestId("selection-actions");
  await expect(bar).toContainText("Pages 6-10 selected");
  await shoot(creator, "div-board-picks");
  await bar.getByRole("button", { name: "Clear" }).click();
  await creator.getByRole("button", { name: "Select all completed (5)" }).click();
  await expect(bar).toContainText("Pages 1-5 selected");
  await expect(bar.getByRole("button", { name: "Mark as Not Completed" })).toBeVisible();
  await creator.goto(`/n/${code}?lang=ar`);
  await expect(creator.locator("html")).toHaveAttribute("dir", "rtl");
  await creator.getByTestId("part-group-1").click();
  await creator.getByTestId("board-quick-pick").click();
  await expect(creator.getByTestId("selection-actions")).toBeVisible();
  await shoot(creator, "div-board-picks-ar");
});

test("a hizb khatm's join page in Arabic", async ({ browser, request }) => {
  const response = await request.post("/api/khatms", {
    data: {
      name: "ختمة الأحزاب",
      isPublic: false,
      creatorName: "Khadija",
      creatorEmail: uniqueEmail("hizb"),
      division: "hizb",
    },
  });
  expect(response.status()).toBe(201);
  const { accessCode } = (await response.json()) as { accessCode: string };
  const page = await phonePage(browser);
  await page.goto(`/j/${accessCode}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("part-group-1")).toBeVisible();
  await page.getByTestId("part-group-1").click();
  const arabicOne = new Intl.NumberFormat("ar").format(1);
  await expect(page.getByTestId("juz-1")).toContainText(`الحزب ${arabicOne}`);
  await page.getByTestId("quick-pick").click();
  await expect(page.getByTestId("reservation-form")).toBeVisible();
  await shoot(page, "div-join-hizb-ar");
});

test("a 604-page khatm's share page: the app takes over the painted groups from its packed data, nothing moves", async ({
  browser,
  request,
}) => {
  const made = await request.post("/api/khatms", {
    data: {
      name: "Pages together",
      isPublic: false,
      creatorName: "Omar",
      creatorEmail: uniqueEmail("packed"),
      division: "page",
    },
  });
  expect(made.status()).toBe(201);
  const { accessCode } = (await made.json()) as { accessCode: string };
  const page = await phonePage(browser);
  const errors = await watchTakeover(page, "[data-testid='part-group-30']");
  await page.goto(`/j/${accessCode}`);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("[data-testid='part-group-30']") ?? {}).some((key) => key.startsWith("__react")),
  );
  await page.waitForLoadState("networkidle");
  const takeover = await takeoverOf(page, "[data-testid='part-group-30']");
  expect({ shifts: takeover.layoutShifts, adopted: takeover.adopted }).toEqual({ shifts: 0, adopted: true });
  expect(errors).toEqual([]);
  // The unpacked free pages are the app's: the last group opens with its pages, and the quick pick takes five.
  await page.getByTestId("part-group-30").click();
  await expect(page.getByTestId("juz-604")).toContainText("Page 604");
  await page.getByTestId("quick-pick").click();
  await expect(page.getByTestId("reservation-form")).toContainText("Pages 1-5");
});
