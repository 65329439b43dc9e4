import type { Page } from "@playwright/test";

/** Slows the page's CPU as Lighthouse's phone does (4x), so hydration takes long enough to tap into. */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Resolves once React has taken the root (hydrateRoot listens on it), which may be before it has hydrated it. */
export async function reactListening(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("_reactListening")),
    undefined,
    { polling: 5 },
  );
}

/** Resolves once React has hydrated the element (its own properties are on it). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith("__react")),
    selector,
  );
}
