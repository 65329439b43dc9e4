import { expect, test } from "@playwright/test";

test("the served app answers from D1 through the worker", async ({ page }) => {
  const health = page.waitForResponse((response) => response.url().includes("/api/health"));
  await page.goto("/");
  expect((await health).status()).toBe(200);
  await expect(page.getByTestId("api-status")).toContainText("API ok: 0 khatms");
  await page.screenshot({ path: "e2e-output/screenshots/foundation-home.png", fullPage: true });
});
