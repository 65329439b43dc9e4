import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** The widths every screen is looked at: a phone and a laptop. */
export const SCREEN_WIDTHS = [390, 1280] as const;
const NARROWEST_PHONE = 360;

/**
 * Saves screenshots of the current page at 390 px and 1280 px wide into e2e-output/screenshots/, after checking
 * that the phone layouts (360 px and 390 px) have no horizontal scroll. Full pages by default; `fullPage: false` for an open dialog,
 * which only the visible screen shows as a person sees it. The viewport is restored afterwards.
 */
export async function screenshotScreens(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const original = page.viewportSize();
  // The narrowest phone we support is only checked, not kept.
  await page.setViewportSize({ width: NARROWEST_PHONE, height: 780 });
  await page.waitForTimeout(250);
  const narrowOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(narrowOverflow, `${name} scrolls sideways at ${NARROWEST_PHONE}px`).toBeLessThanOrEqual(0);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    // Let responsive layouts settle (grids change columns, drawers collapse).
    await page.waitForTimeout(250);
    if (width < 600) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: `e2e-output/screenshots/${name}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Waits until the toast with this text is shown. Toasts queue, one visible at a time for 3 seconds each (spec §9),
 * so one may wait behind two or three others.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: text }).first();
  await expect(toast).toBeVisible({ timeout: 15_000 });
}
