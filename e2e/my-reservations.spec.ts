import { must } from "@khatm/test-support";
import { expect, test } from "@playwright/test";
import { sessionToken, signIn, uniqueEmail } from "./support/auth";
import { completeAs, createKhatmAs, reserveAs, reserveFromBrowser } from "./support/khatms";
import { keepScreenshot } from "./support/screens";

const shots = "e2e-output/screenshots";

test("a signed-in reader sees reservations by khatm and cancels one", async ({ page }) => {
  // Screenshots of the dialog without its opening animation.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, uniqueEmail("reader"));
  const token = await sessionToken(page);
  const ramadan = await createKhatmAs(page.request, token, { name: "Ramadan Khatm 1446", isPublic: true });
  const memorial = await createKhatmAs(page.request, token, { name: "For Grandfather", isPublic: false });
  const reserved = await reserveAs(page.request, token, ramadan.id, [3, 5, 7], "Amina");
  await completeAs(page.request, token, must(reserved.find((juz) => juz.number === 7)).id);
  await reserveAs(page.request, token, memorial.id, [30], "Amina");

  await page.goto("/my-reservations");
  await expect(page.getByRole("textbox", { name: "Your email" })).toHaveCount(0);
  const ramadanCard = page.getByTestId("reservation-group").filter({ hasText: "Ramadan Khatm 1446" });
  await expect(ramadanCard.getByText("Reserved (2)")).toBeVisible();
  await expect(ramadanCard.getByText("Completed (1)")).toBeVisible();
  await expect(ramadanCard.getByText("Juz 3", { exact: true })).toBeVisible();
  await expect(ramadanCard.getByText("Juz 7", { exact: true })).toBeVisible();
  await expect(
    page.getByTestId("reservation-group").filter({ hasText: "For Grandfather" }).getByText("Juz 30", { exact: true }),
  ).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/my-reservations-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: `${shots}/my-reservations-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await ramadanCard.getByRole("button", { name: "Cancel Reservation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Cancel Reservation" });
  await expect(dialog.getByText("Juz 3")).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/my-reservations-cancel-1280.png` });
  await dialog.getByRole("button", { name: "Cancel Reservation" }).click();
  await expect(page.getByText("Reservation for Juz 3 has been cancelled.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ramadanCard.getByText("Reserved (1)")).toBeVisible();
  await expect(ramadanCard.getByText("Juz 3", { exact: true })).toHaveCount(0);

  // Beyond the spec (issue 39): the reminder e-mails send readers here to complete, so a reserved juz can be.
  await page.setViewportSize({ width: 390, height: 844 });
  await ramadanCard.getByRole("button", { name: "Mark as Completed" }).click();
  const completing = page.getByRole("dialog", { name: "Mark as Completed" });
  await expect(completing).toContainText("Have you finished reading Juz 5? It will be marked as completed.");
  await completing.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(completing).toBeHidden();
  await expect(ramadanCard.getByText("Reserved (1)")).toHaveCount(0);
  await expect(ramadanCard.getByText("Completed (2)")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  await ramadanCard.getByRole("link", { name: "View Full Khatm" }).click();
  await expect(page).toHaveURL(`/n/${ramadan.accessCode}`);
});

test("a signed-out browser sees only what it reserved, and says why", async ({ page, browser }) => {
  // Someone creates a khatm; this browser reserves juz 12 in it without an account.
  const organizer = await browser.newPage();
  await signIn(organizer, uniqueEmail("organizer"));
  const khatm = await createKhatmAs(organizer.request, await sessionToken(organizer), {
    name: "Family Khatm",
    isPublic: true,
  });
  await organizer.close();

  const email = uniqueEmail("guest");
  await page.goto("/my-reservations");
  await expect(page.getByText("No email provided")).toBeVisible();
  await expect(page.getByText("For your privacy we only show reservations made from this browser")).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/my-reservations-empty-1280.png` });
  await reserveFromBrowser(page, khatm.id, [12], { name: "Guest Reader", email });

  await page.getByRole("textbox", { name: "Your email" }).fill("not an email");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.getByRole("textbox", { name: "Your email" }).fill(email);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Juz 12", { exact: true })).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/my-reservations-signed-out-1280.png`, fullPage: true });
  // The e-mail is remembered for the next visit.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Your email" })).toHaveValue(email);
  await expect(page.getByText("Juz 12", { exact: true })).toBeVisible();

  // Cancelling confirms with the e-mail at the top of the page.
  await page.getByRole("textbox", { name: "Your email" }).fill("");
  await page.getByRole("button", { name: "Cancel Reservation" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel Reservation" }).click();
  await expect(page.getByText("Please enter your email at the top of the page to confirm this action")).toBeVisible();
  await page.getByRole("textbox", { name: "Your email" }).fill(email);
  await page.getByRole("button", { name: "Cancel Reservation" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel Reservation" }).click();
  await expect(page.getByText("Reservation for Juz 12 has been cancelled.")).toBeVisible();
  await expect(page.getByText("No reservations found")).toBeVisible();

  // Another browser typing the same e-mail sees nothing of this reader's.
  const stranger = await browser.newPage();
  await stranger.goto("/");
  await reserveFromBrowser(stranger, khatm.id, [13], { name: "Guest Reader", email });
  const snoop = await browser.newPage();
  await snoop.goto("/my-reservations");
  await snoop.getByRole("textbox", { name: "Your email" }).fill(email);
  await snoop.getByRole("button", { name: "Update" }).click();
  await expect(snoop.getByText("No reservations found")).toBeVisible();
  await expect(snoop.getByText("Juz 13")).toHaveCount(0);
  await snoop.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(snoop, { path: `${shots}/my-reservations-signed-out-390.png`, fullPage: true });
  await Promise.all([stranger.close(), snoop.close()]);
});
