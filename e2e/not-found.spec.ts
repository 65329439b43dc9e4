import { expect, test } from "@playwright/test";
import { screenshotScreens } from "./support/screens";

test("an unknown code shows Khatm Not Found with a way home", async ({ page }) => {
  await page.goto("/n/000003");
  await expect(page.getByRole("heading", { name: "Khatm Not Found" })).toBeVisible();
  await screenshotScreens(page, "khatm-not-found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/not-found shows Khatm Not Found", async ({ page }) => {
  await page.goto("/not-found");
  await expect(page.getByRole("heading", { name: "Khatm Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});
