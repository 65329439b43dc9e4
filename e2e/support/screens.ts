import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Screenshots are for a person to look at (DEVELOPERS.md, "Look at what you built"), so they are written only when
 * asked: `E2E_SCREENSHOTS=1 ./scripts/e2e e2e/<spec>.ts`. Encoding full-page PNGs in a software-rendering Chromium was
 * a large share of the suite's time, and CI keeps no screenshot.
 */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/** Writes a screenshot of the page or of one element when screenshots are asked for; an element must be visible. */
export async function keepScreenshot(target: Page | Locator, options: PageScreenshotOptions): Promise<void> {
  if (KEEP_SCREENSHOTS) {
    await target.screenshot(options);
    return;
  }
  if ("first" in target && "page" in target) await expect(target).toBeVisible();
}

/** The widths every screen is looked at: a phone and a laptop. */
export const SCREEN_WIDTHS = [390, 1280] as const;
const NARROWEST_PHONE = 360;

/**
 * Keeps screenshots (`keepScreenshot`) of the current page at 390 px and 1280 px wide in e2e-output/screenshots/, after checking
 * that the phone layouts (360 px and 390 px) have no horizontal scroll. Full pages by default; `fullPage: false` for an open dialog,
 * which only the visible screen shows as a person sees it. The viewport is restored afterwards.
 */
export async function screenshotScreens(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const original = page.viewportSize();
  // The narrowest phone we support is only checked, not kept.
  await page.setViewportSize({ width: NARROWEST_PHONE, height: 780 });
  await settled(page);
  const narrowOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(narrowOverflow, `${name} scrolls sideways at ${NARROWEST_PHONE}px`).toBeLessThanOrEqual(0);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await settled(page);
    if (width < 600) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
    await keepScreenshot(page, { path: `e2e-output/screenshots/${name}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Lets a resized page's responsive layout settle (grids change columns, drawers collapse): media-query listeners and
 * the renders they cause run before the second frame after the resize.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until the toast with this text is shown. Toasts queue, one visible at a time for 3 seconds each (spec §9),
 * so one may wait behind two or three others.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: text }).first();
  await expect(toast).toBeVisible({ timeout: 15_000 });
}
