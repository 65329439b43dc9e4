import { expect, type Page, test } from "@playwright/test";
import { type CreatedKhatm, createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { expectToast, screenshotScreens } from "./support/screens";

// Issue 26: a group's pasted list brought in by the creator, and the khatm's list copied for the group.
test.use({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 390, height: 844 } });

const juzCard = (page: Page, number: number) => page.getByTestId(`juz-${number}`);
const dialog = (page: Page) => page.getByRole("dialog");

const GROUP_LIST = `*Ramadan khatm* 🌙
1. Ahmed ✅
2. Fatima
3-4 Yusuf
5. —
7. Zainab
Please finish before Eid 🤲`;

const ARABIC_LIST = `ختمة العائلة 🌙
١. أحمد ✅
٢. فاطمة تم
الجزء ٣: يوسف
٤. —
جزاكم الله خيرا`;

async function khatmWithReader(request: Parameters<typeof createKhatm>[0], name: string) {
  const khatm = await createKhatm(request, { name, occasion: "Ramadan", creatorName: "Hafsa" });
  await reserveJuzs(request, khatm.id, [7], { readerName: "Zainab", readerEmail: uniqueEmail() });
  return khatm;
}

const managePath = (khatm: CreatedKhatm, query = "") =>
  `/n/${khatm.accessCode}${query}#manage=${encodeURIComponent(khatm.manageKey)}`;

test("the creator pastes a group's list, checks the preview, applies it, and the grid shows the readers", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const khatm = await khatmWithReader(request, "Imported Khatm");
  await page.goto(managePath(khatm));
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();

  await page.getByRole("button", { name: "Import a list" }).click();
  await dialog(page).getByTestId("import-text").fill(GROUP_LIST);
  const preview = dialog(page).getByTestId("import-preview");
  await expect(preview.locator("tbody tr")).toHaveCount(6);
  await expect(preview.locator("tbody tr").nth(0)).toContainText("Ahmed");
  await expect(preview.locator("tbody tr").nth(0).getByLabel("Completed")).toBeVisible();
  await expect(preview.locator("tbody tr").nth(3)).toContainText("Yusuf");
  await expect(preview.locator("tbody tr").nth(4)).toContainText("Available");
  const unread = dialog(page).getByTestId("import-unread");
  await expect(unread).toContainText("Lines not read (2)");
  await expect(unread).toContainText("Please finish before Eid 🤲 · no juz number");
  await screenshotScreens(page, "wa-import-preview", { fullPage: false });

  await dialog(page).getByRole("button", { name: "Apply" }).click();
  const confirm = page.getByRole("dialog", { name: "Apply this list?" });
  await expect(confirm).toContainText("Juz 1-4, 7 will be reserved on behalf of the readers named");
  await confirm.getByRole("button", { name: "Apply" }).click();
  await expectToast(page, "List applied: Juz 1-4 updated.");
  await expect(page.getByRole("dialog")).toBeHidden();

  await expect(juzCard(page, 1)).toContainText("by Ahmed");
  await expect(juzCard(page, 1).getByText("Completed", { exact: true })).toBeVisible();
  await expect(juzCard(page, 2)).toContainText("by Fatima");
  await expect(juzCard(page, 4)).toContainText("by Yusuf");
  await expect(juzCard(page, 7)).toContainText("by Zainab");
  await expect(page.getByText("5/30 juz reserved · 1 completed")).toBeVisible();
  await screenshotScreens(page, "wa-board-after-import");
});

