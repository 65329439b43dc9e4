import { expect, test } from "@playwright/test";
import { sessionToken, signIn, uniqueEmail } from "./support/auth";
import { keepScreenshot } from "./support/screens";

const shots = "e2e-output/screenshots";

test("the account page shows the profile and saves name and country", async ({ page }) => {
  const email = uniqueEmail("profile");
  await signIn(page, email);
  await page.goto("/account");

  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await expect(page.getByText("Not set")).toHaveCount(2);
  // 'MMM D, YYYY', e.g. May 15, 2025.
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  await expect(page.getByText(today)).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/account-1280.png`, fullPage: true });

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Email")).not.toBeEditable();
  await page.getByLabel("Name").fill("Yusuf Ali");
  await page.getByLabel("Country").fill("Morocco");
  await keepScreenshot(page, { path: `${shots}/account-edit-1280.png`, fullPage: true });
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Your profile has been updated successfully")).toBeVisible();
  await expect(page.getByText("Yusuf Ali")).toBeVisible();
  await expect(page.getByText("Morocco")).toBeVisible();
  await expect(page.getByText("Not set")).toHaveCount(0);
  // The avatar now takes the name's initial.
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("Y");

  // Saved on the server: a fresh load shows the same profile.
  await page.reload();
  await expect(page.getByText("Yusuf Ali")).toBeVisible();
  await expect(page.getByText("Morocco")).toBeVisible();

  // Emptying a field clears it.
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Country").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Not set")).toHaveCount(1);
});

test("a save the server refuses keeps the form and says so", async ({ page }) => {
  await signIn(page, uniqueEmail("failing"));
  await page.goto("/account");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  // The session ends elsewhere (e.g. logout on another device) while the form is open.
  const token = await sessionToken(page);
  await page.request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
  await page.getByLabel("Name").fill("Hamza");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("There was a problem updating your profile")).toBeVisible();
  await expect(page.getByText("Update Failed").last()).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Hamza");
});

test("the account page on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, uniqueEmail("phone"));
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: `${shots}/account-390.png`, fullPage: true });
});
