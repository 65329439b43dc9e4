import { expect, test } from "@playwright/test";
import { sessionToken, signIn, uniqueEmail } from "./support/auth";
import { createKhatmAs, createKhatmFromBrowser, reserveAs } from "./support/khatms";
import { keepScreenshot } from "./support/screens";

const shots = "e2e-output/screenshots";

test("a signed-in creator sees their khatms and manages one", async ({ page }) => {
  await signIn(page, uniqueEmail("creator"));
  const token = await sessionToken(page);
  const open = await createKhatmAs(page.request, token, {
    name: "Ramadan Khatm",
    occasion: "For the last ten nights",
    isPublic: true,
  });
  const hidden = await createKhatmAs(page.request, token, { name: "Private Family Khatm", isPublic: false });
  await reserveAs(page.request, token, open.id, [1, 2, 3], "Creator");

  await page.goto("/my-khatms");
  await expect(page.getByRole("link", { name: "Create New Khatm" }).first()).toHaveAttribute("href", "/create");
  await expect(page.getByRole("button", { name: "Find" })).toHaveCount(0);
  const openCard = page.getByTestId("my-khatm-card").filter({ hasText: "Ramadan Khatm" });
  const hiddenCard = page.getByTestId("my-khatm-card").filter({ hasText: "Private Family Khatm" });
  await expect(openCard.getByText("For the last ten nights")).toBeVisible();
  await expect(openCard.getByText("Public", { exact: true })).toBeVisible();
  await expect(openCard.getByText(`Code: ${open.accessCode}`)).toHaveCount(0);
  await expect(openCard.getByText("3/30 juz reserved")).toBeVisible();
  await expect(hiddenCard.getByText("No specific occasion")).toBeVisible();
  await expect(hiddenCard.getByText("Private", { exact: true })).toBeVisible();
  await expect(hiddenCard.getByText(`Code: ${hidden.accessCode}`)).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/my-khatms-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: `${shots}/my-khatms-390.png`, fullPage: true });

  await hiddenCard.getByRole("link", { name: "Manage Khatm" }).click();
  await expect(page).toHaveURL(`/n/${hidden.accessCode}`);
});

test("a new account has no khatms yet", async ({ page }) => {
  await signIn(page, uniqueEmail("empty"));
  await page.goto("/my-khatms");
  await expect(page.getByRole("heading", { name: "No Active Khatms" })).toBeVisible();
});

test("signed out: the khatms made in this browser, and a way to find the rest", async ({ page }) => {
  const email = uniqueEmail("anon-creator");
  await page.goto("/my-khatms");
  await expect(page.getByRole("heading", { name: "No Active Khatms" })).toBeVisible();
  await createKhatmFromBrowser(page, {
    name: "Khatm from this phone",
    occasion: null,
    isPublic: false,
    creatorName: "Maryam",
    creatorEmail: email,
  });

  await page.reload();
  await expect(page.getByTestId("my-khatm-card").filter({ hasText: "Khatm from this phone" })).toBeVisible();

  const emailField = page.getByRole("textbox", { name: "Your email" });
  await expect(emailField).toHaveAttribute("type", "email");
  await expect(emailField).toHaveAttribute("required", "");
  await emailField.fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("Sign in to see every khatm you created")).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/my-khatms-signed-out-1280.png`, fullPage: true });
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("Check your email for a login link")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: `${shots}/my-khatms-signed-out-390.png`, fullPage: true });
});
