import { expect, type Page, test } from "@playwright/test";
import { createKhatm, linkFromOutbox, reserveJuzs, uniqueEmail } from "./support/api";
import { expectToast, screenshotScreens } from "./support/screens";

const juzCard = (page: Page, number: number) => page.getByTestId(`juz-${number}`);

test("a reader joins by code from the home page", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Code Entry Khatm" });
  await page.goto("/");
  const code = page.getByLabel("Access code");
  await code.pressSequentially(`${khatm.accessCode.slice(0, 3)}-x`);
  await expect(code).toHaveValue(khatm.accessCode.slice(0, 3));
  await expect(page.getByRole("button", { name: "Join", exact: true })).toBeDisabled();
  await code.pressSequentially(khatm.accessCode.slice(3));
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expectToast(page, '"Code Entry Khatm" Khatm Found. Redirecting...');
  await expect(page).toHaveURL(new RegExp(`/n/${khatm.accessCode}$`));
  await expect(page.getByRole("heading", { name: "Code Entry Khatm" })).toBeVisible();
});

test("an unknown code on the home page says so", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Access code").fill("000001");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expectToast(page, "No khatm was found with that access code. Please check and try again.");
  await expect(page).toHaveURL(/\/$/);
});

test("a reader reserves several juz on the join page, then completes and cancels their own", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const readerEmail = uniqueEmail("joiner");
  const khatm = await createKhatm(request, { name: "Join Khatm", occasion: "For the community" });
  await reserveJuzs(request, khatm.id, [1], { readerName: "Early Bird", readerEmail: uniqueEmail() });

  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByRole("heading", { name: "Join Khatm" })).toBeVisible();
  await expect(page.getByText("For the community")).toBeVisible();
  await expect(page.getByTestId("access-code-badge")).toHaveText(`Code: ${khatm.accessCode}`);
  await expect(page.getByText("1/30 juz reserved")).toBeVisible();
  // Only available juz are offered.
  await expect(juzCard(page, 1)).toBeHidden();
  await screenshotScreens(page, "join");

  await juzCard(page, 4).click();
  const form = page.getByTestId("reservation-form");
  await expect(form).toBeInViewport();
  await expect(form).toContainText("You selected Juz 4");
  await juzCard(page, 5).click();
  await expect(form).toContainText("You selected Juz 4 - and 1 other");
  await juzCard(page, 6).click();
  await expect(form).toContainText("You selected Juz 4 - and 2 others");
  await expect(form).toContainText("Juz 4-6");

  await form.getByRole("button", { name: /Reserve/ }).click();
  // Said beside the field (issue 39), not in a toast that would outlive the problem.
  await expect(form.getByText("Please provide your email address to continue")).toBeVisible();
  await form.getByLabel("Your Name").fill("Maryam");
  await form.getByLabel("Your Email").fill(readerEmail);
  await expect(form.getByRole("checkbox", { name: /Create an account/ })).toBeChecked();
  // An anonymous reader is asked about reminders, which stay off unless ticked.
  await expect(form.getByRole("checkbox", { name: /Remind me by email/ })).not.toBeChecked();
  await screenshotScreens(page, "join-form");
  await form.getByRole("button", { name: /Reserve/ }).click();
  await expectToast(page, "You have successfully reserved 3 juz. Thank you for your contribution to this Khatm.");
  await expect(juzCard(page, 4)).toBeHidden();
  await expect(page.getByText("4/30 juz reserved")).toBeVisible();
  // The account option made the account, and the confirmation (the one e-mail) says where to sign in.
  await linkFromOutbox(request, readerEmail, /\/login\?next=%2Fmy-reservations/);

  const mine = page.getByTestId("my-reservations");
  await expect(mine.getByTestId("my-juz-4")).toContainText("Reserved");
  await mine.getByTestId("my-juz-4").getByRole("button", { name: "Complete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark as Completed" }).click();
  await expectToast(page, "Juz 4 has been marked as completed.");
  await expect(mine.getByTestId("my-juz-4")).toContainText("Completed");

  await mine.getByTestId("my-juz-5").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel Reservation" }).click();
  await expectToast(page, "Reservation for Juz 5 has been cancelled.");
  await expect(mine.getByTestId("my-juz-5")).toBeHidden();
  await expect(juzCard(page, 5)).toBeVisible();
  await screenshotScreens(page, "join-my-reservations");

  // The reservations follow the reader to the dashboard of the same khatm.
  await page.goto(`/n/${khatm.accessCode}`);
  await expect(page.getByTestId("my-juz-6")).toContainText("Reserved");
});

test("a fully reserved khatm asks readers to check back later", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Full Khatm" });
  const all = Array.from({ length: 30 }, (_, index) => index + 1);
  await reserveJuzs(request, khatm.id, all, { readerName: "Devoted Reader", readerEmail: uniqueEmail() });
  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByText("All juz have been reserved for this Khatm.")).toBeVisible();
  await expect(page.getByText("Check back later...")).toBeVisible();
  await expect(page.getByText("30/30 juz reserved")).toBeVisible();
});

test("the join page of an unknown code goes to /not-found", async ({ page }) => {
  await page.goto("/j/000002");
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole("heading", { name: "Khatm Not Found" })).toBeVisible();
});
