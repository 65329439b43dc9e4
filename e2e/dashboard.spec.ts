import { expect, type Locator, type Page, test } from "@playwright/test";
import { createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { serveWithoutKhatmData } from "./support/khatms";
import { expectToast, screenshotScreens } from "./support/screens";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const juzCard = (page: Page, number: number) => page.getByTestId(`juz-${number}`);
const selectionBar = (page: Page) => page.getByTestId("selection-actions");
const dialog = (page: Page) => page.getByRole("dialog");

async function select(page: Page, ...numbers: number[]) {
  for (const number of numbers) await juzCard(page, number).click();
}

async function expectStatus(card: Locator, status: string) {
  await expect(card.getByText(status, { exact: true })).toBeVisible();
}

test("the creator manages a khatm from the dashboard: filter, reserve, transfer, cancel, complete, share, delete", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const creatorEmail = uniqueEmail("creator");
  const readerEmail = uniqueEmail("reader");
  const khatm = await createKhatm(request, { name: "Dashboard Khatm", creatorName: "Hafsa", creatorEmail });
  await reserveJuzs(request, khatm.id, [10, 11], { readerName: "Zaid", readerEmail });

  // The khatm-created e-mail's link: the manage key is saved and removed from the address bar.
  await page.goto(`/n/${khatm.accessCode}#manage=${encodeURIComponent(khatm.manageKey)}`);
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/n/${khatm.accessCode}$`));
  await expect(page.getByText("2/30 juz reserved")).toBeVisible();
  await expect(page.getByText("7% reserved")).toBeVisible();
  await expect(juzCard(page, 10)).toContainText("by Zaid");
  await expect(juzCard(page, 10)).toContainText(readerEmail);
  await screenshotScreens(page, "dashboard-creator");

  // Filter: reserved only; the last checked box cannot be unchecked.
  await page.getByRole("checkbox", { name: "Available" }).uncheck();
  await expect(juzCard(page, 1)).toBeHidden();
  await expect(juzCard(page, 10)).toBeVisible();
  await page.getByRole("checkbox", { name: "Reserved" }).click();
  await expect(page.getByRole("checkbox", { name: "Reserved" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Available" }).check();
  await expect(juzCard(page, 1)).toBeVisible();

  // Mixing statuses is refused.
  await select(page, 3, 10);
  await expectToast(page, "You can only select multiple juz with the same status (available)");
  await expect(juzCard(page, 10)).toHaveAttribute("aria-pressed", "false");
  await selectionBar(page).getByRole("button", { name: "Clear" }).click();

  // Reserve for Myself: the creator's e-mail, and the part before the at sign as name.
  await select(page, 1, 2);
  await expect(selectionBar(page)).toContainText("Juz 1-2 selected");
  await selectionBar(page).getByRole("button", { name: "Reserve for Myself" }).click();
  await expectToast(page, "You have successfully reserved 2 juz. Thank you for your contribution to this Khatm.");
  await expectStatus(juzCard(page, 1), "Reserved");
  await expect(juzCard(page, 1)).toContainText(`by ${creatorEmail.split("@")[0]}`);
  await expect(page.getByTestId("my-reservations")).toContainText("Juz 1");

  // Reserve for Others: a name of 2 characters, the e-mail optional.
  await select(page, 3);
  await selectionBar(page).getByRole("button", { name: "Reserve for Others" }).click();
  await expect(dialog(page).getByText("Reserve on Behalf of Another Reader")).toBeVisible();
  await dialog(page).getByLabel("Reader Name").fill("B");
  await dialog(page).getByRole("button", { name: "Reserve" }).click();
  await expect(dialog(page).getByText("Name must be at least 2 characters")).toBeVisible();
  await screenshotScreens(page, "dashboard-reserve-for-others", { fullPage: false });
  await dialog(page).getByLabel("Reader Name").fill("Bilal");
  await dialog(page).getByRole("button", { name: "Reserve" }).click();
  await expectToast(page, "You have successfully reserved 1 juz on behalf of Bilal.");
  await expect(juzCard(page, 3)).toContainText("by Bilal");

  // Details of a reserved juz.
  await select(page, 10);
  await selectionBar(page).getByRole("button", { name: "Details" }).click();
  await expect(page.getByTestId("juz-details")).toContainText(readerEmail);
  await expect(page.getByTestId("juz-details")).toContainText("Zaid");
  await screenshotScreens(page, "dashboard-juz-details", { fullPage: false });
  await page.keyboard.press("Escape");

  // Transfer: every field is needed.
  await selectionBar(page).getByRole("button", { name: "Transfer" }).click();
  await dialog(page).getByRole("button", { name: "Transfer" }).click();
  await expect(dialog(page).getByText("Please fill in all fields")).toBeVisible();
  await screenshotScreens(page, "dashboard-transfer", { fullPage: false });
  await dialog(page).getByLabel("New Reader Name").fill("Omar");
  await dialog(page).getByLabel("New Reader Email").fill(uniqueEmail("omar"));
  await dialog(page).getByLabel("Your Email").fill(creatorEmail);
  await dialog(page).getByRole("button", { name: "Transfer" }).click();
  await expectToast(page, "Juz 10 has been transferred to Omar.");
  await expect(juzCard(page, 10)).toContainText("by Omar");

  // Cancel: confirmed with the creator e-mail.
  await select(page, 11);
  await selectionBar(page).getByRole("button", { name: "Cancel Reservation" }).click();
  await dialog(page).getByRole("button", { name: "Cancel Reservation" }).click();
  await expect(dialog(page).getByText("Please enter your email to confirm this action")).toBeVisible();
  await dialog(page).getByLabel("Your Email").fill(creatorEmail);
  await dialog(page).getByRole("button", { name: "Cancel Reservation" }).click();
  await expectToast(page, "Reservation for Juz 11 has been cancelled.");
  await expectStatus(juzCard(page, 11), "Available");

  // Bulk completion, with its warning.
  await select(page, 1, 2, 3);
  await selectionBar(page).getByRole("button", { name: "Mark as Completed" }).click();
  await expect(dialog(page).getByText("Mark Multiple Juzs as Completed")).toBeVisible();
  await expect(dialog(page)).toContainText("This action cannot be undone.");
  await screenshotScreens(page, "dashboard-complete-bulk", { fullPage: false });
  await dialog(page).getByRole("button", { name: "Mark as Completed" }).click();
  await expectToast(page, "Juz 1-3 have been marked as completed.");
  await expectStatus(juzCard(page, 2), "Completed");

  // Mark as not completed.
  await select(page, 2);
  await selectionBar(page).getByRole("button", { name: "Mark as Not Completed" }).click();
  await dialog(page).getByLabel("Your Email").fill(creatorEmail);
  await dialog(page).getByRole("button", { name: "Mark as Not Completed" }).click();
  await expectToast(page, "Juz 2 has been marked as not completed.");
  await expectStatus(juzCard(page, 2), "Reserved");

  await expect(page.getByText("4/30 juz reserved")).toBeVisible();
  await expect(page.getByTestId("recent-activity").getByText(/ago$/).first()).toBeVisible();
  await expect(page.getByTestId("recent-activity").locator("p", { hasText: /ago$/ })).toHaveCount(5);
  await screenshotScreens(page, "dashboard-creator-busy");

  // Share: the link, the code, copying with its 'Copied!' state.
  await page.getByRole("button", { name: "Share" }).click();
  const link = `${new URL(page.url()).origin}/n/${khatm.accessCode}`;
  await expect(page.getByTestId("share-link")).toHaveValue(link);
  await expect(page.getByTestId("share-code")).toHaveText(khatm.accessCode);
  await dialog(page).getByRole("button", { name: "Copy Link" }).click();
  await expect(dialog(page).getByRole("button", { name: "Copied!" })).toBeVisible();
  await expectToast(page, "Link copied!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog(page).getByRole("button", { name: "Copy Link" })).toBeVisible({ timeout: 4000 });
  // One WhatsApp button: its choice sends the link (the invitation) or the list (issue 39).
  await dialog(page).getByRole("button", { name: "Share via WhatsApp" }).click();
  await expect(page.getByRole("menuitem", { name: /^Send the link/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await expect(page.getByRole("menuitem", { name: /^Send the list/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await screenshotScreens(page, "dashboard-share-whatsapp", { fullPage: false });
  await page.keyboard.press("Escape");
  await screenshotScreens(page, "dashboard-share", { fullPage: false });
  await page.keyboard.press("Escape");

  // Delete, confirmed with the creator e-mail.
  await page.getByRole("button", { name: "Delete" }).click();
  await dialog(page).getByLabel("Your Email").fill(creatorEmail);
  await screenshotScreens(page, "dashboard-delete", { fullPage: false });
  await dialog(page).getByRole("button", { name: "Delete Khatm" }).click();
  await expectToast(page, "Khatm Deleted");
  await expect(page).toHaveURL(/\/my-khatms$/);
  expect((await request.get(`/api/khatms/code/${khatm.accessCode}`)).status()).toBe(404);
});

test("a visitor who is not the creator sees only the available juz, and the placeholder tiles while loading", async ({
  page,
  request,
}) => {
  const khatm = await createKhatm(request, { name: "Visitor Khatm" });
  await reserveJuzs(request, khatm.id, [1, 2, 3], { readerName: "Someone", readerEmail: uniqueEmail() });

  // Hold the juz list back to see the 30 placeholder tiles (the page without its data, as after many lookups).
  await serveWithoutKhatmData(page, `/n/${khatm.accessCode}`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/khatms\/[^/]+\/juzs/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/n/${khatm.accessCode}`);
  await expect(page.getByLabel("Loading juz").locator(".mantine-Skeleton-root")).toHaveCount(30);
  release();

  await expect(juzCard(page, 4)).toBeVisible();
  await expect(juzCard(page, 1)).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete" })).toBeHidden();
  await expect(page.getByTestId("recent-activity")).toBeHidden();
  await expect(page.getByText("3/30 juz reserved")).toBeVisible();
  await screenshotScreens(page, "dashboard-visitor");
});
