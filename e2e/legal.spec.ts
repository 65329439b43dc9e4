import { expect, test } from "@playwright/test";
import { keepScreenshot } from "./support/screens";

const shots = "e2e-output/screenshots";

for (const width of [390, 1280]) {
  test(`terms and privacy at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });

    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByText("Last updated: May 15, 2025")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, { path: `${shots}/terms-${width}.png`, fullPage: true });

    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await expect(page.getByText("Last updated: May 15, 2025")).toBeVisible();
    await expect(page.getByText("not intended for children under 13")).toBeVisible();
    await expect(page.getByText("Your email address is never shown to other readers")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "contact form" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await keepScreenshot(page, { path: `${shots}/privacy-${width}.png`, fullPage: true });
  });
}