test("a list that gives a held juz to someone else names the juz and cannot be applied", async ({ page, request }) => {
  const khatm = await khatmWithReader(request, "Refused Khatm");
  await page.goto(managePath(khatm));
  await page.getByRole("button", { name: "Import a list" }).click();
  await dialog(page).getByTestId("import-text").fill("1. Ahmed\n7. Mallory");
  await expect(dialog(page).getByTestId("import-preview").locator("tbody tr")).toHaveCount(2);
  await expect(dialog(page).getByTestId("import-held")).toHaveText(
    "Another reader holds Juz 7: change those lines or the board before applying.",
  );
  await expect(dialog(page).getByRole("button", { name: "Apply" })).toBeDisabled();
  await screenshotScreens(page, "wa-import-held", { fullPage: false });
  // Changing the line lets it through.
  await dialog(page).getByTestId("import-text").fill("1. Ahmed\n7. Zainab");
  await expect(dialog(page).getByTestId("import-held")).toBeHidden();
  await expect(dialog(page).getByRole("button", { name: "Apply" })).toBeEnabled();
  await expect(juzCard(page, 7)).toContainText("by Zainab");
});

test("in Arabic, the creator imports a right-to-left list with Arabic-Indic digits", async ({ page, request }) => {
  test.setTimeout(120_000);
  const khatm = await khatmWithReader(request, "ختمة العائلة");
  await page.goto(managePath(khatm, "?lang=ar"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "استيراد قائمة" }).click();
  await dialog(page).getByTestId("import-text").fill(ARABIC_LIST);
  const preview = dialog(page).getByTestId("import-preview");
  await expect(preview.locator("tbody tr")).toHaveCount(4);
  await expect(preview.locator("tbody tr").nth(1)).toContainText("فاطمة");
  await expect(dialog(page).getByTestId("import-unread")).toContainText("جزاكم الله خيرا");
  await screenshotScreens(page, "wa-import-preview-ar", { fullPage: false });
  await dialog(page).getByRole("button", { name: "تطبيق" }).click();
  await page.getByRole("dialog", { name: "تطبيق هذه القائمة؟" }).getByRole("button", { name: "تطبيق" }).click();
  await expect(juzCard(page, 2)).toContainText("فاطمة");
  await expect(juzCard(page, 3)).toContainText("يوسف");
  await screenshotScreens(page, "wa-board-after-import-ar");
});

test("a visitor copies the khatm's list for WhatsApp from the Share dialog", async ({ page, request }) => {
  const khatm = await khatmWithReader(request, "Shared List Khatm");
  await reserveJuzs(request, khatm.id, [1], { readerName: "Omar", readerEmail: uniqueEmail() });
  await page.goto(`/n/${khatm.accessCode}`);
  await page.getByRole("button", { name: "Share" }).click();
  await dialog(page).getByRole("button", { name: "Copy list for WhatsApp" }).click();
  await expect(dialog(page).getByRole("button", { name: "Copied!" })).toBeVisible();
  await expectToast(page, "List copied!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied.split("\n").slice(0, 4)).toEqual(["*Shared List Khatm*", "Ramadan", "", "1. Omar"]);
  expect(copied).toContain("7. Zainab\n");
  expect(copied).toContain("3. —\n");
  expect(copied).toContain("\n2/30 reserved · 0 completed\n");
  expect(copied.endsWith(`${origin}/j/${khatm.accessCode}`)).toBe(true);
  expect(copied).not.toContain("@");
  // Sending it is the one WhatsApp button's choice (issue 39), each choice saying what it sends.
  await dialog(page).getByRole("button", { name: "Share via WhatsApp" }).click();
  const sendList = page.getByRole("menuitem", { name: /^Send the list/ });
  await expect(sendList).toContainText("Every part and who reads it, as one message for the group");
  await expect(sendList).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(copied)}`);
  await expect(page.getByRole("menuitem", { name: /^Send the link/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=.*You%20are%20invited/,
  );
  await screenshotScreens(page, "wa-share-dialog", { fullPage: false });

  await page.goto(`/n/${khatm.accessCode}?lang=ar`);
  await page.getByRole("button", { name: "مشاركة" }).click();
  await dialog(page).getByRole("button", { name: "المشاركة عبر واتساب" }).click();
  await expect(page.getByRole("menuitem", { name: /^إرسال القائمة/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await screenshotScreens(page, "wa-share-dialog-ar", { fullPage: false });
});
