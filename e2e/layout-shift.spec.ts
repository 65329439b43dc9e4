import { expect, type Page, test } from "@playwright/test";
import { createKhatm } from "./support/api";
import { takeoverOf, watchTakeover } from "./support/hydration";
import { serveWithoutKhatmData } from "./support/khatms";

/** Where the juz grid starts, to the pixel. */
async function gridTop(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box).not.toBeNull();
  return Math.round(box?.y ?? Number.NaN);
}

/**
 * Without the khatm in the page (the worker leaves it out when an address has used up its code lookups), a share
 * link paints its placeholders before the khatm and its juz arrive. They must hold the space the real header,
 * progress card and juz picker take, or the page jumps under the reader's thumb (and Lighthouse counts layout shift).
 * Each answer is held back in turn to look at every stage.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const page of ["j", "n"] as const) {
    test(`/${page}/{code} keeps the juz grid in place while it loads, at ${viewport.width}px`, async ({
      browser,
      request,
    }) => {
      // A name that takes two h1 lines on a phone and one on a wide screen, as most do.
      const khatm = await createKhatm(request, { name: "Family Khatm for our grandmother" });
      const context = await browser.newContext({ viewport });
      const tab = await context.newPage();
      let releaseKhatm!: () => void;
      const khatmHeld = new Promise<void>((resolve) => (releaseKhatm = resolve));
      let releaseJuzs!: () => void;
      const juzsHeld = new Promise<void>((resolve) => (releaseJuzs = resolve));
      await serveWithoutKhatmData(tab, `/${page}/${khatm.accessCode}`);
      await tab.route("**/api/khatms/code/**", async (route) => {
        await khatmHeld;
        await route.continue();
      });
      await tab.route("**/api/khatms/*/juzs**", async (route) => {
        await juzsHeld;
        await route.continue();
      });

      await tab.goto(`/${page}/${khatm.accessCode}`);
      const loading = tab.getByLabel("Loading juz");
      await expect(loading).toBeVisible();
      const whileLoading = await gridTop(tab, "[aria-label='Loading juz']");

      releaseKhatm();
      await expect(tab.getByRole("heading", { level: 1, name: khatm.name })).toBeVisible();
      const withHeader = await gridTop(tab, "[aria-label='Loading juz']");

      releaseJuzs();
      await expect(tab.getByTestId("juz-1")).toBeVisible();
      const withJuzs = await gridTop(tab, "[data-testid='juz-1']");

      expect(Math.abs(withHeader - whileLoading)).toBeLessThanOrEqual(2);
      expect(Math.abs(withJuzs - withHeader)).toBeLessThanOrEqual(2);
      await context.close();
    });
  }
}

/**
 * With the khatm in the page, the worker paints it (apps/web/src/ssr/share-page.tsx) and the app hydrates that HTML:
 * nothing may move or flash when it takes over, and a hydration mismatch (React's console error) must not happen.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const path of ["j", "n"] as const) {
    test(`/${path}/{code} painted by the worker: the app takes over with no layout shift, at ${viewport.width}px`, async ({
      browser,
      request,
    }) => {
      const khatm = await createKhatm(request, { name: "Family Khatm for our grandmother", occasion: "Ramadan" });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = await watchTakeover(page, "[data-testid='juz-30']");

      await page.goto(`/${path}/${khatm.accessCode}`);
      const painted = await gridTop(page, "[data-testid='juz-30']");
      // Taken over: React's own properties on the painted card, and it answers a tap.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("[data-testid='juz-30']") ?? {}).some((key) => key.startsWith("__react")),
      );
      await page.waitForLoadState("networkidle");
      expect(await gridTop(page, "[data-testid='juz-30']")).toBe(painted);
      const takeover = await takeoverOf(page, "[data-testid='juz-30']");
      expect(takeover.layoutShifts, `layout shift of ${takeover.shifted.join("; ")}`).toBe(0);
      expect(takeover.adopted, "the app hydrated the painted page instead of painting it again").toBe(true);
      expect(errors).toEqual([]);
      await page.getByTestId("juz-30").click();
      await expect(page.getByTestId("juz-30")).toHaveAttribute("aria-pressed", "true");
      await context.close();
    });
  }
}
